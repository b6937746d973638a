/**
 * Pure logic of the Announce and Site Settings pages (docs/product/administration.md): the announcement form,
 * the known settings and their forms, and the JSON editor of unknown keys. No React, no network.
 */
import { formatDate, formatDateTime, plural } from '@lib/format';
import { announcementSchema, readSetting, type Settings } from '@lib/schemas/settings';

// ---------------------------------------------------------------------------------------------------------
// The announcement

export const ANNOUNCEMENT_KEY = 'currentAnnouncement';

/** The banner's styles, in the order the editor offers them (the banner reads `error` as danger too). */
export const ANNOUNCEMENT_TYPES = [
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'danger', label: 'Danger' },
] as const;

/** Past this many characters the editor warns that the banner pushes every page down (not a server limit). */
export const ANNOUNCEMENT_LONG = 1_000;
export const ANNOUNCEMENT_TITLE_MAX = 100;

export interface AnnouncementFormValues {
  enabled: boolean;
  type: string;
  title: string;
  content: string;
}

/** The core's default, when the setting is missing (docs/api/entities.md#settings). */
export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  enabled: false,
  type: 'info',
  title: '',
  content: '',
};

const KNOWN_TYPES: readonly string[] = ANNOUNCEMENT_TYPES.map((t) => t.value);

/**
 * The form's starting values from the settings map. The core's placeholder text 'none' counts as empty; a type
 * the editor does not offer (`error`, `sparkly`) becomes the style the banner shows for it.
 */
export function announcementFormValues(settings: Settings | undefined): AnnouncementFormValues {
  const stored = readSetting(settings, ANNOUNCEMENT_KEY, announcementSchema);
  if (!stored) return EMPTY_ANNOUNCEMENT;
  const type = stored.type.trim().toLowerCase();
  const blankIfNone = (text: string | null | undefined) => (!text || text === 'none' ? '' : text);
  return {
    enabled: stored.enabled,
    type: type === 'error' ? 'danger' : KNOWN_TYPES.includes(type) ? type : 'info',
    title: blankIfNone(stored.title),
    content: blankIfNone(stored.content),
  };
}

/** The rules of the form: a banner that shows needs text (an empty one would say 'Announcement could not be fetched'). */
export function validateAnnouncement(
  values: AnnouncementFormValues,
): Partial<Record<keyof AnnouncementFormValues, string>> {
  const errors: Partial<Record<keyof AnnouncementFormValues, string>> = {};
  if (values.enabled && values.content.trim() === '') {
    errors.content = 'Write the announcement before showing it';
  }
  if (values.title.trim().length > ANNOUNCEMENT_TITLE_MAX) {
    errors.title = `The title must be ${ANNOUNCEMENT_TITLE_MAX} characters or fewer`;
  }
  if (!KNOWN_TYPES.includes(values.type)) errors.type = 'Pick a style';
  return errors;
}

/**
 * The value to store: the stored object's other fields kept, the form's on top, title trimmed, content as
 * written. The core keeps `title`; the banner does not show it.
 */
export function announcementValue(settings: Settings | undefined, values: AnnouncementFormValues) {
  const stored = settingObject(settings, ANNOUNCEMENT_KEY);
  return {
    ...stored,
    enabled: values.enabled,
    type: values.type,
    title: values.title.trim(),
    content: values.content,
  };
}

export const sameAnnouncement = (a: AnnouncementFormValues, b: AnnouncementFormValues) =>
  a.enabled === b.enabled &&
  a.type === b.type &&
  a.title.trim() === b.title.trim() &&
  a.content === b.content;

/** "1 character", "1,234 characters". */
export const characterCount = (text: string) => plural(text.length, 'character');

// ---------------------------------------------------------------------------------------------------------
// Settings in general

/** The keys with a control of their own, in the page's order; every other key is edited as JSON. */
export const KNOWN_KEYS = ['teamsEnabled', ANNOUNCEMENT_KEY, 'staffPurge', 'dailySpecial'] as const;
export type KnownKey = (typeof KNOWN_KEYS)[number];

export const isKnownKey = (key: string): key is KnownKey => (KNOWN_KEYS as readonly string[]).includes(key);

/** The keys edited as JSON, alphabetically. */
export const otherKeys = (settings: Settings) =>
  Object.keys(settings)
    .filter((key) => !isKnownKey(key))
    .sort();

