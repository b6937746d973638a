/** Pure logic of the Team Manager (docs/product/administration.md#teams). No React, no network. */
import { pathTo } from '@lib/access';
import { plural } from '@lib/format';
import type { Team } from '@lib/schemas/team';
import { isSnowflake } from '@lib/snowflake';
import type { TeamFields } from './api';

export const TEAMS_PATH = pathTo('/staff/admin/teams');
export const CREATE_TEAM_PATH = pathTo('/staff/admin/teams/create');
export const TEAM_NAME_MAX = 50;

export interface TeamFormValues {
  name: string;
  roleID: string;
}

export const EMPTY_TEAM_FORM: TeamFormValues = { name: '', roleID: '' };

export function validateTeamForm(values: TeamFormValues): Partial<Record<keyof TeamFormValues, string>> {
  const errors: Partial<Record<keyof TeamFormValues, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name the team';
  else if (name.length > TEAM_NAME_MAX) errors.name = `The name must be ${TEAM_NAME_MAX} characters or fewer`;
  const role = values.roleID.trim();
  if (role && !isSnowflake(role)) errors.roleID = 'A role ID is 17 to 19 digits (copy it from the chat app)';
  return errors;
}

export const toTeamFields = (values: TeamFormValues): TeamFields => ({
  name: values.name.trim(),
  roleID: values.roleID.trim(),
});

/** Only what changed, for the PATCH. */
export function changedTeamFields(team: Team, values: TeamFormValues): Partial<TeamFields> {
  const next = toTeamFields(values);
  const changes: Partial<TeamFields> = {};
  if (next.name !== team.name) changes.name = next.name;
  if (next.roleID !== (team.roleID ?? '')) changes.roleID = next.roleID;
  return changes;
}

/** Most orders first; ties by name. */
export const standings = (teams: readonly Team[]) =>
  [...teams].sort((a, b) => b.orders - a.orders || a.name.localeCompare(b.name));

export function validateMove(userID: string): string | null {
  return isSnowflake(userID.trim()) ? null : 'User ID is not a snowflake';
}

export const orderCount = (n: number) => plural(n, 'order');
