/** The leaderboard's pure logic (docs/product/leaderboard-and-team.md#leaderboard): places, the podium, the chart. */
import { plural } from '@lib/format';
import type { Rank } from '@lib/schemas/rank';
import { userDisplayName } from '@lib/schemas/user';
import type { LeaderboardRow } from './api';

/** How many staff the bar chart shows. */
export const CHART_SIZE = 10;
/** How many staff stand on the podium. */
export const PODIUM_SIZE = 3;

export interface LeaderboardEntry {
  row: LeaderboardRow;
  /** 1 for the most orders; equal counts share a place and the next place is skipped (1, 2, 2, 4). */
  place: number;
  name: string;
  /** The row's highest rank, for its badge; null when none is known. */
  rank: Rank | null;
}

/**
 * The row's highest rank: the largest position among its rank documents; bare rank ids are looked up in the site's
 * ranks (loaded at start-up).
 */
export function rankOfRow(row: LeaderboardRow, siteRanks: readonly Rank[] | undefined): Rank | null {
  const candidates = row.ranks.flatMap((rank) =>
    typeof rank !== 'string'
      ? [rank]
      : (siteRanks ?? []).filter((known) => known.id === rank || known._id === rank),
  );
  return candidates.reduce<Rank | null>(
    (best, rank) => (!best || rank.position > best.position ? rank : best),
    null,
  );
}

/**
 * The board as the page shows it: most weekly orders first (the server sorts already; equal counts keep its order),
 * with places that equal counts share.
 */
export function rankLeaderboard(
  rows: readonly LeaderboardRow[],
  siteRanks?: readonly Rank[],
): LeaderboardEntry[] {
  const sorted = [...rows].sort((a, b) => b.weeklyOrders - a.weeklyOrders);
  let place = 0;
  return sorted.map((row, index) => {
    if (index === 0 || row.weeklyOrders !== sorted[index - 1]?.weeklyOrders) place = index + 1;
    return { row, place, name: userDisplayName(row), rank: rankOfRow(row, siteRanks) };
  });
}

/** The signed-in user's entry, if they are on the board. */
export function entryOf(entries: readonly LeaderboardEntry[], userId: string | null | undefined) {
  return userId ? (entries.find((entry) => entry.row.id === userId) ?? null) : null;
}

/** “1 order”, “31 orders”. */
export const orderCount = (count: number) => plural(count, 'order');

/** “1st”, “2nd”, “3rd”, “4th”, “11th”, “22nd”… */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** What the chart says to a screen reader: every bar as “name: count”. */
export function chartSummary(entries: readonly LeaderboardEntry[]): string {
  return `Bar chart of this week’s orders: ${entries
    .map((entry) => `${entry.name}, ${orderCount(entry.row.weeklyOrders)}`)
    .join('; ')}.`;
}

/** The sentence that tells the signed-in user where they stand. */
export const yourPlace = (entry: LeaderboardEntry) =>
  `You are in ${ordinal(entry.place)} place this week with ${orderCount(entry.row.weeklyOrders)}.`;
