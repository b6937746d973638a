/**
 * Site-wide data loaded at start-up and reused (docs/architecture.md#start-up-data: ranks, settings and, when
 * `teamsEnabled` is on, teams are fetched once and never refetched on focus or remount).
 */
import { defineEndpoint, loadOnce, useEndpoint } from './endpoint';
import type { Rank } from './schemas/rank';
import { ranksResponse } from './schemas/rank';
import {
  announcementSchema,
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
