/**
 * Settings rules (docs/api/entities.md#settings, docs/api/endpoints.md#site-data): reading the map or one value, and who may change which key. Values are
 * copied in and out, so nothing a caller keeps can change the database.
 */
import { db } from '../db';
import { errors } from '../http/respond';
import { requireAnyPermission, requirePermissions } from '../session/rules';
import type { UserDoc } from '../types';

/** The announcement key: MANAGE_ANNOUNCEMENT is enough to change it. */
export const ANNOUNCEMENT_KEY = 'currentAnnouncement';

/** Called after every write (the demo shares settings between its tabs, mocks/browser.ts); none by default. */
let afterWrite: ((key: string, value: unknown) => void) | null = null;

/** Sets (or, with null, removes) what runs after every settings write. */
export function onSettingWritten(listener: ((key: string, value: unknown) => void) | null): void {
  afterWrite = listener;
}

/** Stores a value written elsewhere (another tab of the demo), without telling anyone. */
export function storeSetting(key: string, value: unknown): void {
  db.settings.set(key, structuredClone(value));
}

/** The whole map with typed values (the API converts the cache's strings, docs/api/entities.md#settings). */
export function readSettings(): Record<string, unknown> {
  return structuredClone(Object.fromEntries(db.settings));
}

/** One value; 404 `settings_not_found` for an unknown key. */
export function readSetting(key: string): unknown {
  if (!db.settings.has(key)) throw errors.settingsNotFound();
  return structuredClone(db.settings.get(key));
}

/**
 * Who may change `key`. Not shown, designed: the announcement may be changed with MANAGE_SETTINGS or
 * MANAGE_ANNOUNCEMENT (the Announce page), every other key needs MANAGE_SETTINGS (Site Settings).
 */
export function requireSettingEditor(user: UserDoc, key: string): void {
  if (key === ANNOUNCEMENT_KEY) requireAnyPermission(user, 'MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT');
  else requirePermissions(user, 'MANAGE_SETTINGS');
}

/**
 * Upserts one setting from the body `{val}` and returns the stored value. Like the core, any key and any value are
 * accepted; 500 `settings_no_exist` when there are no settings at all. Not shown, designed: a body without `val` is a
 * 400.
 */
export function writeSetting(key: string, body: Record<string, unknown>): unknown {
  if (!('val' in body)) throw errors.invalidBody('A value (val) is required');
  // The core refuses to write before its defaults were ever inserted (an empty settings collection).
  if (db.settings.size === 0) throw errors.settingsNoExist();
  storeSetting(key, body.val);
  afterWrite?.(key, structuredClone(body.val));
  return structuredClone(body.val);
}
