import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { identified, lenientArray, stringList } from './common';
import { queueResponse } from './order';
import { DEFAULT_RANK_COLOUR, rankSchema, ranksResponse } from './rank';
import {
  announcementSchema,
  coerceSettingValue,
  readSetting,
  settingsResponse,
  teamsEnabled,
} from './settings';
import { teamsResponse } from './team';
import { banSchema, currentUserResponse, userDisplayName, userResponse, userSchema } from './user';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('identified entities: _id or id', () => {
  const thing = identified({ name: z.string() });

  it('accepts _id alone, id alone, or both (id wins)', () => {
    expect(thing.parse({ _id: 'a', name: 'x' })).toMatchObject({ id: 'a', _id: 'a' });
    expect(thing.parse({ id: 'b', name: 'x' })).toMatchObject({ id: 'b' });
    expect(thing.parse({ _id: 'a', id: 'b', name: 'x' })).toMatchObject({ id: 'b' });
  });

  it('keeps unknown fields and fails without any id', () => {
    expect(thing.parse({ id: 'b', name: 'x', extra: 1 })).toMatchObject({ extra: 1 });
    expect(thing.safeParse({ name: 'x' }).success).toBe(false);
    expect(thing.safeParse({ _id: '', name: 'x' }).success).toBe(false);
  });
});

describe('user', () => {
  const raw = { _id: '175928847299117063', username: 'alice', permissions: 3, perks: null, ranks: ['r1'] };

  it('treats perks: null as an empty list', () => {
    const user = userSchema.parse(raw);
    expect(user.id).toBe('175928847299117063');
    expect(user.perks).toEqual([]);
    expect(user.ranks).toEqual(['r1']);
    expect(user.permissions).toBe(3);
  });

  it('fills liberal defaults for missing or junk fields', () => {
    const user = userSchema.parse({ id: '1', permissions: 'lots', perks: ['A', 5, null, 'B'], ban: 'no' });
    expect(user).toMatchObject({
      username: 'Unknown user',
      permissions: 0,
      perks: ['A', 'B'],
      ban: null,
      flags: 0,
    });
  });

  it('reads the delivery message setting', () => {
    const user = userSchema.parse({ ...raw, settings: { deliveryMessage: { message: 'Enjoy!' }, other: 1 } });
    expect(user.settings?.deliveryMessage?.message).toBe('Enjoy!');
  });

  it('parses GET /users/@me with or without the ads token', () => {
    expect(currentUserResponse.parse({ user: raw }).nitroPayToken ?? null).toBeNull();
    expect(currentUserResponse.parse({ user: raw, nitroPayToken: 't' }).nitroPayToken).toBe('t');
    expect(currentUserResponse.safeParse({ user: { username: 'no id' } }).success).toBe(false);
  });

  it('parses GET /users/{id}: a user, or null when there is none; a user without an id is malformed', () => {
    expect(userResponse.parse({ user: raw }).user).toMatchObject({ id: raw._id, username: 'alice' });
    expect(userResponse.parse({ user: null }).user).toBeNull();
    expect(userResponse.safeParse({ user: { username: 'no id' } }).success).toBe(false);
    expect(userResponse.safeParse({}).success).toBe(false);
  });
});

describe('delivery queue', () => {
  it('reads the contract entry { userID, joinedAt } (joinedAt may be a string) with no user', () => {
    const { queue } = queueResponse.parse({
      queue: [
        { userID: '919605175620654909', joinedAt: 1000 },
        { userID: '480811852537043598', joinedAt: '2000' },
      ],
    });
    expect(queue).toEqual([
      { userID: '919605175620654909', joinedAt: 1000, user: null },
      { userID: '480811852537043598', joinedAt: 2000, user: null },
    ]);
  });

  it('keeps a user the entry embeds (userID as a user), and drops entries without a user id', () => {
    const { queue } = queueResponse.parse({
      queue: [{ userID: { _id: '1', username: 'ann' }, joinedAt: 5 }, { joinedAt: 6 }],
    });
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ userID: '1', user: { id: '1', username: 'ann' } });
  });
});