/** A setting that is an object, or `{}` (a missing or malformed value starts empty). */
function settingObject(settings: Settings | undefined, key: string): Record<string, unknown> {
  const value = settings?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

const timeOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

// staffPurge { enabled, nextPurgeDate, lastPurgeDate }

export interface StaffPurge {
  enabled: boolean;
  /** ms, or null when none is planned. */
  nextPurgeDate: number | null;
  lastPurgeDate: number | null;
}

export function readStaffPurge(settings: Settings | undefined): StaffPurge {
  const stored = settingObject(settings, 'staffPurge');
  return {
    enabled: stored.enabled !== false,
    nextPurgeDate: timeOrNull(stored.nextPurgeDate),
    lastPurgeDate: timeOrNull(stored.lastPurgeDate),
  };
}

/** The stored object's other fields kept, the form's on top. */
export function staffPurgeValue(settings: Settings | undefined, purge: StaffPurge) {
  return { ...settingObject(settings, 'staffPurge'), ...purge };
}

/** A planned purge must come after the last one. */
export function validateStaffPurge(purge: StaffPurge): string | null {
  if (
    purge.nextPurgeDate !== null &&
    purge.lastPurgeDate !== null &&
    purge.nextPurgeDate <= purge.lastPurgeDate
  ) {
    return 'The next purge must come after the last one';
  }
  return null;
}

// dailySpecial { item, lastUpdated }

export const DAILY_SPECIAL_MAX = 100;

export interface DailySpecial {
  item: string;
  lastUpdated: number | null;
}

export function readDailySpecial(settings: Settings | undefined): DailySpecial {
  const stored = settingObject(settings, 'dailySpecial');
  return {
    item: typeof stored.item === 'string' ? stored.item : '',
    lastUpdated: timeOrNull(stored.lastUpdated),
  };
}

export function validateDailySpecial(item: string): string | null {
  return item.trim().length > DAILY_SPECIAL_MAX
    ? `The special must be ${DAILY_SPECIAL_MAX} characters or fewer`
    : null;
}

/** The new value: the item trimmed, stamped with the time of the change (the server sets nothing itself). */
export function dailySpecialValue(settings: Settings | undefined, item: string, now: number) {
  return { ...settingObject(settings, 'dailySpecial'), item: item.trim(), lastUpdated: now };
}

// ---------------------------------------------------------------------------------------------------------
// Unknown keys: JSON

/** The value as the editor shows it: indented JSON (a value JSON cannot hold shows as null). */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2) ?? 'null';
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; error: string };

/** The editor's text as a value, or why it is not JSON (the text itself is never changed). */
export function parseJsonText(text: string): JsonParse {
  if (text.trim() === '') return { ok: false, error: 'Enter a JSON value, e.g. true, 42, "text" or {}' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof SyntaxError ? error.message : 'it could not be read';
    return { ok: false, error: `This is not valid JSON: ${detail}` };
  }
}

/** Two JSON values are the same setting. */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One line saying what a value is, for the confirmation ("an object with 2 fields", "true"). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  if (typeof value === 'object') {
    const n = Object.keys(value).length;
    return `an object with ${plural(n, 'field')}`;
  }
  if (typeof value === 'string')
    return value.length > 60 ? `a text of ${value.length} characters` : `“${value}”`;
  return String(value);
}

// ---------------------------------------------------------------------------------------------------------
// What saving the announcement does

export type AnnouncementSave = 'publish' | 'hide' | 'save';

/** Publish (the banner shows), hide (it showed and will not) or save (it stays hidden). */
export function announcementSave(
  values: AnnouncementFormValues,
  stored: AnnouncementFormValues,
): AnnouncementSave {
  if (values.enabled) return 'publish';
  return stored.enabled ? 'hide' : 'save';
}

export const ANNOUNCEMENT_SAVES: Record<
  AnnouncementSave,
  { button: string; question: string; body: string; toast: string }
> = {
  publish: {
    button: 'Publish',
    question: 'Publish the announcement?',
    body: 'Everyone on the site sees this banner at the top of every public page, as soon as you publish it.',
    toast: 'The announcement is published',
  },
  hide: {
    button: 'Hide the banner',
    question: 'Hide the announcement?',
    body: 'The banner leaves every public page at once. Its text is kept for the next time.',
    toast: 'The announcement is hidden',
  },
  save: {
    button: 'Save',
    question: 'Save the hidden announcement?',
    body: 'Nobody sees it until you switch “Show the banner” on and publish it.',
    toast: 'The announcement is saved, still hidden',
  },
};

// ---------------------------------------------------------------------------------------------------------
// Dates of the staff purge in the form: calendar days (`YYYY-MM-DD`, UTC, like every date the site shows), stored
// as ms

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a time, in UTC; null stays null. */
export function toDay(ms: number | null): string | null {
  if (ms === null) return null;
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The time to store for a day picked in the form: the stored time when its day did not change (so a save does not
 * move it to midnight), else the start of the picked day (UTC); null for no day.
 */
export function fromDay(day: string | null, stored: number | null): number | null {
  if (day === null || day === '') return null;
  if (stored !== null && toDay(stored) === day) return stored;
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return stored;
  return Date.UTC(year, month - 1, date);
}

/** A day as the site writes it, e.g. '3 Dec 2026'; 'not set' for none. */
export const formatDay = (ms: number | null): string => formatDate(ms) ?? 'not set';

/** A time with its hour, e.g. '21 Nov 2026, 09:00 UTC'. */
export const formatTime = (ms: number): string => formatDateTime(ms) ?? 'at an unknown time';

export const sameStaffPurge = (a: StaffPurge, b: StaffPurge) =>
  a.enabled === b.enabled && a.nextPurgeDate === b.nextPurgeDate && a.lastPurgeDate === b.lastPurgeDate;
