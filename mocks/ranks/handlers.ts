/** Ranks (docs/api/endpoints.md#site-data, docs/api/entities.md#rank). Reads are public: the site loads ranks at start-up. */
import { http } from 'msw';
import { optionalSession } from '../http/auth';
import { CLIENT_API, ok } from '../http/respond';
import { toRank } from '../views';
import { findRank, listRanks } from './rules';

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
];
