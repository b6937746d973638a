/** The profile rules of the users area: rank history, warnings, order feedback, editing and sync. */
import { backlogEntrySchema } from '@lib/schemas/backlog';
import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { advanceClock } from '../clock';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { RANK_IDS } from '../seed';
import { call, expectApiError, setupMockServer } from '../testing';

setupMockServer();

const chefId = PERSONAS.chef.userId;

describe('GET /api/v3/users/{id}: private fields', () => {
  it('gives the user themselves and MANAGE_USERS the settings, and nobody else', async () => {
    const own = await call<{ user: Record<string, unknown> }>(`/api/v3/users/${chefId}`, { as: 'chef' });
    expect(own.body.user.settings).toMatchObject({ inGuild: true });
    const manager = await call<{ user: Record<string, unknown> }>(`/api/v3/users/${chefId}`, {
      as: 'manager',
    });
    expect(manager.body.user.settings).toBeDefined();
    const other = await call<{ user: Record<string, unknown> }>(`/api/v3/users/${chefId}`, { as: 'courier' });
    expect(other.body.user.settings).toBeUndefined();
    const anonymous = await call<{ user: Record<string, unknown> }>(`/api/v3/users/${chefId}`);
    expect(anonymous.body.user.settings).toBeUndefined();
  });

  it('finds a user by vanity URL', async () => {
    const response = await call<{ user: { _id: string } }>('/api/v3/users/ada');
    expect(response.body.user._id).toBe(PERSONAS.admin.userId);
  });
});

describe('GET /api/client/users/{id}/rank-history', () => {
  it('answers the user their own history, newest first, ranks expanded', async () => {
    const response = await call<{
      history: { oldRank?: { name: string }; newRank?: { name: string }; timestamp: number }[];
    }>('/api/client/users/@me/rank-history', { as: 'chef' });
    expect(response.status).toBe(200);
    const { history } = response.body;
    expect(history.map((e) => [e.oldRank?.name, e.newRank?.name])).toEqual([
      ['Trainee', 'Chef'],
      [undefined, 'Trainee'],
    ]);
    expect(history[0]?.timestamp).toBeGreaterThan(history[1]?.timestamp ?? Infinity);
    expect('oldRank' in (history[1] ?? {})).toBe(false);
  });

  it('leaves out the side whose rank no longer exists', async () => {
    const response = await call<{ history: Record<string, unknown>[] }>(
      `/api/client/users/${USER_IDS.kofi}/rank-history`,
      { as: 'manager' },
    );
    expect(response.body.history).toHaveLength(1);
    expect(response.body.history[0]).not.toHaveProperty('oldRank');
    expect(response.body.history[0]?.newRank).toMatchObject({ _id: RANK_IDS.chef });
  });

  it('refuses other users without MANAGE_USERS (403)', async () => {
    expectApiError(
      await call(`/api/client/users/${chefId}/rank-history`, { as: 'courier' }),
      403,
      'missing_permissions',
    );
    expectApiError(await call(`/api/client/users/${chefId}/rank-history`), 401, 'unauthorized');
  });

  it('refuses an id that is not a snowflake (400) and an unknown one (404)', async () => {
    expectApiError(
      await call('/api/client/users/%3Cb%3Ex%3C%2Fb%3E/rank-history', { as: 'admin' }),
      400,
      'invalid_user_id',
      'User ID is not a snowflake',
    );
    expectApiError(
      await call('/api/client/users/12345678901234567/rank-history', { as: 'admin' }),
      404,
      'user_not_found',
      'User not found',
    );
  });
});

describe('GET /api/client/users/{id}/warnings', () => {
  it('answers warnings newest first with warningID mirroring _id', async () => {
    const response = await call<{
      warnings: { _id: string; warningID: string; warning: string; issuedAt: number }[];
    }>(`/api/client/users/${PERSONAS.banned.userId}/warnings`, { as: 'manager' });
    expect(response.status).toBe(200);
    const { warnings } = response.body;
    expect(warnings.map((w) => w.warning)).toEqual([
      'Insulting the chef in the order channel.',
      'Troll order: "a bucket of nails, extra crispy".',
    ]);
    for (const w of warnings) expect(w.warningID).toBe(w._id);
  });

  it('keeps at most 10', async () => {
    for (let n = 0; n < 12; n += 1) {
      db.warnings.upsert({
        _id: `1700000000000_${n}`,
        userID: chefId,
        warning: `Warning ${n}`,
        issuedAt: 1_700_000_000_000 + n,
        expiresAt: 1_800_000_000_000,
        issuedBy: null,
      });
    }
    const response = await call<{ warnings: unknown[] }>('/api/client/users/@me/warnings', { as: 'chef' });
    expect(response.body.warnings).toHaveLength(10);
  });
});

