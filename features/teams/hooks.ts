/** The Team Manager's read and actions, which update the cached teams in place. */
import { cached, useAction } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { plural } from '@lib/format';
import type { Team } from '@lib/schemas/team';
import { teamsEndpoint } from '@lib/site-data';
import {
  bulkAssignTeamsEndpoint,
  createTeamEndpoint,
  deleteTeamEndpoint,
  moveUserEndpoint,
  resetTeamOrdersEndpoint,
  type TeamFields,
  updateTeamEndpoint,
} from './api';
import { STANDINGS_REFRESH_MS } from './model';

/**
 * The teams, whether or not teams are on (an admin manages them either way): the shared start-up list, read again
 * when the page opens and every 30 s while it is open, so the standings move.
 */
export function useTeamList() {
  return useEndpoint(teamsEndpoint, undefined, {
    ...loadOnce,
    revalidateOnMount: true,
    refreshInterval: STANDINGS_REFRESH_MS,
  });
}

const updateTeams = (update: (teams: Team[]) => Team[]) =>
  cached.update(teamsEndpoint, undefined, (data) => ({ ...data, teams: update(data.teams) }));

export function useCreateTeam(onCreated: () => void) {
  return useAction((fields: TeamFields) => createTeamEndpoint.call(fields), {
    cache: ({ team }) =>
      team ? updateTeams((teams) => [...teams, team]) : cached.refetch(teamsEndpoint, undefined),
    onSuccess: onCreated,
    success: (_, fields) => `Created ${fields.name}`,
  });
}

export function useUpdateTeam(onSaved: () => void) {
  return useAction(
    async (team: Team, changes: Partial<TeamFields>) => {
      const { team: saved } = await updateTeamEndpoint.call({ id: team.id, changes });
      return { ...team, ...saved, ...changes };
    },
    {
      cache: (saved) => updateTeams((teams) => teams.map((t) => (t.id === saved.id ? saved : t))),
      onSuccess: onSaved,
      success: (saved) => `Saved ${saved.name}`,
    },
  );
}

export function useDeleteTeam(onDeleted: () => void) {
  return useAction((team: Team) => deleteTeamEndpoint.call({ id: team.id }), {
    cache: (_, team) => updateTeams((teams) => teams.filter((t) => t.id !== team.id)),
    onSuccess: onDeleted,
    success: (_, team) => `Deleted ${team.name}`,
  });
}

export function useResetTeamOrders(onReset: () => void) {
  return useAction((team: Team) => resetTeamOrdersEndpoint.call({ id: team.id }), {
    cache: (_, team) =>
      updateTeams((teams) => teams.map((t) => (t.id === team.id ? { ...t, orders: 0 } : t))),
    onSuccess: onReset,
    success: (_, team) => `${team.name}’s orders are back to 0`,
  });
}

export function useBulkAssign(onDone: () => void) {
  return useAction(() => bulkAssignTeamsEndpoint.call(undefined), {
    onSuccess: onDone,
    success: ({ updated }) =>
      updated === undefined
        ? 'Users without a team were given one'
        : updated === 0
          ? 'Everyone already has a team'
          : `${plural(updated, 'user was', 'users were')} given a team`,
  });
}

export function useMoveUser(teamName: (id: string | null) => string) {
  return useAction((userID: string, teamID: string | null) => moveUserEndpoint.call({ userID, teamID }), {
    success: (_, userID, teamID) =>
      teamID ? `Moved ${userID} to ${teamName(teamID)}` : `${userID} has no team now`,
  });
}
