/** Session endpoints (docs/api/endpoints.md#session), one declaration each. */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyBody } from '../schemas/common';
import { currentUserResponse } from '../schemas/user';

export const authenticateEndpoint = defineEndpoint({
  name: 'session.authenticate',
  method: 'POST',
  path: (_: { code: string }) => '/api/client/authenticate',
  body: ({ code }) => ({ code }),
  response: z.object({ sessionToken: z.string().check(z.minLength(1)) }),
});

export const logoutEndpoint = defineEndpoint({
  name: 'session.logout',
  method: 'DELETE',
  path: (_: { sessionToken: string }) => '/api/client/sessions',
  body: ({ sessionToken }) => ({ sessionToken }),
  response: anyBody,
});

export const currentUserEndpoint = defineEndpoint({
  name: 'users.me',
  method: 'GET',
  path: () => '/api/v3/users/@me',
  response: currentUserResponse,
});
