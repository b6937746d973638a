/**
 * The team page's data (docs/api/endpoints.md#leaderboard-and-team-page, docs/product/leaderboard-and-team.md): the
 * ranks marked `displayOnTeam`, most senior first, each with the users who hold it. The server's read (getTeam) in one
 * place.
 */
import { db } from '../db';
import type { RankDoc, UserDoc } from '../types';

export interface TeamPageRank {
  rank: RankDoc;
  members: UserDoc[];
}

/**
 * Every rank shown on the team page, highest position first, with its holders. A user holding two such ranks is a
 * member of both, like the server's join. Not shown: the order of the members (we keep the stored order, as the
 * server's join does) and the server's day-long cache (the fake backend always answers fresh).
 */
export function teamPage(): TeamPageRank[] {
  const users = db.users.all();
  return db.ranks
    .all()
    .filter((rank) => rank.displayOnTeam)
    .sort((a, b) => b.position - a.position)
    .map((rank) => ({ rank, members: users.filter((user) => user.ranks.includes(rank._id)) }));
}
