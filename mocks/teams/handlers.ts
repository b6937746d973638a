/**
 * Teams (docs/api/endpoints.md#site-data, docs/api/entities.md#team, docs/product/administration.md#teams). The list
 * is public: the site loads it at start-up. Changes need MANAGE_TEAMS (route guards are not shown: designed).
 * `POST /api/client/teams/{teamID}` is not shown anywhere (an API-only call): designed as a team's update, like
 * `PATCH /teams/{id}` (docs/product/administration.md#teams).
 */
import { http } from 'msw';
import { now } from '../clock';
import { optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { requirePermissions } from '../session/rules';
import { toTeam } from '../views';
import {
  bulkAssignTeams,
  createTeam,
  deleteTeam,
  listTeams,
  moveUserToTeam,
  resetTeamOrders,
  updateTeam,
} from './rules';

const TEAMS = `${CLIENT_API}/teams`;

function teamManager(request: Request) {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_TEAMS');
  return user;
}

export const teamHandlers = [
  /** Every team (see `listTeams`), `createdBy` expanded to a user summary. */
  http.get(TEAMS, ({ request }) => {
    optionalSession(request);
    return ok({ teams: listTeams().map(toTeam) });
  }),

  /** `{ name, roleID }` → `{ team }` (the core fails after writing; the mock answers the team). */
  http.post(TEAMS, async ({ request }) => {
    const user = teamManager(request);
    return ok({ team: toTeam(createTeam(user, await readBody(request), now())) });
  }),

  /** → `{ team }` with `orders` 0. */
  http.post<{ id: string }>(`${TEAMS}/reset-orders/:id`, ({ request, params }) => {
    teamManager(request);
    return ok({ team: toTeam(resetTeamOrders(params.id)) });
  }),

  /** → `{ success: true, updated }`: how many users got a team (not shown: designed). */
  http.post(`${TEAMS}/bulk-update-teams`, ({ request }) => {
    teamManager(request);
    return ok({ success: true as const, updated: bulkAssignTeams() });
  }),

  /** Not shown, designed: a team's update, `{ name?, roleID? }` → `{ team }` (after the `/teams/...` routes above). */
  http.post<{ id: string }>(`${TEAMS}/:id`, async ({ request, params }) => {
    teamManager(request);
    return ok({ team: toTeam(updateTeam(params.id, await readBody(request))) });
  }),

  /** `{ userID, teamID | null }` → `{ updatedTeam }`: the user's team now, or null. */
  http.patch(`${TEAMS}/update-user-team`, async ({ request }) => {
    teamManager(request);
    const team = moveUserToTeam(await readBody(request));
    return ok({ updatedTeam: team ? toTeam(team) : null });
  }),

  /** `{ name?, roleID? }` → `{ team }`. */
  http.patch<{ id: string }>(`${TEAMS}/:id`, async ({ request, params }) => {
    teamManager(request);
    return ok({ team: toTeam(updateTeam(params.id, await readBody(request))) });
  }),

  /** Members are left without a team. */
  http.delete<{ id: string }>(`${TEAMS}/:id`, ({ request, params }) => {
    teamManager(request);
    deleteTeam(params.id);
    return success();
  }),
];
