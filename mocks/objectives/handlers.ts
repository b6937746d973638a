/**
 * Objectives (docs/product/administration.md#achievements). Reading and claiming need VIEW_OWN_ACHIEVEMENTS,
 * creating and deleting MANAGE_ACHIEVEMENTS (route guards are not shown: designed). The rules are in `rules.ts`.
 *
 * Not shown: the wrapper keys of the lists. The mock answers `{ objectives }` for objectives and `{ claimed }` for
 * claims; the client also accepts other names (see features/achievements/api.ts).
 */
import { http } from 'msw';
import { now } from '../clock';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { requirePermissions } from '../session/rules';
import type { UserDoc } from '../types';
import {
  claimedObjectives,
  claimObjective,
  createObjective,
  deleteObjective,
  globalObjectives,
  objectiveDocument,
  userObjectives,
} from './rules';

const OBJECTIVES = `${CLIENT_API}/objectives`;

function viewer(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePermissions(user, 'VIEW_OWN_ACHIEVEMENTS');
  return user;
}

function manager(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_ACHIEVEMENTS');
  return user;
}

export const objectiveHandlers = [
  /** `?global=true` → the global objectives. Not shown without it: the mock answers the same list. */
  http.get(OBJECTIVES, ({ request }) => {
    viewer(request);
    return ok({ objectives: globalObjectives() });
  }),

  http.get<{ userId: string }>(`${OBJECTIVES}/user/:userId`, ({ request, params }) => {
    viewer(request);
    return ok({ objectives: userObjectives(params.userId) });
  }),

  http.get<{ userId: string }>(`${OBJECTIVES}/claimed/:userId`, ({ request, params }) => {
    viewer(request);
    return ok({ claimed: claimedObjectives(params.userId) });
  }),

  /**
   * → `{ objective }`: the raw document (docs/api/endpoints.md#objectives: `getObjective`, so `_id` and no `id`
   * mirror), or `{ objective: null }` for an id that is not one (the core resolves null; the contract names no error
   * for it).
   */
  http.get<{ id: string }>(`${OBJECTIVES}/:id`, ({ request, params }) => {
    viewer(request);
    return ok({ objective: objectiveDocument(params.id) });
  }),

  /** Claims for the caller → `{ success: true }` (a personal objective records nothing). */
  http.post<{ id: string }>(`${OBJECTIVES}/claim/:id`, ({ request, params }) => {
    const user = viewer(request);
    claimObjective(user, params.id, now());
    return success();
  }),

  /** → `{ completed }`: the core answers MongoDB's insert result, `{ acknowledged, insertedId }`. */
  http.post(/\/api\/client\/objectives\/?$/, async ({ request }) => {
    const user = manager(request);
    const objective = createObjective(user, await readBody(request), now());
    return ok({ completed: { acknowledged: true, insertedId: objective._id } });
  }),

  http.delete<{ id: string }>(`${OBJECTIVES}/:id`, ({ request, params }) => {
    manager(request);
    deleteObjective(params.id);
    return success();
  }),
];
