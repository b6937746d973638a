// The Team Manager's calls (docs/product/administration.md#teams).
import { teamSchema } from '@lib/schemas/team';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { TEAM_IDS } from '../seed';
import { call, expectApiError, setupMockServer } from '../testing';
import { membersOf } from './rules';

setupMockServer();

const BASE = '/api/client/teams';
const teamOf = (body: unknown) => z.object({ team: teamSchema }).parse(body).team;
const chef = PERSONAS.chef.userId;

describe('creating, renaming and the chat role', () => {
  it('POST answers { team } with no orders, made by the caller, and the list has it', async () => {
    const response = await call(BASE, {
      method: 'POST',
      as: 'admin',
      body: { name: '  Team Umami ', roleID: '781234567890123456' },
    });
    const team = teamOf(response.body);
    expect(team).toMatchObject({ name: 'Team Umami', roleID: '781234567890123456', orders: 0 });
    expect(team.createdBy).toMatchObject({ id: PERSONAS.admin.userId });
    expect((await call<{ teams: { id: string }[] }>(BASE)).body.teams.map((t) => t.id)).toContain(team.id);
  });

  it.each([
    [{ name: ' ' }, 'A team name is required'],
    [{ name: 'x'.repeat(51) }, 'The team name must be 50 characters or fewer'],
    [{ name: 'Ok', roleID: '<@&123>' }, 'The chat role must be a role ID (17 to 19 digits)'],
  ])('designed: refuses %j', async (body, message) => {
    expectApiError(await call(BASE, { method: 'POST', as: 'admin', body }), 400, 'invalid_body', message);
  });

  it('PATCH renames and changes the role; an unknown team is 404', async () => {
    const response = await call(`${BASE}/${TEAM_IDS.zest}`, {
      method: 'PATCH',
      as: 'admin',
      body: { name: 'Team Citrus' },
    });
    expect(teamOf(response.body)).toMatchObject({ name: 'Team Citrus', roleID: '780190927702758548' });
    expectApiError(
      await call(`${BASE}/1`, { method: 'PATCH', as: 'admin', body: { name: 'x' } }),
      404,
      'team_not_found',
      'Team not found',
    );
  });

  it('designed: POST /teams/{teamID} is a team update → { team }; an unknown team is 404', async () => {
    const response = await call(`${BASE}/${TEAM_IDS.zest}`, {
      method: 'POST',
      as: 'manager',
      body: { name: 'Team Citrus' },
    });
    expect(teamOf(response.body)).toMatchObject({ name: 'Team Citrus', roleID: '780190927702758548' });
    expect(db.teams.get(TEAM_IDS.zest)?.name).toBe('Team Citrus');
    expectApiError(
      await call(`${BASE}/1`, { method: 'POST', as: 'manager', body: { name: 'x' } }),
      404,
      'team_not_found',
      'Team not found',
    );
    expect((await call(`${BASE}/${TEAM_IDS.zest}`, { method: 'POST', as: 'chef', body: {} })).status).toBe(
      403,
    );
  });

  it('the routes beside /teams/{teamID} keep their own answers', async () => {
    const bulk = await call<{ success: boolean }>(`${BASE}/bulk-update-teams`, {
      method: 'POST',
      as: 'manager',
    });
    expect(bulk.body.success).toBe(true);
  });

  it('needs MANAGE_TEAMS', async () => {
    expect((await call(BASE, { method: 'POST', as: 'chef', body: { name: 'Mine' } })).status).toBe(403);
    expect((await call(BASE, { method: 'POST', body: { name: 'Mine' } })).status).toBe(401);
  });
});

describe('orders and deleting', () => {
  it('reset-orders sets the count to 0', async () => {
    expect(
      teamOf((await call(`${BASE}/reset-orders/${TEAM_IDS.sizzle}`, { method: 'POST', as: 'manager' })).body)
        .orders,
    ).toBe(0);
  });

  it('DELETE leaves its members without a team', async () => {
    expect(membersOf(TEAM_IDS.sizzle).length).toBeGreaterThan(0);
    expect((await call(`${BASE}/${TEAM_IDS.sizzle}`, { method: 'DELETE', as: 'admin' })).body).toEqual({
      success: true,
    });
    expect(db.teams.get(TEAM_IDS.sizzle)).toBeUndefined();
    expect(membersOf(TEAM_IDS.sizzle)).toEqual([]);
    expect(db.users.get(chef)?.team).toBeNull();
  });
});

describe('assigning users', () => {
  it('moves one user (update-user-team) and answers their team; null takes them out', async () => {
    const moved = await call(`${BASE}/update-user-team`, {
      method: 'PATCH',
      as: 'admin',
      body: { userID: chef, teamID: TEAM_IDS.zest },
    });
    expect((moved.body as { updatedTeam: { id: string } }).updatedTeam.id).toBe(TEAM_IDS.zest);
    expect(db.users.get(chef)?.team).toBe(TEAM_IDS.zest);
    const out = await call(`${BASE}/update-user-team`, {
      method: 'PATCH',
      as: 'admin',
      body: { userID: chef, teamID: null },
    });
    expect(out.body).toEqual({ updatedTeam: null });
    expectApiError(
      await call(`${BASE}/update-user-team`, {
        method: 'PATCH',
        as: 'admin',
        body: { userID: '1', teamID: TEAM_IDS.zest },
      }),
      404,
      'user_not_found',
      'User not found',
    );
  });

  it('bulk-update puts each user without a team into the team with the fewest members', async () => {
    for (const member of membersOf(TEAM_IDS.crunch)) db.users.update(member._id, { team: null });
    const ids = [TEAM_IDS.sizzle, TEAM_IDS.crunch, TEAM_IDS.zest];
    const sizes = ids.map((id) => membersOf(id).length);
    const response = await call<{ updated: number }>(`${BASE}/bulk-update-teams`, {
      method: 'POST',
      as: 'admin',
    });
    expect(response.body.updated).toBeGreaterThan(0);
    // One at a time into the smallest team (the first of equals, in creation order).
    for (let n = 0; n < response.body.updated; n++) {
      const smallest = sizes.indexOf(Math.min(...sizes));
      sizes[smallest] = (sizes[smallest] ?? 0) + 1;
    }
    expect(ids.map((id) => membersOf(id).length)).toEqual(sizes);
  });

  it('bulk-update without any team is 404 no_teams', async () => {
    for (const team of db.teams.all()) db.teams.delete(team._id);
    db.users.update(chef, { team: null });
    expectApiError(
      await call(`${BASE}/bulk-update-teams`, { method: 'POST', as: 'admin' }),
      404,
      'no_teams',
      'No teams currently available',
    );
  });
});
