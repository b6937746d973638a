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

/** `{ userID, teamID }` (null: no team) → `{ updatedTeam }`. */
export const moveUserEndpoint = defineEndpoint({
  name: 'teams.moveUser',
  method: 'PATCH',
  path: (_: { userID: string; teamID: string | null }) => '/api/client/teams/update-user-team',
  body: ({ userID, teamID }) => ({ userID, teamID }),
  response: anyBody,
});
