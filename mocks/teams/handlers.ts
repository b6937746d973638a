/** Teams (docs/api/endpoints.md#site-data, docs/api/entities.md#team). The list is public: the site loads it at start-up. */
import { http } from 'msw';
import { optionalSession } from '../http/auth';
import { CLIENT_API, ok } from '../http/respond';
import { toTeam } from '../views';
import { listTeams } from './rules';

export const teamHandlers = [
  /** Every team (see `listTeams`), `createdBy` expanded to a user summary. */
  http.get(`${CLIENT_API}/teams`, ({ request }) => {
    optionalSession(request);
    return ok({ teams: listTeams().map(toTeam) });
  }),
];
