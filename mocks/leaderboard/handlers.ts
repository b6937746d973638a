/** The leaderboard (docs/api/endpoints.md#leaderboard-and-team-page). Public: anonymous visitors read it too. */
import { http } from 'msw';
import { optionalSession } from '../http/auth';
import { CLIENT_API, ok } from '../http/respond';
import { toLeaderboardRow } from '../views';
import { leaderboard } from './rules';

export const leaderboardHandlers = [
  /**
   * `{ leaderboard: rows }` (see `leaderboard`). Not shown: whether the server asks for a session; the page is public,
   * so the fake backend answers everyone.
   */
  http.get(`${CLIENT_API}/orders/leaderboard`, ({ request }) => {
    optionalSession(request);
    return ok({ leaderboard: leaderboard().map(toLeaderboardRow) });
  }),
];