describe('GET /api/client/users/{id}/order-feedback', () => {
  it('answers the history entries with feedback the user prepared or delivered, newest first', async () => {
    const response = await call<{
      feedback: { chef: string | null; deliveredBy: string | null; addedAt: number }[];
    }>('/api/client/users/@me/order-feedback', { as: 'chef' });
    expect(response.status).toBe(200);
    const { feedback } = response.body;
    expect(feedback.length).toBeGreaterThan(0);
    for (const entry of feedback) {
      expect(backlogEntrySchema.safeParse(entry).success).toBe(true);
      expect([entry.chef, entry.deliveredBy]).toContain(chefId);
    }
    const times = feedback.map((e) => e.addedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('PATCH /api/client/users/{id}', () => {
  it('saves the edited fields, trimmed, and clears an emptied one', async () => {
    const response = await call<{
      user: { information: Record<string, unknown>; settings: { hideProfile?: boolean } };
    }>('/api/client/users/@me', {
      as: 'chef',
      method: 'PATCH',
      body: {
        information: { biography: '  <b>Grill</b> master  ', favFood: '', pronouns: ['He/Him', 'They/Them'] },
        settings: { hideProfile: true },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.information).toEqual({
      biography: '<b>Grill</b> master',
      pronouns: ['He/Him', 'They/Them'],
    });
    expect(response.body.user.settings.hideProfile).toBe(true);
    expect(db.users.get(chefId)?.information.favFood).toBeUndefined();
  });

  it('refuses pronouns outside the list, more than three, overlong text and unknown fields (400 invalid_body)', async () => {
    const patch = (body: unknown) => call('/api/client/users/@me', { as: 'chef', method: 'PATCH', body });
    expectApiError(await patch({ information: { pronouns: ['Xe/Xem'] } }), 400, 'invalid_body');
    expectApiError(
      await patch({ information: { pronouns: ['He/Him', 'She/Her', 'They/Them', 'Any'] } }),
      400,
      'invalid_body',
      'Choose at most 3 pronouns',
    );
    expectApiError(
      await patch({ information: { biography: 'x'.repeat(1001) } }),
      400,
      'invalid_body',
      'biography must be 1000 characters or fewer',
    );
    expectApiError(
      await patch({ ranks: [RANK_IDS.owner] }),
      400,
      'invalid_body',
      'ranks cannot be changed here',
    );
    expectApiError(await patch({ settings: { nextSyncAllowed: 0 } }), 400, 'invalid_body');
    expect(db.users.get(chefId)?.ranks).toEqual([RANK_IDS.chef]);
  });

  it('lets MANAGE_USERS edit someone else, and nobody else', async () => {
    const body = { information: { favFood: 'Tacos' } };
    expectApiError(
      await call(`/api/client/users/${chefId}`, { as: 'courier', method: 'PATCH', body }),
      403,
      'missing_permissions',
    );
    const response = await call(`/api/client/users/${chefId}`, { as: 'manager', method: 'PATCH', body });
    expect(response.status).toBe(200);
    expect(db.users.get(chefId)?.information.favFood).toBe('Tacos');
  });
});

describe('PATCH /api/client/users/{id}/sync-with-discord', () => {
  it('answers exactly the five keys, then refuses for an hour', async () => {
    const first = await call<{ updated: Record<string, unknown> }>(
      '/api/client/users/@me/sync-with-discord',
      {
        as: 'chef',
        method: 'PATCH',
      },
    );
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.updated)).toEqual([
      'username',
      'displayName',
      'avatar',
      'lastUpdated',
      'settings.nextSyncAllowed',
    ]);
    const next = first.body.updated['settings.nextSyncAllowed'] as number;
    expect(next - (first.body.updated.lastUpdated as number)).toBe(60 * 60 * 1000);

    expectApiError(
      await call('/api/client/users/@me/sync-with-discord', { as: 'chef', method: 'PATCH' }),
      400,
      'sync_not_allowed',
      'Sync is not allowed yet',
    );
    advanceClock(60 * 60 * 1000 + 1);
    const again = await call('/api/client/users/@me/sync-with-discord', { as: 'chef', method: 'PATCH' });
    expect(again.status).toBe(200);
  });
});
