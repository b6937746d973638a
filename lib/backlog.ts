/**
 * Pure presentation helpers of order-history (backlog) entries (docs/product/reports.md#history-entries),
 * shared by the order history and the order reports: how each backlog type is labelled and coloured, and the
 * reason line of an entry (times are written by lib/format.ts).
 */
import type { MantineColor } from '@mantine/core';
import { BACKLOG_TYPE_LABELS, type BacklogEntry, BacklogType } from './schemas/backlog';

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

/** Label and badge colour of a backlog type; an unknown number reads "Unknown". */
export function backlogTypeInfo(type: number): BacklogTypeInfo {
  return {
    label: BACKLOG_TYPE_LABELS[type] ?? 'Unknown',
    colour: TYPE_COLOURS[type] ?? 'gray.6',
  };
}

/** The literal the core stores as the "reason" of a cancel (docs/product/orders.md#cancelling). */
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
