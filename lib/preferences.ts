/**
 * Local preferences (docs/product/navigation.md#preferences): festive snow and countdown, the sidebar, sound
 * effects, the board's screen wake lock and notifications, the order filter and the dismissed announcement, with the documented defaults (everything on except sound effects). Kept in
 * localStorage under one key, validated field by field on read (a bad field falls back to its default, the
 * others are kept), shared through a tiny external store ({@link getPreferences}, {@link setPreference},
 * {@link subscribe}) and the React hook {@link usePreferences}. Other tabs follow through the `storage`
 * event.
 *
 * Without a usable localStorage (Node, SSR, a private window that throws) preferences live in memory for
 * the page's lifetime; nothing throws.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

export const PREFERENCES_KEY = 'vd:preferences';

export interface OrderFilter {
  deliveryQueue: boolean;
  kitchenQueue: boolean;
}

export interface Preferences {
  festiveSnow: boolean;
  festiveCountdown: boolean;
  sidebar: boolean;
  soundEffects: boolean;
  /** The Order Manager keeps the screen on while it is shown (Screen Wake Lock API, where the browser has it). */
  keepScreenAwake: boolean;
  /** The Order Manager notifies of news while its tab is hidden (where the browser allows notifications). */
  orderNotifications: boolean;
  orderFilter: OrderFilter;
  /**
   * The announcement this browser put away, as its fingerprint ({@link announcementFingerprint}); a new or
   * changed announcement has another and shows again. `null`: none dismissed.
   */
  dismissedAnnouncement: string | null;
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  festiveSnow: true,
  festiveCountdown: true,
  sidebar: true,
  soundEffects: false,
  keepScreenAwake: false,
  orderNotifications: false,
  orderFilter: Object.freeze({ deliveryQueue: true, kitchenQueue: true }),
  dismissedAnnouncement: null,
});

const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);

const orderFilterSchema = z.object({
  deliveryQueue: flag(DEFAULT_PREFERENCES.orderFilter.deliveryQueue),
  kitchenQueue: flag(DEFAULT_PREFERENCES.orderFilter.kitchenQueue),
});

/** Every field catches its own failure, so one bad value never discards the others. */
const preferencesSchema = z.catch(
  z.object({
    festiveSnow: flag(DEFAULT_PREFERENCES.festiveSnow),
    festiveCountdown: flag(DEFAULT_PREFERENCES.festiveCountdown),
    sidebar: flag(DEFAULT_PREFERENCES.sidebar),
    soundEffects: flag(DEFAULT_PREFERENCES.soundEffects),
    keepScreenAwake: flag(DEFAULT_PREFERENCES.keepScreenAwake),
    orderNotifications: flag(DEFAULT_PREFERENCES.orderNotifications),
    orderFilter: z.catch(orderFilterSchema, () => ({ ...DEFAULT_PREFERENCES.orderFilter })),
    dismissedAnnouncement: z.catch(z.nullable(z.string().check(z.maxLength(64))), null),
  }),
  () => defaults(),
);

function defaults(): Preferences {
  return { ...DEFAULT_PREFERENCES, orderFilter: { ...DEFAULT_PREFERENCES.orderFilter } };
}

/**
 * A short fingerprint of an announcement's style and text (FNV-1a, 32 bits, with the text's length): what
 * {@link Preferences.dismissedAnnouncement} keeps, so the text itself is never stored twice.
 */
export function announcementFingerprint(type: string, content: string): string {
  const text = `${type.trim().toLowerCase()}\n${content.trim()}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(36)}-${text.length.toString(36)}`;
}

/** Parses a stored value (a JSON string or `null`) into complete preferences. Never throws. */
export function parsePreferences(raw: string | null | undefined): Preferences {
  if (raw == null) return defaults();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return defaults();
  }
  return preferencesSchema.parse(json);
}

/** localStorage, or `null` where it is missing or its mere access throws (blocked storage). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readStored(): string | null {
  try {
    return storage()?.getItem(PREFERENCES_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(preferences: Preferences): void {
  try {
    storage()?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Quota exceeded or private mode: keep the in-memory value only.
  }
}

/**
 * The key under which this browser remembers the announcement it last received: its fingerprint, or `none`.
 * Kept in step with scripts/boot-shell.ts, which reads it before the first paint: when the last announcement was
 * none, or the one this visitor dismissed, a prerendered page does not keep the banner's space while the settings
 * load, so nothing moves when no banner comes (docs/architecture.md#first-visit).
 */
export const LAST_ANNOUNCEMENT_KEY = 'vd:announcement';

/** Remembers the announcement just received (`null`: none is set). Not a preference: nobody is notified. */
export function rememberAnnouncement(fingerprint: string | null): void {
  const value = fingerprint ?? 'none';
  try {
    const stored = storage();
    if (stored && stored.getItem(LAST_ANNOUNCEMENT_KEY) !== value)
      stored.setItem(LAST_ANNOUNCEMENT_KEY, value);
  } catch {
    // Blocked storage or quota: the next visit keeps the banner's space, as a first visit does.
  }
}

let current: Preferences | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** The current preferences; the same object until they change (a stable useSyncExternalStore snapshot). */
export function getPreferences(): Preferences {
  current ??= parsePreferences(readStored());
  return current;
}

function commit(next: Preferences): void {
  const previous = getPreferences();
  if (JSON.stringify(previous) === JSON.stringify(next)) return;
  current = next;
  writeStored(next);
  notify();
}

/** Changes one preference, stores it and notifies subscribers. Invalid values fall back to the default. */
export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  commit(preferencesSchema.parse({ ...getPreferences(), [key]: value }));
}

/** Back to the defaults (and forgets the stored value). */
export function resetPreferences(): void {
  try {
    storage()?.removeItem(PREFERENCES_KEY);
  } catch {
    // see writeStored
  }
  const previous = current;
  current = defaults();
  if (previous && JSON.stringify(previous) !== JSON.stringify(current)) notify();
}

/** Another tab changed (or cleared) our key: take its value. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== PREFERENCES_KEY) return;
  if (event.storageArea && event.storageArea !== storage()) return;
  const next = parsePreferences(event.key === null ? null : event.newValue);
  if (current && JSON.stringify(current) === JSON.stringify(next)) return;
  current = next;
  notify();
}

/**
 * Calls `listener` after every change, in this tab or another. Returns the unsubscribe function. The
 * `storage` listener is attached while anyone is subscribed.
 */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
  return () => {
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Server render and hydration: the defaults, so markup does not depend on this browser's storage. */
const SERVER_SNAPSHOT: Preferences = defaults();
const getServerPreferences = (): Preferences => SERVER_SNAPSHOT;

/**
 * The preferences of this browser; re-renders when they change here or in another tab. Change them with
 * {@link setPreference}.
 */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getServerPreferences);
}
