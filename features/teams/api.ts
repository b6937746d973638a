/**
 * Team Manager endpoints (docs/product/administration.md#teams). The list is the start-up data's
 * (`teamsEndpoint`, lib/site-data.ts).
 */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';
import { teamSchema } from '@lib/schemas/team';
import * as z from 'zod/mini';

export interface TeamFields {
  name: string;
  roleID: string;
}

/** `{ team }`; optional because the core fails after writing a new team (the list is read again then). */
const teamResponse = z.looseObject({ team: z.catch(z.optional(teamSchema), undefined) });

export const createTeamEndpoint = defineEndpoint({
  name: 'teams.create',
  method: 'POST',
  path: (_: TeamFields) => '/api/client/teams',
  body: ({ name, roleID }) => ({ name, roleID }),
  response: teamResponse,
});

/**
 * `POST /api/client/teams/{teamID}`: a team's update, the changed fields (`name`, `roleID`) → `{ team }` after the
 * change. Not shown for the server (an API-only call): designed here, and the Team Manager's Edit
 * uses it (docs/product/administration.md#teams). Without a team in the answer the list is read again.
 */
export const saveTeamEndpoint = defineEndpoint({
  name: 'teams.save',
  method: 'POST',
  path: ({ id }: { id: string; changes: Partial<TeamFields> }) =>
    `/api/client/teams/${encodeURIComponent(id)}`,
  body: ({ changes }) => changes,
  response: teamResponse,
});

/**
 * `PATCH /api/client/teams/{id}`: the core's updateTeam, which passes the body to the database as a raw update
 * and answers the database's result (docs/product/administration.md#teams). Declared because the site's calls
 * list it; the Team Manager saves with
 * {@link saveTeamEndpoint}.
 */
export const updateTeamEndpoint = defineEndpoint({
  name: 'teams.update',
  method: 'PATCH',
  path: ({ id }: { id: string; changes: Partial<TeamFields> }) =>
    `/api/client/teams/${encodeURIComponent(id)}`,
  body: ({ changes }) => changes,
  response: teamResponse,
});

export const deleteTeamEndpoint = defineEndpoint({
  name: 'teams.delete',
  method: 'DELETE',
  path: ({ id }: { id: string }) => `/api/client/teams/${encodeURIComponent(id)}`,
  response: anyBody,
});

export const resetTeamOrdersEndpoint = defineEndpoint({
  name: 'teams.resetOrders',
  method: 'POST',
  path: ({ id }: { id: string }) => `/api/client/teams/reset-orders/${encodeURIComponent(id)}`,
  response: anyBody,
});

/** → `{ updated }` when the server says how many (not shown: read leniently). */
export const bulkAssignTeamsEndpoint = defineEndpoint({
  name: 'teams.bulkAssign',
  method: 'POST',
  path: () => '/api/client/teams/bulk-update-teams',
  response: z.looseObject({ updated: z.catch(z.optional(z.number()), undefined) }),
});

/**
 * `{ userID, teamID }` (null: no team) → `{ updatedTeam }`: the user's team now, or null for none. Missing (the
 * core's updateUserTeam resolves nothing of its own) or unreadable: undefined, and the user is read again.
 */
export const moveUserEndpoint = defineEndpoint({
  name: 'teams.moveUser',
  method: 'PATCH',
  path: (_: { userID: string; teamID: string | null }) => '/api/client/teams/update-user-team',
  body: ({ userID, teamID }) => ({ userID, teamID }),
  response: z.looseObject({
    updatedTeam: z.catch(z.optional(z.nullable(teamSchema)), undefined),
  }),
});
