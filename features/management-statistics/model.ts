/**
 * Pure logic of My Performance and Management (docs/product/administration.md#management-statistics): counting the
 * timestamps by period, sorting, and the CSV export. No React, no network.
 */
import { type ManagementStatistics, STATISTIC_KEYS, type StatisticKey } from '@lib/schemas/statistics';
import { userDisplayName } from '@lib/schemas/user';
import { DAY } from '@lib/time';

export const STATISTIC_LABELS: Record<StatisticKey, string> = {
  applications: 'Applications reviewed',
  appealsUpvoted: 'Appeals voted',
  warnings: 'Warnings issued',
  blacklists: 'Blacklists',
  backlogs: 'Order history entries',
};

/** How many of `times` fall within the last `days` days before `now` (all of them without `days`). */
export function countSince(times: readonly number[], now: number, days?: number): number {
  if (days === undefined) return times.length;
  const from = now - days * DAY;
  return times.filter((t) => t > from && t <= now).length;
}

export interface CounterRow {
  key: StatisticKey;
  label: string;
  week: number;
  month: number;
  all: number;
}

/** One row per counter: last 7 days, last 30 days, all time. */
export function counterRows(stats: ManagementStatistics, now: number): CounterRow[] {
  return STATISTIC_KEYS.map((key) => ({
    key,
    label: STATISTIC_LABELS[key],
    week: countSince(stats[key], now, 7),
    month: countSince(stats[key], now, 30),
    all: countSince(stats[key], now),
  }));
}

export const totalActions = (stats: ManagementStatistics) =>
  STATISTIC_KEYS.reduce((sum, key) => sum + stats[key].length, 0);

export const managerName = (stats: ManagementStatistics) =>
  stats.user ? userDisplayName(stats.user) : `Unknown user ${stats._id}`;

export type SortKey = 'name' | StatisticKey | 'total';
export interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

export const DEFAULT_SORT: Sort = { key: 'total', direction: 'descending' };

const sortValue = (stats: ManagementStatistics, key: SortKey): number | string =>
  key === 'name'
    ? managerName(stats).toLowerCase()
    : key === 'total'
      ? totalActions(stats)
      : stats[key].length;

/** The list sorted by a column; ties by name. */
export function sortStatistics(list: readonly ManagementStatistics[], sort: Sort): ManagementStatistics[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return order * sign || managerName(a).localeCompare(managerName(b));
  });
}

/** Clicking a column: the same one flips, another starts descending (names ascending). */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text starting with = + - @ or a tab is
 * prefixed with ' so a spreadsheet does not run it as a formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The export: one line per manager, all-time counts, CRLF line ends. */
export function statisticsCsv(list: readonly ManagementStatistics[]): string {
  const header = ['User ID', 'Manager', ...STATISTIC_KEYS.map((key) => STATISTIC_LABELS[key]), 'Total'];
  const rows = list.map((stats) => [
    stats._id,
    managerName(stats),
    ...STATISTIC_KEYS.map((key) => stats[key].length),
    totalActions(stats),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** The export's file name for a day: management-statistics-2026-11-21.csv. */
export const csvFileName = (now: number) =>
  `management-statistics-${new Date(now).toISOString().slice(0, 10)}.csv`;
