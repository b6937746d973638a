/** Ranks (docs/api/endpoints.md#site-data, docs/api/entities.md#rank). Reads are public: the site loads ranks at start-up. */
import { http } from 'msw';
import { optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { requirePermissions } from '../session/rules';
import { toRank } from '../views';
import { createRank, deleteRank, findRank, listRanks, updateRank, updateRankPositions } from './rules';

const rankManager = (request: Request) => {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_RANKS');
  return user;
};

export const rankHandlers = [
  /** Every rank, highest position first. */
  http.get(`${CLIENT_API}/ranks`, ({ request }) => {
    optionalSession(request);
    return ok({ ranks: listRanks().map(toRank) });
  }),

  /** One rank, matched on its `id` field; 400 `rank_not_found` like the core (not 404). */
  http.get<{ id: string }>(`${CLIENT_API}/ranks/:id`, ({ request, params }) => {
    optionalSession(request);
    return ok({ rank: toRank(findRank(params.id)) });
  }),

  /** The new order, top rank first: `{ ranks: [ids] }` (designed) → `{ success: true }`. Before `:id`. */
  http.put(`${CLIENT_API}/ranks/positions`, async ({ request }) => {
    const user = rankManager(request);
    const { ranks } = await readBody(request);
    updateRankPositions(user, ranks);
    return success();
  }),

  /** Create a rank → `{ rank }`. */
  http.post(`${CLIENT_API}/ranks`, async ({ request }) => {
    const user = rankManager(request);
    return ok({ rank: toRank(createRank(user, await readBody(request))) });
  }),

  /** Edit a rank → `{ rank }`; 400 `rank_not_found`. */
  http.patch<{ id: string }>(`${CLIENT_API}/ranks/:id`, async ({ request, params }) => {
    const user = rankManager(request);
    return ok({ rank: toRank(updateRank(user, params.id, await readBody(request))) });
  }),

  /** Delete a rank → `{ rank }` (the deleted one); 400 `rank_not_found`. */
  http.delete<{ id: string }>(`${CLIENT_API}/ranks/:id`, ({ request, params }) => {
    const user = rankManager(request);
    return ok({ rank: toRank(deleteRank(user, params.id)) });
  }),
];
