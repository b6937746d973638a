/** Appeal endpoints for the appellant (docs/api/endpoints.md#appeals): create, mine, one. */
import { defineEndpoint } from '@lib/endpoint';
import { appealSchema } from '@lib/schemas/appeal';
import { lenientArray } from '@lib/schemas/common';
import * as z from 'zod/mini';

/** `{ type, userAppeal, serverID? }` → `{ appeal }` (optional: the page refetches without it). */
export const createAppealEndpoint = defineEndpoint({
  name: 'appeals.create',
  method: 'POST',
  path: (_: { type: number; userAppeal: string; serverID?: string }) => '/api/client/appeal',
  body: (input) => input,
  response: z.looseObject({ appeal: z.catch(z.optional(appealSchema), undefined) }),
});

/** `{ appeals }`: the user's 10 newest. */
export const userAppealsEndpoint = defineEndpoint({
  name: 'appeals.mine',
  method: 'GET',
  path: ({ userId }: { userId: string }) => `/api/client/appeal/${encodeURIComponent(userId)}/appeals`,
  response: z.object({ appeals: lenientArray(appealSchema) }),
});

/** `{ appeal }`; null (the core's "no result") reads as no such appeal. */
export const appealEndpoint = defineEndpoint({
  name: 'appeals.one',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/appeal/${encodeURIComponent(id)}`,
  response: z.object({ appeal: z.catch(z.nullable(appealSchema), null) }),
});
