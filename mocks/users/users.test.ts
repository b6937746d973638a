import { ALL_PERMISSIONS_MASK, PERKS, PERMISSIONS } from '@lib/permissions';
import { currentUserResponse, userSchema } from '@lib/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '../db';
import { dbEvents } from '../events';
import { PERSONA_KEYS, PERSONAS, type PersonaKey } from '../personas';
import { RANK_IDS } from '../seed';
import { call, setupMockServer } from '../testing';
import type { GatewayEmission } from '../types';

setupMockServer();

const me = async (as: PersonaKey) => {
  const response = await call('/api/v3/users/@me', { as });
  expect(response.status).toBe(200);
  return currentUserResponse.parse(response.body);
};

describe('GET /api/v3/users/@me', () => {
  it.each(PERSONA_KEYS)(
    'answers { user, nitroPayToken } that the client schema accepts (%s)',
    async (key) => {
      const { user, nitroPayToken } = await me(key);
      expect(user.id).toBe(PERSONAS[key].userId);
      expect(nitroPayToken).toEqual(expect.any(String));
    },
  );

  it('gives the admin every permission bit and every perk', async () => {
    const { user } = await me('admin');
    expect(user.permissions).toBe(536870911);
    expect(user.permissions).toBe(ALL_PERMISSIONS_MASK);
    expect(user.perks).toEqual(expect.arrayContaining([PERKS.FEEDBACK_BETA, PERKS.DELIVERY_MESSAGE_BETA]));
    expect(user.rank).toBe(RANK_IDS.owner);
  });

  it('gives the manager the admin sections and VIEW_BACKLOG, FEEDBACK_BETA, but not SUPER_ADMIN', async () => {
    const { user } = await me('manager');
    expect(user.permissions & PERMISSIONS.SUPER_ADMIN).toBe(0);
    for (const bit of [
      'VIEW_BACKLOG',
      'MANAGE_USERS',
      'MANAGE_RANKS',
      'MANAGE_SETTINGS',
      'MANAGE_TEAMS',
    ] as const) {
      expect(user.permissions & PERMISSIONS[bit], bit).toBe(PERMISSIONS[bit]);
    }
    expect(user.perks).toContain(PERKS.FEEDBACK_BETA);
  });

  it('gives the courier DELIVERY_MESSAGE_BETA and the chef only staff basics', async () => {
    expect((await me('courier')).user.perks).toContain(PERKS.DELIVERY_MESSAGE_BETA);
    const { user: chef } = await me('chef');
    expect(chef.permissions & PERMISSIONS.MANAGE_ORDERS).toBe(PERMISSIONS.MANAGE_ORDERS);
    expect(chef.permissions & PERMISSIONS.MANAGE_USERS).toBe(0);
    expect(chef.settings?.deliveryMessage).toBeDefined();
  });

  it('computes permissions as the OR of every rank', async () => {
    db.users.update(PERSONAS.chef.userId, { ranks: [RANK_IDS.chef, RANK_IDS.supporter] });
    const { user } = await me('chef');
    expect(user.permissions).toBe(db.ranks.get(RANK_IDS.chef)?.permissions);
    expect(user.perks).toContain(PERKS.PRIORITY_ORDERS);
    expect(user.rank).toBe(RANK_IDS.chef);
  });

  it('gives a customer no permissions and no ban', async () => {
    const { user } = await me('customer');
    expect(user.permissions).toBe(0);
    expect(user.ban).toBeNull();
  });

  it('reports the banned persona as banned, with reason and an expiry ~30 days ahead', async () => {
    const { user } = await me('banned');
    expect(user.ban?.active).toBe(true);
    expect(user.ban?.reason).toMatch(/troll orders/);
    const days = ((user.ban?.expires ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('forgets an expired ban', async () => {
    db.bans.update(PERSONAS.banned.userId, { expiry: Date.now() - 1000 });
    expect((await me('banned')).user.ban).toBeNull();
    expect((await call('/api/client/ranks', { as: 'banned' })).status).toBe(200);
  });
});

describe('banned callers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('get the spec 403 on any other endpoint, with the expiry date and time in UTC', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 21, 12), toFake: ['Date'] });
    resetDb();
    const response = await call('/api/client/ranks', { as: 'banned' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      code: 'banned',
      message:
        'You are currently banned from this website for the following reason: Repeatedly placing troll orders after two warnings.This ban will expire on 21 Dec 2026, 12:00 UTC.',
    });
  });

  it('read "No reason given." without a reason', async () => {
    db.bans.update(PERSONAS.banned.userId, { reason: null });
    const response = await call<{ message: string }>('/api/client/recruitment/resign', {
      method: 'POST',
      as: 'banned',
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(
      /following reason: No reason given\.This ban will expire on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC\.$/,
    );
  });
});

describe('GET /api/v3/users/{id}', () => {
  it('returns a public user without settings or ban, for anonymous visitors too', async () => {
    const response = await call<{ user: Record<string, unknown> }>(
      `/api/v3/users/${PERSONAS.courier.userId}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.user).not.toHaveProperty('settings');
    expect(response.body.user).not.toHaveProperty('ban');
    const user = userSchema.parse(response.body.user);
    expect(user).toMatchObject({ id: PERSONAS.courier.userId, username: 'rapid.rosa' });
    expect(user.perks).toContain(PERKS.DELIVERY_MESSAGE_BETA);
  });

  it('also finds a user by vanity URL', async () => {
    const response = await call<{ user: { id: string } }>('/api/v3/users/ada');
    expect(response.body.user.id).toBe(PERSONAS.admin.userId);
  });

  it('answers 404 user_not_found for unknown ids and hidden profiles', async () => {
    const expected = { statusCode: 404, code: 'user_not_found', message: 'User not found' };
    expect((await call('/api/v3/users/123456789012345678')).body).toEqual(expected);
    const hidden = '596250058929400857';
    expect((await call(`/api/v3/users/${hidden}`, { as: 'customer' })).body).toEqual(expected);
    expect((await call(`/api/v3/users/${hidden}`, { as: 'manager' })).status).toBe(200);
  });
});

describe('POST /api/client/recruitment/resign', () => {
  it('lets the chef resign: ranks cleared, team left, 1-week cooldown, userRankUpdate published', async () => {
    const events: GatewayEmission[] = [];
    const unsubscribe = dbEvents.on('gateway', (event) => events.push(event));
    const before = Date.now();

    const response = await call('/api/client/recruitment/resign', { method: 'POST', as: 'chef' });
    unsubscribe();

    expect(response).toMatchObject({ status: 200, body: { success: true } });
    const chef = db.users.get(PERSONAS.chef.userId);
    expect(chef?.ranks).toEqual([]);
    expect(chef?.team).toBeNull();
    const week = 7 * 24 * 3600_000;
    expect(chef?.staffApplications.nextApplicationAllowed).toBeGreaterThanOrEqual(before + week);
    expect(chef?.staffApplications.nextApplicationAllowed).toBeLessThanOrEqual(Date.now() + week);
    expect(events).toEqual([
      { name: 'userRankUpdate', payload: { userID: PERSONAS.chef.userId, ranks: [], announceToLog: true } },
    ]);

    const { user } = await me('chef');
    expect(user.permissions).toBe(0);
    expect(user.rank).toBeNull();
  });

  it('refuses the manager (rank not allowed to resign) with 403 resign_not_allowed', async () => {
    const response = await call('/api/client/recruitment/resign', { method: 'POST', as: 'manager' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      code: 'resign_not_allowed',
      message: 'Rank is not allowed to resign via website, please contact the appropriate administrator.',
    });
    expect(db.users.get(PERSONAS.manager.userId)?.ranks).toEqual([RANK_IDS.manager]);
  });

  it('refuses the customer (not staff, even with a rank) with 400 user_not_staff', async () => {
    const response = await call('/api/client/recruitment/resign', { method: 'POST', as: 'customer' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'user_not_staff', message: 'User is not staff' });
  });

  it('needs a session', async () => {
    expect((await call('/api/client/recruitment/resign', { method: 'POST' })).status).toBe(401);
  });
});
