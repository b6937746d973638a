/**
 * Hourly reward endpoints (docs/api/endpoints.md#hourly-reward): the signed-in user's balance and next run, read
 * fresh from `@me` (the session's copy may be an hour old), and the claim.
 */
import { defineEndpoint } from '@lib/endpoint';
import * as z from 'zod/mini';
import { hourlyClaimSchema, hourlyUserSchema } from './model';

/** `GET /api/v3/users/@me` → `{ user }`, read for `money` and `statistics.nextHourlyRun` only. */
export const hourlyStatusEndpoint = defineEndpoint({
  name: 'hourly.status',
  method: 'GET',
  path: () => '/api/v3/users/@me',
  response: z.pipe(
    z.looseObject({ user: hourlyUserSchema }),
    z.transform(({ user }) => user),
  ),
});

/** `POST /api/client/users/hourly` → the claim (not shown: the fake backend's `{ amount, money, nextHourlyRun }`). */
export const claimHourlyEndpoint = defineEndpoint({
  name: 'hourly.claim',
  method: 'POST',
  path: () => '/api/client/users/hourly',
  response: hourlyClaimSchema,
});
