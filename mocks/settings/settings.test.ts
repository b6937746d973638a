// Ranks, settings, teams, the API catch-all and the offline CDN.
import { ranksResponse } from '@lib/schemas/rank';
import { announcementSchema, readSetting, settingsResponse, teamsEnabled } from '@lib/schemas/settings';
import { teamsResponse } from '@lib/schemas/team';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { RANK_IDS, TEAM_IDS } from '../seed';
import { API_ORIGIN, call, setupMockServer } from '../testing';

setupMockServer();

describe('GET /api/client/ranks', () => {
  it('answers { ranks } sorted by position descending, accepted by the client schema', async () => {
    const response = await call('/api/client/ranks');
    expect(response.status).toBe(200);
    const { ranks } = ranksResponse.parse(response.body);
    expect(ranks).toHaveLength(db.ranks.size);
    const positions = ranks.map((r) => r.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(ranks[0]?.name).toBe('Owner');
  });

  it('answers { rank } for one id, and 400 rank_not_found otherwise', async () => {
    const found = await call<{ rank: { name: string } }>(`/api/client/ranks/${RANK_IDS.chef}`);
    expect(found.body.rank.name).toBe('Chef');
    const missing = await call('/api/client/ranks/1');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ statusCode: 400, code: 'rank_not_found', message: 'Rank not found' });
  });
});

describe('settings', () => {
  it('GET /settings answers { settings } with typed values', async () => {
    const response = await call<{ settings: Record<string, unknown> }>('/api/client/settings');
    expect(response.body.settings.teamsEnabled).toBe(true);
    const { settings } = settingsResponse.parse(response.body);
    expect(teamsEnabled(settings)).toBe(true);
    expect(readSetting(settings, 'currentAnnouncement', announcementSchema)).toMatchObject({
      enabled: true,
      type: 'info',
    });
  });

  it('GET /settings/{key} answers { value }, or 404 settings_not_found', async () => {
    expect((await call('/api/client/settings/teamsEnabled')).body).toEqual({ value: true });
    const missing = await call('/api/client/settings/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      code: 'settings_not_found',
      message: 'Settings not found.',
    });
  });

  it('POST /settings/{key} stores the value for MANAGE_SETTINGS holders and answers { updatedValue }', async () => {
    const response = await call('/api/client/settings/teamsEnabled', {
      method: 'POST',
      as: 'manager',
      body: { val: false },
    });
    expect(response.body).toEqual({ updatedValue: false });
    expect((await call('/api/client/settings/teamsEnabled')).body).toEqual({ value: false });
  });

  it('POST /settings/currentAnnouncement is enough with MANAGE_ANNOUNCEMENT alone', async () => {
    db.ranks.update(RANK_IDS.chef, (rank) => {
      rank.permissions |= 1 << 28; // MANAGE_ANNOUNCEMENT
    });
    const val = { enabled: false, type: 'warning', title: 'Maintenance', content: 'Back soon' };
    expect(
      (await call('/api/client/settings/currentAnnouncement', { method: 'POST', as: 'chef', body: { val } }))
        .body,
    ).toEqual({
      updatedValue: val,
    });
    expect(
      (await call('/api/client/settings/teamsEnabled', { method: 'POST', as: 'chef', body: { val: false } }))
        .status,
    ).toBe(403);
  });

  it('POST /settings/{key} accepts any key and any value, upserting it', async () => {
    const val = { nested: [1, 'two', null] };
    const response = await call('/api/client/settings/brandNewKey', {
      method: 'POST',
      as: 'admin',
      body: { val },
    });
    expect(response.body).toEqual({ updatedValue: val });
    expect((await call('/api/client/settings/brandNewKey')).body).toEqual({ value: val });
  });

  it('POST /settings/{key} answers 500 settings_no_exist when the settings were never created', async () => {
    for (const key of [...db.settings.keys()]) db.settings.delete(key);
    const response = await call('/api/client/settings/teamsEnabled', {
      method: 'POST',
      as: 'admin',
      body: { val: true },
    });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      statusCode: 500,
      code: 'settings_no_exist',
      message: 'Settings does not exist. Please initialise.',
    });
  });

  it('POST /settings/{key} needs a session, the permission, and a value', async () => {
    expect(
      (await call('/api/client/settings/teamsEnabled', { method: 'POST', body: { val: false } })).status,
    ).toBe(401);
    const forbidden = await call('/api/client/settings/teamsEnabled', {
      method: 'POST',
      as: 'chef',
      body: { val: false },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      statusCode: 403,
      code: 'missing_permissions',
      message: 'You do not have permission to do that',
    });
    expect(
      (await call('/api/client/settings/teamsEnabled', { method: 'POST', as: 'admin', body: {} })).status,
    ).toBe(400);
  });
});

describe('GET /api/client/teams', () => {
  it('answers { teams } with createdBy as a user summary, accepted by the client schema', async () => {
    const response = await call('/api/client/teams');
    const { teams } = teamsResponse.parse(response.body);
    expect(teams.map((t) => t.id)).toEqual([TEAM_IDS.sizzle, TEAM_IDS.crunch, TEAM_IDS.zest]);
    expect(teams[0]?.createdBy).toMatchObject({ id: PERSONAS.admin.userId, username: 'adaokafor' });
    expect(teams[0]?.orders).toBeGreaterThan(0);
  });
});

describe('catch-all', () => {
  it.each(['/api/client/nope', '/api/v3/nope/deeper'])('answers 404 not_found for %s', async (path) => {
    const response = await call(path, { method: 'POST', as: 'admin' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'not_found', message: 'Not found' });
  });
});

describe('Discord CDN', () => {
  it('serves an SVG avatar per user, the same each time and different between users, without text', async () => {
    const get = async (userId: string) =>
      fetch(`https://cdn.discordapp.com/avatars/${userId}/abc.webp?size=64`);
    const avatar = await get(PERSONAS.chef.userId);
    expect(avatar.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await avatar.text();
    expect(svg).toContain('width="64"');
    expect(svg).toContain('<rect');
    // An image cannot use the page's fonts: text would render in the machine's own font.
    expect(svg).not.toContain('<text');
    expect(await (await get(PERSONAS.chef.userId)).text()).toBe(svg);
    expect(await (await get(PERSONAS.courier.userId)).text()).not.toBe(svg);
  });

  it("serves Discord's default avatars on the colour of their index, without text", async () => {
    const embed = await (await fetch('https://cdn.discordapp.com/embed/avatars/3.png')).text();
    expect(embed).toContain('#faa61a');
    expect(embed).not.toContain('<text');
  });

  it('works for any origin the API is configured at', async () => {
    const response = await fetch(`${API_ORIGIN.replace('api.test', 'example.org')}/api/client/ranks`);
    expect(response.status).toBe(200);
  });
});
