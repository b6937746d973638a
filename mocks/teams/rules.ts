/**
 * Team rules (docs/api/entities.md#team, docs/product/administration.md#teams): the list the site loads at start-up,
 * and the Team Manager's changes. The core's Teams controller is followed; what it leaves open is designed here
 * and marked "Not shown".
 */
import { isSnowflake } from '@lib/snowflake';
import { db } from '../db';
import { errors } from '../http/respond';
import { internalSnowflake } from '../ids';
import { ranksOf } from '../ranks/rules';
import type { TeamDoc, UserDoc } from '../types';

export const TEAM_NAME_MAX = 50;

/** Every team. Not shown: the order (we keep creation order). */
export function listTeams(): TeamDoc[] {
  return db.teams.all().sort((a, b) => a.createdAt - b.createdAt);
}

function requireTeam(id: string): TeamDoc {
  const team = db.teams.get(id);
  if (!team) throw errors.teamNotFound();
  return team;
}

export const membersOf = (teamId: string) => db.users.all().filter((u) => u.team === teamId);

/** Not shown, designed: a name of 1–50 characters, and a role id that is a snowflake when given. */
function checkedFields(
  body: Record<string, unknown>,
  partial: boolean,
): Partial<Pick<TeamDoc, 'name' | 'roleID'>> {
  const fields: Partial<Pick<TeamDoc, 'name' | 'roleID'>> = {};
  if (!partial || 'name' in body) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) throw errors.invalidBody('A team name is required');
    if (name.length > TEAM_NAME_MAX)
      throw errors.invalidBody(`The team name must be ${TEAM_NAME_MAX} characters or fewer`);
    fields.name = name;
  }
  if (!partial || 'roleID' in body) {
    const roleID = typeof body.roleID === 'string' ? body.roleID.trim() : '';
    if (roleID && !isSnowflake(roleID))
      throw errors.invalidBody('The chat role must be a role ID (17 to 19 digits)');
    fields.roleID = roleID;
  }
  return fields;
}

/**
 * Creates a team (the core's `createTeam`: a snowflake id, `createdAt` now, `orders` 0). The core throws after
 * inserting (a driver defect); the mock answers the team, as the contract asks.
 */
export function createTeam(creator: UserDoc, body: Record<string, unknown>, at: number): TeamDoc {
  const fields = checkedFields(body, false);
  const team: TeamDoc = {
    _id: internalSnowflake(at),
    name: fields.name ?? '',
    roleID: fields.roleID ?? '',
    createdAt: at,
    createdBy: creator._id,
    orders: 0,
  };
  db.teams.upsert(team);
  return team;
}

/** Renames a team or changes its chat role. Not shown: other fields (the mock changes only these two). */
export function updateTeam(id: string, body: Record<string, unknown>): TeamDoc {
  requireTeam(id);
  const fields = checkedFields(body, true);
  return db.teams.update(id, fields) as TeamDoc;
}

/** Deletes a team; its members are left without one (their chat roles stay, as in the core). */
export function deleteTeam(id: string): void {
  requireTeam(id);
  db.teams.delete(id);
  for (const member of membersOf(id)) db.users.update(member._id, { team: null });
}

/** Sets a team's order count back to 0 (the core's `setOrders(id, 0)`). */
export function resetTeamOrders(id: string): TeamDoc {
  requireTeam(id);
  return db.teams.update(id, { orders: 0 }) as TeamDoc;
}

/** The team with the fewest members (the core's `getRandomTeam`), or 404 `no_teams`. */
export function teamWithFewestMembers(): TeamDoc {
  const teams = listTeams();
  if (teams.length === 0) throw errors.noTeams();
  return teams.reduce((best, team) =>
    membersOf(team._id).length < membersOf(best._id).length ? team : best,
  );
}

/**
 * Puts every staff member without a team, holding a rank that uses teams, into the team with the fewest members,
 * one at a time. Not shown (the call is API-only): who is assigned and the answer; the mock answers how many.
 */
export function bulkAssignTeams(): number {
  const waiting = db.users
    .all()
    .filter((u) => !u.team && ranksOf(u).some((rank) => rank.useTeams))
    .sort((a, b) => a._id.localeCompare(b._id));
  if (waiting.length === 0) return 0;
  for (const user of waiting) db.users.update(user._id, { team: teamWithFewestMembers()._id });
  return waiting.length;
}

/**
 * Moves one user to a team, or out of any with null (the core's `updateUserTeam`): 404 `user_not_found`; an
 * unknown team id is not refused (as in the core). Answers the team the user is now in, or null.
 */
export function moveUserToTeam(body: Record<string, unknown>): TeamDoc | null {
  const userID = typeof body.userID === 'string' ? body.userID : '';
  const user = db.users.get(userID);
  if (!user) throw errors.userNotFound();
  const teamID = typeof body.teamID === 'string' && body.teamID ? body.teamID : null;
  db.users.update(user._id, { team: teamID });
  return teamID ? (db.teams.get(teamID) ?? null) : null;
}
