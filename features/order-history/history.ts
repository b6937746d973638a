/**
 * Pure helpers of the order-history page: the type filter kept in `?type=`, sorting, counting, and how each
 * backlog type (contract §1.15) is labelled and coloured.
 */
import { BACKLOG_TYPE_LABELS, type BacklogEntry, BacklogType } from '@lib/schemas/backlog';
import type { MantineColor } from '@mantine/core';

/** The filter values as they appear in the URL (`?type=delivered`); no parameter means all. */
export const HISTORY_FILTERS = ['delivered', 'deleted', 'cancelled', 'reported'] as const;
export type HistoryType = (typeof HISTORY_FILTERS)[number];
export type HistoryFilter = HistoryType | 'all';

export interface OrderHistorySearch {
  type?: HistoryType;
}

const TYPE_OF_FILTER: Record<HistoryType, number> = {
  delivered: BacklogType.Delivered,
  deleted: BacklogType.Delete,
  cancelled: BacklogType.Cancel,
  reported: BacklogType.Reported,
};

/** Route-side validation of `?type=`: a known value or nothing (unknown values fall back to all). */
export function parseHistoryType(value: unknown): HistoryType | undefined {
  return typeof value === 'string' && (HISTORY_FILTERS as readonly string[]).includes(value)
    ? (value as HistoryType)
    : undefined;
}

/** Entries of the filter's type; `all` keeps everything. */
export function filterEntries(entries: readonly BacklogEntry[], filter: HistoryFilter): BacklogEntry[] {
  if (filter === 'all') return [...entries];
  const type = TYPE_OF_FILTER[filter];
  return entries.filter((entry) => entry.type === type);
}

/** Newest first by `addedAt` (the server returns the history unsorted); ties keep the server's order. */
export function sortNewestFirst(entries: readonly BacklogEntry[]): BacklogEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.addedAt - a.entry.addedAt || a.index - b.index)
    .map(({ entry }) => entry);
}

/** How many entries each filter would show. */
export function countByFilter(entries: readonly BacklogEntry[]): Record<HistoryFilter, number> {
  const counts: Record<HistoryFilter, number> = {
    all: entries.length,
    delivered: 0,
    deleted: 0,
    cancelled: 0,
    reported: 0,
  };
  for (const filter of HISTORY_FILTERS) counts[filter] = filterEntries(entries, filter).length;
  return counts;
}

export const FILTER_LABELS: Record<HistoryFilter, string> = {
  all: 'All',
  delivered: 'Delivered',
  deleted: 'Deleted',
  cancelled: 'Cancelled',
  reported: 'Reported',
};

/** Badge colours per backlog type: explicit shades so auto-contrast judges the colour actually shown. */
const TYPE_COLOURS: Record<number, MantineColor> = {
  [BacklogType.Delete]: 'red.6',
  [BacklogType.Delivered]: 'green.6',
  [BacklogType.Cancel]: 'gray.6',
  [BacklogType.Reported]: 'yellow.6',
};

export interface BacklogTypeInfo {
  label: string;
  colour: MantineColor;
}

/** Label and colour of a backlog type; an unknown number reads "Unknown". */
export function backlogTypeInfo(type: number): BacklogTypeInfo {
  return {
    label: BACKLOG_TYPE_LABELS[type] ?? 'Unknown',
    colour: TYPE_COLOURS[type] ?? 'gray.6',
  };
}

/** The literal the core stores as the "reason" of a cancel (contract §1.15). */
export const CANCELLED_BY_USER_REASON = '[ORDER WAS CANCELLED BY USER]';

/**
 * The reason line of an entry: delete reason, report reason, or who cancelled. `null` when there is none.
 * The cancel literal is shown in words; every other reason is the server's text as is.
 */
export function entryReason(entry: BacklogEntry): { label: string; text: string } | null {
  if (entry.type === BacklogType.Reported && entry.reportReason) {
    return { label: 'Report reason', text: entry.reportReason };
  }
  if (entry.type === BacklogType.Cancel) {
    if (!entry.reason || entry.reason === CANCELLED_BY_USER_REASON) {
      return { label: 'Cancelled', text: 'Cancelled by the customer' };
    }
    return { label: 'Cancel reason', text: entry.reason };
  }
  if (entry.reason) return { label: 'Delete reason', text: entry.reason };
  return null;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "21 Nov 2026, 10:00" in the viewer's time zone; `null` for a missing (0) or invalid time. */
export function formatDateTime(ms: number | null | undefined): string | null {
  if (!ms || !Number.isFinite(ms)) return null;
  return DATE_TIME.format(ms);
}

/** How many entries the page renders at first, and how many more each "Show more" adds. */
export const PAGE_SIZE = 25;
