/** The Team Manager's read and actions, which update the cached teams (and a moved user) in place. */
import { type CacheChange, cached, useAction } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { plural } from '@lib/format';
import type { Team } from '@lib/schemas/team';
import { useSessionStore } from '@lib/session';
import { teamsEndpoint } from '@lib/site-data';
import { adminUsersEndpoint, userEndpoint } from '@lib/users';
import {
  bulkAssignTeamsEndpoint,
  createTeamEndpoint,
  deleteTeamEndpoint,
  moveUserEndpoint,
  resetTeamOrdersEndpoint,
  saveTeamEndpoint,
  type TeamFields,
} from './api';

/**
 * The teams, whether or not teams are on (an admin manages them either way): the shared list, loaded once and
 * reused (docs/architecture.md#caching): the start-up copy when teams are on, else read on the first visit. The Team Manager's own
 * changes update it in place; orders counted since show at the next load (docs/product/administration.md#teams).
 */
export function useTeamList() {
  return useEndpoint(teamsEndpoint, undefined, loadOnce);
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

/** Saves a team's changed fields; the team the server answers replaces it (no team in the answer: read again). */
export function useUpdateTeam(onSaved: () => void) {
  return useAction(
    async (team: Team, changes: Partial<TeamFields>) =>
      (await saveTeamEndpoint.call({ id: team.id, changes })).team ?? null,
    {
      cache: (saved, team) =>
        saved
          ? updateTeams((teams) => teams.map((t) => (t.id === team.id ? saved : t)))
          : cached.refetch(teamsEndpoint, undefined),
      onSuccess: onSaved,
      success: (saved, team, changes) => `Saved ${saved?.name ?? changes.name ?? team.name}`,
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

/** The moved user's team in their cached read and in every cached page of the User Manager's list. */
const withTeam = (userID: string, team: string | null): CacheChange[] => [
  cached.update(userEndpoint, { id: userID }, (data) =>
    data.user ? { ...data, user: { ...data.user, team } } : data,
  ),
  cached.updateEvery(adminUsersEndpoint, (data) => ({
    ...data,
    users: data.users.map((user) => (user.id === userID ? { ...user, team } : user)),
  })),
];

/**
 * Moves one user (`run(userID, teamID)`, null: no team). The answer's `updatedTeam` (the user's team now) goes
 * into the cached user reads in place, the session's user's too when it is you. An answer without it (the core's
 * may send none) writes the team that was sent: the user reads are loaded once, so asking SWR to read them again
 * would reach only the pages mounted now and leave the others stale.
 */
export function useMoveUser(teamName: (id: string | null) => string) {
  const session = useSessionStore();
  return useAction((userID: string, teamID: string | null) => moveUserEndpoint.call({ userID, teamID }), {
    cache: ({ updatedTeam }, userID, teamID) =>
      withTeam(userID, updatedTeam === undefined ? teamID : (updatedTeam?.id ?? null)),
    onSuccess: ({ updatedTeam }, userID) => {
      if (session.getState().user?.id !== userID) return;
      if (updatedTeam === undefined) session.refresh().catch(() => undefined);
      else session.updateUser((user) => ({ ...user, team: updatedTeam?.id ?? null }));
    },
    success: ({ updatedTeam }, userID, teamID) => {
      const team = updatedTeam === undefined ? teamID : (updatedTeam?.id ?? null);
      if (!team) return `${userID} has no team now`;
      return `Moved ${userID} to ${updatedTeam?.name ?? teamName(team)}`;
    },
  });
}
