import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { RANK_IDS } from '../seed';
import { call, expectApiError, recordGatewayEvents, setupMockServer } from '../testing';

setupMockServer();

const customer = PERSONAS.customer.userId;
const chef = PERSONAS.chef.userId;

describe('POST /api/client/admin/users', () => {
  const search = (filter: unknown, as = 'manager') =>
    call<{ users: { _id: string; username: string; ranks: string[] }[]; totalUsers: number }>(
      '/api/client/admin/users',
      {
        as,
        method: 'POST',
        body: { filter },
      },
    );

  it('pages through every user, 10 by default, sorted by username, with totalUsers', async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(10);
    expect(first.body.totalUsers).toBe(db.users.size);
    const names = first.body.users.map((u) => u.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await search({ skip: 10, limit: 10 });
    expect(second.body.users[0]?.username).not.toBe(names[0]);
    expect(first.body.users[0]).not.toHaveProperty('permissions');
  });

  it('filters by name, display name or exact id, and by rank', async () => {
    expect((await search({ search: 'SIZZLE' })).body.users.map((u) => u._id)).toEqual([chef]);
    expect((await search({ search: customer })).body.users.map((u) => u._id)).toEqual([customer]);
    const chefs = await search({ rank: RANK_IDS.chef });
    expect(chefs.body.totalUsers).toBe(3);
    for (const user of chefs.body.users) expect(user.ranks).toContain(RANK_IDS.chef);
  });

  it('refuses without MANAGE_USERS', async () => {
    expectApiError(await search({}, 'chef'), 403, 'missing_permissions');
  });
});

describe('bans', () => {
  const ban = (id: string, body: unknown, method = 'POST') =>
    call<{ ban: Record<string, unknown> }>(`/api/client/admin/users/${id}/ban`, {
      as: 'admin',
      method,
      body,
    });

  it('bans a user without ranks: stored raw, sessions deleted, userBanned published with the raw expiry', async () => {
    const events = recordGatewayEvents();
    const response = await ban(USER_IDS.wes, {});
    // Wes holds the Supporter rank: refused first.
    expectApiError(response, 400, 'user_has_ranks', 'User has active ranks, they must be removed first');

    expect(db.sessions.filter((s) => s.userID === customer).length).toBeGreaterThan(0);
    db.users.update(customer, (doc) => {
      doc.ranks = [];
    });
    const created = await ban(customer, { reason: ' <b>Spam</b> ', expiry: '2030-01-01T00:00:00Z' });
    expect(created.status).toBe(200);
    expect(created.body.ban).toMatchObject({
      _id: customer,
      reason: '<b>Spam</b>',
      expiry: Date.UTC(2030, 0, 1),
      bannedBy: PERSONAS.admin.userId,
    });
    expect(db.sessions.filter((s) => s.userID === customer)).toHaveLength(0);
    expect(events).toContainEqual({
      name: 'userBanned',
      payload: { userID: customer, reason: '<b>Spam</b>', expiry: '2030-01-01T00:00:00Z' },
    });

    const updated = await ban(customer, { reason: '', expiry: null }, 'PATCH');
    expect(updated.body.ban).toMatchObject({ reason: null, expiry: null });
    expect((await call(`/api/client/admin/users/${customer}/ban`, { as: 'admin' })).body).toMatchObject({
      ban: { _id: customer, expiry: null },
    });
  });

  it('refuses bad ids with the ban message, and junk expiries', async () => {
    expectApiError(await ban('abc', {}), 400, 'invalid_user_id', 'Invalid user ID');
    expectApiError(await ban(PERSONAS.banned.userId, { expiry: 'soon' }), 400, 'invalid_body');
  });

  it('lifts a ban (userUnbanned), then 404 user_not_banned', async () => {
    const events = recordGatewayEvents();
    const lift = () =>
      call(`/api/client/admin/users/${PERSONAS.banned.userId}/ban`, {
        as: 'admin',
        method: 'DELETE',
        body: { silent: true },
      });
    expect((await lift()).status).toBe(200);
    expect(events).toContainEqual({ name: 'userUnbanned', payload: { userID: PERSONAS.banned.userId } });
    expectApiError(await lift(), 404, 'user_not_banned', 'User is not banned');
  });
});

