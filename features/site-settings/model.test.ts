import { describe, expect, it } from 'vitest';
import {
  announcementFormValues,
  announcementSave,
  announcementValue,
  characterCount,
  dailySpecialValue,
  describeValue,
  EMPTY_ANNOUNCEMENT,
  formatDay,
  formatTime,
  fromDay,
  otherKeys,
  parseJsonText,
  readDailySpecial,
  readStaffPurge,
  sameAnnouncement,
  staffPurgeValue,
  toDay,
  toJsonText,
  validateAnnouncement,
  validateDailySpecial,
  validateStaffPurge,
} from './model';

const announcement = { enabled: true, type: 'warning', title: 'Maintenance', content: 'Back **soon**' };

describe('the announcement form', () => {
  it('starts from the stored setting, from the cache strings too', () => {
    expect(announcementFormValues({ currentAnnouncement: announcement })).toEqual(announcement);
    expect(announcementFormValues({ currentAnnouncement: JSON.stringify(announcement) })).toEqual(
      announcement,
    );
  });

  it('starts empty without a setting, and reads the core default placeholder "none" as empty', () => {
    expect(announcementFormValues(undefined)).toEqual(EMPTY_ANNOUNCEMENT);
    expect(announcementFormValues({})).toEqual(EMPTY_ANNOUNCEMENT);
    expect(
      announcementFormValues({
        currentAnnouncement: { enabled: false, title: 'none', content: 'none', type: 'info' },
      }),
    ).toEqual(EMPTY_ANNOUNCEMENT);
  });

  it('offers the style the banner shows for a type it does not list', () => {
    const typeOf = (type: unknown) =>
      announcementFormValues({ currentAnnouncement: { ...announcement, type } }).type;
    expect(typeOf('error')).toBe('danger');
    expect(typeOf(' SUCCESS ')).toBe('success');
    expect(typeOf('sparkly')).toBe('info');
    expect(typeOf(42)).toBe('info');
  });

  it('needs text to show the banner, and a title of at most 100 characters', () => {
    expect(validateAnnouncement({ ...announcement, content: '  \n ' })).toEqual({
      content: 'Write the announcement before showing it',
    });
    expect(validateAnnouncement({ ...announcement, enabled: false, content: '' })).toEqual({});
    expect(validateAnnouncement({ ...announcement, title: 'x'.repeat(101) }).title).toBe(
      'The title must be 100 characters or fewer',
    );
    expect(validateAnnouncement({ ...announcement, type: 'sparkly' }).type).toBe('Pick a style');
  });

  it('keeps 50,000 characters of hostile markdown as written (the renderer makes it safe, not the form)', () => {
    const hostile = `<script>alert(1)</script>[x](javascript:alert(1))${'a'.repeat(50_000)}`;
    expect(validateAnnouncement({ ...announcement, content: hostile })).toEqual({});
    expect(announcementValue({}, { ...announcement, content: hostile }).content).toBe(hostile);
    expect(characterCount(hostile)).toBe('50,049 characters');
  });

  it('saves the form over the stored object, keeping fields it does not edit', () => {
    const settings = { currentAnnouncement: { ...announcement, author: 'ada' } };
    expect(announcementValue(settings, { ...announcement, title: '  Tonight  ', enabled: false })).toEqual({
      enabled: false,
      type: 'warning',
      title: 'Tonight',
      content: 'Back **soon**',
      author: 'ada',
    });
  });

  it('tells publishing, hiding and saving a hidden announcement apart', () => {
    const off = { ...announcement, enabled: false };
    expect(announcementSave(announcement, off)).toBe('publish');
    expect(announcementSave(off, announcement)).toBe('hide');
    expect(announcementSave(off, off)).toBe('save');
  });

  it('compares forms ignoring spaces around the title only', () => {
    expect(sameAnnouncement(announcement, { ...announcement, title: ' Maintenance ' })).toBe(true);
    expect(sameAnnouncement(announcement, { ...announcement, content: 'Back **soon** ' })).toBe(false);
  });

  it('counts characters in words', () => {
    expect(characterCount('')).toBe('0 characters');
    expect(characterCount('a')).toBe('1 character');
    expect(characterCount('a'.repeat(1234))).toBe('1,234 characters');
  });
});

