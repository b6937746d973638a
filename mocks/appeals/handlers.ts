/**
 * Appeals (docs/product/recruitment-and-appeals.md#appeals-the-server). HTTP only; the rules are in
 * `rules.ts`. Route guards are not shown: appellants need a session, the admin list and votes MANAGE_APPEALS,
 * `force` MANAGE_APPEALS_ADMIN.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody } from '../http/respond';
import { holds, requirePermissions } from '../session/rules';
import { toAppeal } from '../views';
import {
  appealFilterOf,
  createAppeal,
  findAppeal,
  listAppeals,
  readableAppeal,
  userAppeals,
  voteAppeal,
} from './rules';

const BASE = `${CLIENT_API}/appeal`;

export const appealHandlers = [
  /** → `{ appeals }`, newest first; `?status=0,1&type=1&limit=10` (the mock's filter, see `appealFilterOf`). */
  http.get(`${BASE}/admin/appeals`, ({ request }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'MANAGE_APPEALS');
    const filter = appealFilterOf(new URL(request.url).searchParams);
    return ok({ appeals: listAppeals(filter).map((a) => toAppeal(a, true)) });
  }),

  /** `{ type, userAppeal, serverID? }` → `{ appeal }`. */
  http.post(BASE, async ({ request }) => {
    const { user } = requireSession(request);
    const appeal = createAppeal(user, await readBody(request));
    return ok({ appeal: toAppeal(appeal, false) });
  }),

  /** → `{ appeals }`: the user's 10 newest. Not shown: another user's list needs MANAGE_APPEALS. `@me` is you. */
  http.get<{ userId: string }>(`${BASE}/:userId/appeals`, ({ request, params }) => {
    const { user } = requireSession(request);
    const userID = params.userId === '@me' ? user._id : params.userId;
    if (userID !== user._id) requirePermissions(user, 'MANAGE_APPEALS');
    const staff = holds(user, 'MANAGE_APPEALS');
    return ok({ appeals: userAppeals(userID).map((a) => toAppeal(a, staff)) });
  }),

  /** `{ vote, reason, force }` → `{ completed }` (true once decided). */
  http.post<{ id: string }>(`${BASE}/:id/vote`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'MANAGE_APPEALS');
    const body = await readBody(request);
    if (body.force === true && !holds(user, 'MANAGE_APPEALS_ADMIN')) throw errors.missingPermissions();
    const result = voteAppeal(findAppeal(params.id), user, body);
    return ok({ completed: result !== null });
  }),

  /** → `{ appeal }` for the appellant and MANAGE_APPEALS; 404 `appeal_not_found` otherwise. */
  http.get<{ id: string }>(`${BASE}/:id`, ({ request, params }) => {
    const { user } = requireSession(request);
    const appeal = readableAppeal(params.id, user);
    return ok({ appeal: toAppeal(appeal, holds(user, 'MANAGE_APPEALS')) });
  }),
];