describe('PATCH /api/client/admin/users/{id}/update-rank', () => {
  const update = (id: string, body: unknown, as = 'admin') =>
    call<{ ranks: string[] }>(`/api/client/admin/users/${id}/update-rank`, { as, method: 'PATCH', body });

  it('drops unknown ids and duplicates, sorts highest first, joins a team, logs history, publishes', async () => {
    const events = recordGatewayEvents();
    const response = await update(customer, {
      ranks: [RANK_IDS.supporter, 'nope', RANK_IDS.chef, RANK_IDS.chef],
      announce: true,
    });
    expect(response.body.ranks).toEqual([RANK_IDS.chef, RANK_IDS.supporter]);
    const doc = db.users.get(customer);
    expect(doc?.team).not.toBeNull();
    expect(db.rankHistory.filter((e) => e.userID === customer)).toMatchObject([
      { oldRank: RANK_IDS.supporter, newRank: RANK_IDS.chef },
    ]);
    expect(events).toContainEqual({
      name: 'userRankUpdate',
      payload: { userID: customer, ranks: [RANK_IDS.chef, RANK_IDS.supporter], announceToLog: true },
    });
  });

  it('writes history always with true and never with false', async () => {
    await update(customer, { ranks: [RANK_IDS.supporter], logToRankHistory: true });
    expect(db.rankHistory.filter((e) => e.userID === customer)).toHaveLength(1);
    await update(customer, { ranks: [RANK_IDS.chef], logToRankHistory: false });
    expect(db.rankHistory.filter((e) => e.userID === customer)).toHaveLength(1);
  });

  it('refuses ranks at or above the manager’s own, and unknown users', async () => {
    expectApiError(await update(customer, { ranks: [RANK_IDS.manager] }, 'manager'), 403, 'rank_too_high');
    expect((await update(customer, { ranks: [RANK_IDS.chef] }, 'manager')).status).toBe(200);
    expectApiError(await update(PERSONAS.admin.userId, { ranks: [] }, 'manager'), 403, 'rank_too_high');
    expectApiError(await update('12345678901234567', { ranks: [] }), 404, 'user_not_found', 'User not found');
  });
});

describe('POST /api/client/admin/users/{id}/remove-staff', () => {
  const remove = (id: string, as = 'manager', reason: unknown = 'Inactive for months') =>
    call(`/api/client/admin/users/${id}/remove-staff`, { as, method: 'POST', body: { reason } });

  it('removes every rank, sets the one-week cooldown and publishes the rank update', async () => {
    const events = recordGatewayEvents();
    expect((await remove(chef)).status).toBe(200);
    const doc = db.users.get(chef);
    expect(doc?.ranks).toEqual([]);
    expect(doc?.staffApplications.nextApplicationAllowed).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(events).toContainEqual({
      name: 'userRankUpdate',
      payload: { userID: chef, ranks: [], announceToLog: true },
    });
  });

  it('answers the core’s refusals', async () => {
    expectApiError(await remove('12345678901234567'), 400, 'user_not_found', 'User not found');
    expectApiError(await remove(customer), 400, 'user_not_staff', 'User is not staff');
    expectApiError(
      await remove(PERSONAS.admin.userId),
      400,
      'user_not_staff',
      'You cannot remove someone higher than you',
    );
    // Equal rank is allowed.
    expect((await remove(USER_IDS.priya)).status).toBe(200);
    expectApiError(await remove(chef, 'manager', '  '), 400, 'invalid_body', 'A reason is required');
  });
});

describe('blacklists', () => {
  it('reads, adds and removes a blacklist entry', async () => {
    const read = (id: string) =>
      call<{ blacklist: unknown }>(`/api/client/admin/users/${id}/blacklist`, { as: 'manager' });
    expect((await read(PERSONAS.banned.userId)).body.blacklist).toMatchObject({ auto: false, type: 'user' });
    expect((await read(customer)).body.blacklist).toBeNull();
    const post = (data: unknown) =>
      call(`/api/client/admin/blacklist/${customer}`, { as: 'manager', method: 'POST', body: { data } });
    expect((await post({ reason: 'Abuse' })).body).toMatchObject({
      blacklist: { reason: 'Abuse', auto: false },
    });
    expect((await post({ remove: true })).body).toEqual({ blacklist: null });
    expectApiError(await post({ remove: true }), 404, 'user_not_blacklisted', 'User is not blacklisted');
  });
});
