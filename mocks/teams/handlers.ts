/** Teams (spec §7 "Teams", contract §1.5, §3.15). The list is public: the site loads it at start-up. */
import { http } from 'msw';
import { db } from '../db';
import { optionalSession } from '../http/auth';
import { CLIENT_API, ok } from '../http/respond';
import { toTeam } from '../views';

export const teamHandlers = [
  /** Every team, `createdBy` expanded to a user summary. Not shown: the order (we keep creation order). */
  http.get(`${CLIENT_API}/teams`, ({ request }) => {
    optionalSession(request);
    const teams = db.teams.all().sort((a, b) => a.createdAt - b.createdAt);
    return ok({ teams: teams.map(toTeam) });
  }),
];
