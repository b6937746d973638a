/**
 * Pure helpers of the order-history page: the type filter kept in `?type=`, sorting and counting. How each
 * backlog type (docs/product/reports.md#history-entries) is labelled, coloured and explained lives in `@lib/backlog`.
 */
import { type BacklogEntry, BacklogType } from '@lib/schemas/backlog';
import { HISTORY_FILTERS, type HistoryFilter, type HistoryType } from './search';

export {
  HISTORY_FILTERS,
  type HistoryFilter,
  type HistoryType,
  type OrderHistorySearch,
  orderHistorySearchSchema,
} from './search';

const TYPE_OF_FILTER: Record<HistoryType, number> = {
  delivered: BacklogType.Delivered,
  deleted: BacklogType.Delete,
  cancelled: BacklogType.Cancel,
  reported: BacklogType.Reported,
};

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

/** How many entries the page renders at first, and how many more each "Show more" adds. */
export const PAGE_SIZE = 25;
