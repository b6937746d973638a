/**
 * The hourly reward (docs/api/endpoints.md#hourly-reward): `POST /api/client/users/hourly`, for any signed-in
 * user. Not shown: its answer and its refusal; the fake backend's design is in `rules.ts`.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok } from '../http/respond';
import { claimHourly } from './rules';

export const hourlyHandlers = [
  /** → `{ amount, money, nextHourlyRun }`; 400 `hourly_not_ready` while the next run is ahead. */
  http.post(`${CLIENT_API}/users/hourly`, ({ request }) => {
    const { user } = requireSession(request);
    return ok({ ...claimHourly(user) });
  }),
];
