/** Ranks (spec §7 "Ranks", contract §1.3, §3.7). Reads are public: the site loads ranks at start-up. */
import { http } from 'msw';
import { db } from '../db';
import { optionalSession } from '../http/auth';
import { CLIENT_API, errors, ok } from '../http/respond';
import { toRank } from '../views';

export const rankHandlers = [
  /** Every rank, highest position first. */
  http.get(`${CLIENT_API}/ranks`, ({ request }) => {
    optionalSession(request);
    const ranks = db.ranks.all().sort((a, b) => b.position - a.position);
    return ok({ ranks: ranks.map(toRank) });
  }),

  /** One rank, matched on its `id` field; 400 `rank_not_found` like the core (not 404). */
  http.get<{ id: string }>(`${CLIENT_API}/ranks/:id`, ({ request, params }) => {
    optionalSession(request);
    const rank = db.ranks.find((r) => r.id === params.id);
    if (!rank) throw errors.rankNotFound();
    return ok({ rank: toRank(rank) });
  }),
];
