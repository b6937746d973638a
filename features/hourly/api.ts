/**
 * Hourly reward endpoints (docs/api/endpoints.md#hourly-reward): the claim. The balance and the next run are the
 * session's user's (`GET /api/v3/users/@me`, read once at sign-in and reused, docs/architecture.md#caching), see hooks.ts.
 */
import { defineEndpoint } from '@lib/endpoint';
import { hourlyClaimSchema } from './model';

/** `POST /api/client/users/hourly` → the claim (not shown: the fake backend's `{ amount, money, nextHourlyRun }`). */
export const claimHourlyEndpoint = defineEndpoint({
  name: 'hourly.claim',
  method: 'POST',
  path: () => '/api/client/users/hourly',
  response: hourlyClaimSchema,
});
