import * as z from 'zod/mini';
import { optionalString } from './common';

/**
 * Settings values may arrive as typed values or as the cache's strings ('true', '{"enabled":true}')
 * (docs/api/parsing.md#rules). {@link coerceSettingValue} converts them back the way the core's convertString
 * does.
 */
export function coerceSettingValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  if (value === 'undefined') return undefined;
  const trimmed = value.trim();
  if (
    (trimmed.startsWith('{') && trimmed.endsWith('}')) ||
    (trimmed.startsWith('[') && trimmed.endsWith(']'))
  ) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

export const settingsResponse = z.object({
  settings: z.pipe(
    z.catch(z.record(z.string(), z.unknown()), {}),
    z.transform((map: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(map).map(([key, value]) => [key, coerceSettingValue(value)])),
    ),
  ),
});
export type Settings = Record<string, unknown>;

/**
 * `currentAnnouncement` (docs/product/home.md#announcement): enabled, type (used as a style) and markdown
 * content.
 */
export const announcementSchema = z.looseObject({
  enabled: z.catch(z.boolean(), false),
  type: z.catch(z.string(), 'info'),
  content: z.catch(z.string(), ''),
  title: optionalString,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Reads one setting from the map through its schema; `null` when missing or malformed. */
export function readSetting<S extends z.ZodMiniType>(settings: Settings | undefined, key: string, schema: S) {
  if (!settings || !(key in settings)) return null;
  const parsed = schema.safeParse(coerceSettingValue(settings[key]));
  return parsed.success ? (parsed.data as z.infer<S>) : null;
}

export const teamsEnabled = (settings: Settings | undefined): boolean =>
  readSetting(settings, 'teamsEnabled', z.boolean()) === true;
