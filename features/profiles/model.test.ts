import type { Rank } from '@lib/schemas/rank';
import { userSchema } from '@lib/schemas/user';
import { describe, expect, it } from 'vitest';
import {
  accountCreatedAt,
  applyChanges,
  canSeePrivate,
  formatWait,
  formValuesOf,
  perkNames,
  profileChanges,
  profileIdOf,
  profileRules,
  ranksOf,
  readProfile,
  syncWaitMs,
} from './model';

const user = (fields: Record<string, unknown> = {}) =>
  userSchema.parse({ _id: '691224913378638273', username: 'sizzle.sam', ...fields });

describe('profileIdOf', () => {
  it('reads @me as the signed-in user, and nothing when signed out', () => {
    expect(profileIdOf('@me', '42')).toBe('42');
    expect(profileIdOf('@me', null)).toBeNull();
    expect(profileIdOf('ada', null)).toBe('ada');
  });
});

describe('readProfile', () => {
  it('reads the profile fields, and empties for missing or junk ones', () => {
    const profile = readProfile(
      user({ information: { biography: 'Hi', pronouns: ['He/Him', 7] }, statistics: 'junk', settings: 5 }),
    );
    expect(profile.information).toMatchObject({ biography: 'Hi', pronouns: ['He/Him'] });
    expect(profile.information.favFood ?? null).toBeNull();
    expect(profile.statistics.orders).toEqual({ totalOrders: 0, weeklyOrders: 0 });
    expect(profile.privateSettings ?? null).toBeNull();
  });
});

describe('canSeePrivate', () => {
  it('opens the private sections to the user and to MANAGE_USERS only', () => {
    expect(canSeePrivate({ id: '1', permissions: 0 }, '1')).toBe(true);
    expect(canSeePrivate({ id: '2', permissions: 1 << 9 }, '1')).toBe(true);
    expect(canSeePrivate({ id: '2', permissions: 1 }, '1')).toBe(false);
    expect(canSeePrivate(null, '1')).toBe(false);
  });
});

describe('accountCreatedAt', () => {
  it('reads the snowflake, and nothing from a name', () => {
    expect(accountCreatedAt('175928847299117063')).toBe(1462015105796);
    expect(accountCreatedAt('ada')).toBeNull();
  });
});

describe('ranksOf and perkNames', () => {
  const rank = (id: string, position: number) => ({ id, name: id, position }) as Rank;
  it('lists held ranks highest first and skips unknown ids', () => {
    expect(ranksOf(['a', 'c', 'zzz'], [rank('a', 1), rank('b', 5), rank('c', 3)]).map((r) => r.id)).toEqual([
      'c',
      'a',
    ]);
    expect(ranksOf(['a'], undefined)).toEqual([]);
  });
  it('names each perk once, unknown ones as written', () => {
    expect(perkNames(['FEEDBACK_BETA', 'FEEDBACK_BETA', 'NEW_THING'])).toEqual([
      'Feedback beta',
      'NEW_THING',
    ]);
  });
});

describe('the edit form', () => {
  const profile = readProfile(
    user({
      information: { biography: 'Grill first', favFood: 'Burgers', pronouns: ['He/Him', 'Xe/Xem'] },
      settings: { hideProfile: false },
    }),
  );

  it('starts from the profile, keeping only pronouns from the list', () => {
    expect(formValuesOf(profile)).toEqual({
      biography: 'Grill first',
      favFood: 'Burgers',
      timezone: '',
      pronouns: ['He/Him'],
      hideProfile: false,
    });
  });

  it('sends only what changed, trimmed, with an emptied field as ""', () => {
    const values = { ...formValuesOf(profile), biography: ' Grill first ', favFood: '', hideProfile: true };
    expect(profileChanges(profile, values)).toEqual({
      information: { favFood: '' },
      settings: { hideProfile: true },
    });
    expect(profileChanges(profile, formValuesOf(profile))).toEqual({});
    expect(profileChanges(profile, { ...formValuesOf(profile), pronouns: ['They/Them'] })).toEqual({
      information: { pronouns: ['They/Them'] },
    });
  });

  it('checks the limits', () => {
    expect(profileRules.biography('x'.repeat(1001))).toBe('About me must be 1000 characters or fewer');
    expect(profileRules.biography(` ${'x'.repeat(1000)} `)).toBeNull();
    expect(profileRules.pronouns(['He/Him', 'She/Her', 'They/Them', 'Any'])).toBe(
      'Choose at most 3 pronouns',
    );
  });

  it('applies changes to the shown user when the server sends none back', () => {
    const next = applyChanges(profile, { information: { favFood: '', timezone: 'Europe/Paris' } }) as Record<
      string,
      unknown
    >;
    expect(next.information).toEqual({
      biography: 'Grill first',
      pronouns: ['He/Him', 'Xe/Xem'],
      timezone: 'Europe/Paris',
    });
  });
});

describe('the sync cooldown', () => {
  it('counts the wait in whole minutes, rounded up', () => {
    expect(syncWaitMs(null, 1000)).toBe(0);
    expect(syncWaitMs(500, 1000)).toBe(0);
    expect(syncWaitMs(1000 + 45 * 60_000, 1000)).toBe(45 * 60_000);
    expect(formatWait(45 * 60_000)).toBe('45 minutes');
    expect(formatWait(60_001)).toBe('1 minute');
    expect(formatWait(61_000)).toBe('2 minutes');
    expect(formatWait(60 * 60_000 + 500)).toBe('60 minutes');
    expect(formatWait(60_000)).toBe('1 minute');
    expect(formatWait(30_000)).toBe('less than a minute');
  });
});