describe('staffPurge', () => {
  const DAY = 86_400_000;
  const next = Date.UTC(2026, 11, 3);
  it('reads its dates as times or null, enabled unless false', () => {
    expect(
      readStaffPurge({ staffPurge: { enabled: false, nextPurgeDate: next, lastPurgeDate: null } }),
    ).toEqual({
      enabled: false,
      nextPurgeDate: next,
      lastPurgeDate: null,
    });
    expect(readStaffPurge({ staffPurge: '{"nextPurgeDate":"soon"}' })).toEqual({
      enabled: true,
      nextPurgeDate: null,
      lastPurgeDate: null,
    });
    expect(readStaffPurge(undefined)).toEqual({ enabled: true, nextPurgeDate: null, lastPurgeDate: null });
  });

  it('refuses a next purge that does not come after the last one', () => {
    expect(validateStaffPurge({ enabled: true, nextPurgeDate: next, lastPurgeDate: next })).toBe(
      'The next purge must come after the last one',
    );
    expect(validateStaffPurge({ enabled: true, nextPurgeDate: next, lastPurgeDate: next - DAY })).toBeNull();
    expect(validateStaffPurge({ enabled: true, nextPurgeDate: null, lastPurgeDate: next })).toBeNull();
  });

  it('keeps the stored fields it does not edit', () => {
    expect(
      staffPurgeValue(
        { staffPurge: { enabled: true, nextPurgeDate: null, lastPurgeDate: null, note: 'x' } },
        { enabled: false, nextPurgeDate: next, lastPurgeDate: null },
      ),
    ).toEqual({ enabled: false, nextPurgeDate: next, lastPurgeDate: null, note: 'x' });
  });
});

describe('dailySpecial', () => {
  it('reads the item and its time, and stamps a change with the time given', () => {
    expect(readDailySpecial({ dailySpecial: { item: 'Ramen', lastUpdated: 5 } })).toEqual({
      item: 'Ramen',
      lastUpdated: 5,
    });
    expect(readDailySpecial({ dailySpecial: { item: 3 } })).toEqual({ item: '', lastUpdated: null });
    expect(dailySpecialValue({ dailySpecial: { item: 'Ramen', lastUpdated: 5 } }, '  Pho  ', 99)).toEqual({
      item: 'Pho',
      lastUpdated: 99,
    });
  });

  it('limits the item to 100 characters', () => {
    expect(validateDailySpecial('x'.repeat(100))).toBeNull();
    expect(validateDailySpecial('x'.repeat(101))).toBe('The special must be 100 characters or fewer');
  });
});

describe('unknown keys as JSON', () => {
  it('lists the keys without a control of their own, alphabetically', () => {
    expect(
      otherKeys({
        teamsEnabled: true,
        zeta: 1,
        currentAnnouncement: {},
        alpha: 2,
        staffPurge: {},
        dailySpecial: {},
      }),
    ).toEqual(['alpha', 'zeta']);
  });

  it('shows a value as indented JSON', () => {
    expect(toJsonText({ a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(toJsonText(undefined)).toBe('null');
  });

  it('reads JSON, and says why text is not JSON', () => {
    expect(parseJsonText(' {"a": 1} ')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonText('false')).toEqual({ ok: true, value: false });
    const bad = parseJsonText('{a: 1}');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^This is not valid JSON: /);
    expect(parseJsonText('  ')).toEqual({
      ok: false,
      error: 'Enter a JSON value, e.g. true, 42, "text" or {}',
    });
  });

  it('describes a value in words for the confirmation', () => {
    expect(describeValue({ a: 1, b: 2 })).toBe('an object with 2 fields');
    expect(describeValue([1])).toBe('a list of 1 item');
    expect(describeValue('hi')).toBe('“hi”');
    expect(describeValue('x'.repeat(61))).toBe('a text of 61 characters');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(false)).toBe('false');
  });
});

describe('purge days in the form', () => {
  it('keeps the stored time when its day is unchanged, and starts a new day at midnight', () => {
    const stored = Date.UTC(2026, 11, 3, 14, 30);
    expect(toDay(stored)).toBe('2026-12-03');
    expect(fromDay('2026-12-03', stored)).toBe(stored);
    expect(fromDay('2026-12-04', stored)).toBe(Date.UTC(2026, 11, 4));
    expect(fromDay('2026-12-04 00:00:00', null)).toBe(Date.UTC(2026, 11, 4));
  });

  it('reads no day as null, and a day it cannot read as the stored time', () => {
    expect(toDay(null)).toBeNull();
    expect(fromDay(null, 5)).toBeNull();
    expect(fromDay('', 5)).toBeNull();
    expect(fromDay('soon', 5)).toBe(5);
  });

  it('writes days for people', () => {
    expect(formatDay(Date.UTC(2026, 11, 3))).toBe('3 Dec 2026');
    expect(formatDay(null)).toBe('not set');
    expect(formatTime(Date.UTC(2026, 10, 21, 9, 5))).toBe('21 Nov 2026, 09:05 UTC');
  });
});
