/** The team page (docs/api/endpoints.md#leaderboard-and-team-page). Public: anonymous visitors read it too. */
import { http } from 'msw';
import { optionalSession } from '../http/auth';
import { CLIENT_API, ok } from '../http/respond';
import { toTeamPageRank } from '../views';
import { teamPage } from './rules';

export const teamPageHandlers = [
  /**
   * `{ team: ranks }` (see `teamPage`): the staff ranks, not the caller's own team (docs/api/endpoints.md#leaderboard-and-team-page
   * says why). Not shown: whether the server asks for a session; the page is public, so the fake backend answers
   * everyone.
   */
  http.get(`${CLIENT_API}/users/team`, ({ request }) => {
    optionalSession(request);
    return ok({ team: teamPage().map(toTeamPageRank) });
  }),
];