describe('ban', () => {
  it('reads the spec shape {active, reason, expires}', () => {
    expect(banSchema.parse({ active: false, reason: 'spam', expires: NOW + DAY })).toEqual({
      active: false,
      reason: 'spam',
      expires: NOW + DAY,
    });
  });

  it('treats the core shape {reason, expiry} as active until it expires', () => {
    const expiry = new Date(NOW + DAY).toISOString();
    expect(banSchema.parse({ reason: 'spam', expiry })).toEqual({
      active: true,
      reason: 'spam',
      expires: NOW + DAY,
    });
  });

  it('treats an expired ban without `active` as inactive', () => {
    expect(banSchema.parse({ reason: 'old', expiry: NOW - 1 }).active).toBe(false);
    expect(banSchema.parse({ expiry: String(NOW - DAY) }).active).toBe(false);
  });

  it('treats a ban without any expiry as active (permanent), reason null', () => {
    expect(banSchema.parse({})).toEqual({ active: true, reason: null, expires: null });
  });

  it('flows through the user schema', () => {
    const user = userSchema.parse({ id: '1', username: 'b', ban: { reason: 'x', expiry: NOW + 1000 } });
    expect(user.ban).toEqual({ active: true, reason: 'x', expires: NOW + 1000 });
  });
});

describe('lenientArray and stringList', () => {
  it('drops malformed items and keeps the good ones', () => {
    const ranks = ranksResponse.parse({
      ranks: [{ _id: 'r1', name: 'Chef', position: 2 }, { name: 'no id' }, null, 'junk', { id: 'r2' }],
    });
    expect(ranks.ranks.map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('turns a non-array into an empty list', () => {
    expect(lenientArray(z.string()).parse('nope')).toEqual([]);
    expect(teamsResponse.parse({ teams: null }).teams).toEqual([]);
  });

  it('keeps only strings', () => {
    expect(stringList.parse(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(stringList.parse(undefined)).toEqual([]);
  });
});

describe('rank', () => {
  it('uses the default colour #2888f5 for a missing or invalid colour', () => {
    expect(DEFAULT_RANK_COLOUR).toBe('#2888f5');
    expect(rankSchema.parse({ _id: 'r' }).colour).toBe('#2888f5');
    expect(rankSchema.parse({ _id: 'r', colour: 'red; background:url(x)' }).colour).toBe('#2888f5');
    expect(rankSchema.parse({ _id: 'r', colour: '#ABCDEF' }).colour).toBe('#ABCDEF');
  });

  it('reads staff.canResign', () => {
    expect(rankSchema.parse({ _id: 'r', staff: { canResign: true } }).staff?.canResign).toBe(true);
  });
});

describe('settings', () => {
  it("coerces the cache's strings like the core", () => {
    expect(coerceSettingValue('true')).toBe(true);
    expect(coerceSettingValue('false')).toBe(false);
    expect(coerceSettingValue('null')).toBeNull();
    expect(coerceSettingValue('{"a":1}')).toEqual({ a: 1 });
    expect(coerceSettingValue('[1,2]')).toEqual([1, 2]);
    expect(coerceSettingValue('{not json}')).toBe('{not json}');
    expect(coerceSettingValue('plain')).toBe('plain');
    expect(coerceSettingValue(5)).toBe(5);
  });

  it('coerces every value of the settings map', () => {
    const { settings } = settingsResponse.parse({
      settings: {
        teamsEnabled: 'true',
        currentAnnouncement: '{"enabled":true,"type":"warning","content":"Hi"}',
      },
    });
    expect(settings).toEqual({
      teamsEnabled: true,
      currentAnnouncement: { enabled: true, type: 'warning', content: 'Hi' },
    });
    expect(settingsResponse.parse({ settings: 'junk' }).settings).toEqual({});
  });

  it('reads one setting through its schema, null when missing or malformed', () => {
    const settings = { currentAnnouncement: '{"enabled":true,"content":"**Hi**"}', teamsEnabled: 'yes' };
    expect(readSetting(settings, 'currentAnnouncement', announcementSchema)).toMatchObject({
      enabled: true,
      type: 'info',
      content: '**Hi**',
    });
    expect(readSetting(settings, 'missing', announcementSchema)).toBeNull();
    expect(readSetting(undefined, 'teamsEnabled', z.boolean())).toBeNull();
    expect(teamsEnabled(settings)).toBe(false);
    expect(teamsEnabled({ teamsEnabled: 'true' })).toBe(true);
    expect(teamsEnabled({ teamsEnabled: true })).toBe(true);
  });
});

describe('userDisplayName', () => {
  it('prefers the display name, then legacy tag, then the username', () => {
    expect(userDisplayName({ username: 'alice', displayName: 'Alice', discriminator: '1234' })).toBe('Alice');
    expect(userDisplayName({ username: 'bob', displayName: null, discriminator: '0420' })).toBe('bob#0420');
    expect(userDisplayName({ username: 'carol', displayName: null, discriminator: '0' })).toBe('carol');
    expect(userDisplayName({ username: 'dan', displayName: '', discriminator: '0000' })).toBe('dan');
    expect(userDisplayName({ username: 'erin', displayName: null, discriminator: null })).toBe('erin');
  });
});
