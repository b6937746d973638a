/**
 * Site-wide data loaded at start-up and reused (docs/architecture.md#start-up-data: ranks, settings and, when
 * `teamsEnabled` is on, teams are fetched once and never refetched on focus or remount).
 */
import { useEffect } from 'react';
import { cached, useCacheWrite } from './action';
import { defineEndpoint, loadOnce, prefetch, useEndpoint } from './endpoint';
import type { Rank } from './schemas/rank';
import { ranksResponse } from './schemas/rank';
import {
  announcementSchema,
  coerceSettingValue,
  readSetting,
  type Settings,
  settingsResponse,
  teamsEnabled,
} from './schemas/settings';
import { teamsResponse } from './schemas/team';

export const ranksEndpoint = defineEndpoint({
  name: 'ranks.list',
  method: 'GET',
  path: () => '/api/client/ranks',
  response: ranksResponse,
});

export const settingsEndpoint = defineEndpoint({
  name: 'settings.all',
  method: 'GET',
  path: () => '/api/client/settings',
  response: settingsResponse,
});

export const teamsEndpoint = defineEndpoint({
  name: 'teams.list',
  method: 'GET',
  path: () => '/api/client/teams',
  response: teamsResponse,
});

/**
 * Sends the start-up requests (ranks, settings) at once, before the router and React have done their part of
 * the start-up; `useRanks` and `useSettings` then take these responses instead of asking again.
 */
export function prefetchStartupData(): void {
  prefetch(ranksEndpoint, undefined);
  prefetch(settingsEndpoint, undefined);
}

export function useRanks() {
  const result = useEndpoint(ranksEndpoint, undefined, loadOnce);
  return { ...result, ranks: result.data?.ranks };
}

export function useSettings() {
  const result = useEndpoint(settingsEndpoint, undefined, loadOnce);
  return { ...result, settings: result.data?.settings };
}

/** Teams, fetched only while the `teamsEnabled` setting is on. */
export function useTeams(enabled: boolean) {
  const result = useEndpoint(teamsEndpoint, enabled ? undefined : null, loadOnce);
  return { ...result, teams: result.data?.teams };
}

export { teamsEnabled };

/** The cached settings map with one key set to `value` (a settings write, applied in place: no refetch). */
export function withSetting(
  data: { settings: Settings },
  key: string,
  value: unknown,
): { settings: Settings } {
  return { settings: { ...data.settings, [key]: coerceSettingValue(value) } };
}

/**
 * The channel other tabs of this browser hear settings writes on (docs/product/administration.md#live-banner).
 * The server announces no settings change (docs/api/gateway.md#events), so another tab would otherwise keep its
 * start-up copy until it reloads.
 */
export const SETTINGS_CHANNEL = 'vd:settings';

/** Tells the other tabs of this browser that `key` is now `value` (nothing happens where the browser cannot). */
export function shareSettingChange(key: string, value: unknown): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const channel = new BroadcastChannel(SETTINGS_CHANNEL);
    channel.postMessage({ key, value });
    channel.close();
  } catch {
    // A value that cannot be cloned or a closed channel: the other tabs catch up at their next load.
  }
}

/** A message of {@link SETTINGS_CHANNEL}, or null when it is not one. */
export function readSettingMessage(data: unknown): { key: string; value: unknown } | null {
  if (typeof data !== 'object' || data === null || !('key' in data) || !('value' in data)) return null;
  const { key, value } = data as { key: unknown; value: unknown };
  return typeof key === 'string' && key.length > 0 ? { key, value } : null;
}

/**
 * Applies the settings writes of other tabs to this tab's cached settings, in place (the banner, the teams
 * switch). Mounted once, with the start-up data.
 */
export function useSharedSettingChanges(): void {
  const write = useCacheWrite();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SETTINGS_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message = readSettingMessage(event.data);
      if (!message) return;
      void write(
        cached.update(settingsEndpoint, undefined, (current) =>
          withSetting(current, message.key, message.value),
        ),
      );
    };
    return () => channel.close();
  }, [write]);
}

/** The announcement to show, or null when disabled/missing. */
export function currentAnnouncement(settings: Settings | undefined) {
  const announcement = readSetting(settings, 'currentAnnouncement', announcementSchema);
  return announcement?.enabled ? announcement : null;
}

/**
 * The user's highest rank: the one with the largest position (docs/product/display-rules.md#highest-rank).
 */
export function highestRank(rankIds: readonly string[], ranks: readonly Rank[] | undefined): Rank | null {
  if (!ranks) return null;
  const held = new Set(rankIds);
  let best: Rank | null = null;
  for (const rank of ranks) {
    if (
      (held.has(rank.id) || (rank._id !== undefined && held.has(rank._id))) &&
      (!best || rank.position > best.position)
    ) {
      best = rank;
    }
  }
  return best;
}

/** Resign is allowed when the highest rank says `staff.canResign` (docs/product/session.md#resign). */
export function canResign(rankIds: readonly string[], ranks: readonly Rank[] | undefined): boolean {
  return highestRank(rankIds, ranks)?.staff?.canResign === true;
}
