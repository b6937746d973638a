/** The timeline of who is away when, by UTC day. */
import { formatDate, plural } from '@lib/format';
import type { LeaveRequest } from '@lib/schemas/leave';
import { DAY } from '@lib/time';
import { hasNoEnd, personOf } from './leave';

export interface TimelineBar {
  id: string;
  /** Day indexes in the window, inclusive. */
  from: number;
  to: number;
  status: 'approved' | 'pending';
  /** The bar runs on past the window's end (no end date, or a later one). */
  continues: boolean;
}

export interface TimelineRow {
  userID: string;
  name: string;
  bars: TimelineBar[];
}

export interface Timeline {
  /** Midnight UTC of each day shown. */
  days: number[];
  rows: TimelineRow[];
  /** Index of today in `days`, or -1. */
  today: number;
}

/**
 * The window of `count` days from `from` (midnight UTC), with a row per person who has an approved or pending
 * request overlapping it (denied ones are not leave), people sorted by their first day away.
 */
export function timelineOf(
  requests: readonly LeaveRequest[],
  from: number,
  count: number,
  now: number,
): Timeline {
  const days = Array.from({ length: count }, (_, i) => from + i * DAY);
  const windowEnd = from + count * DAY - 1;
  const rows = new Map<string, TimelineRow>();
  for (const r of requests) {
    if ((r.status !== 0 && r.status !== 1) || r.startDate == null) continue;
    const end = hasNoEnd(r.expiry) ? Number.POSITIVE_INFINITY : (r.expiry as number);
    if (r.startDate > windowEnd || end < from) continue;
    const startIndex = Math.max(0, Math.floor((r.startDate - from) / DAY));
    const endIndex = Math.min(count - 1, Math.floor((Math.min(end, windowEnd) - from) / DAY));
    const row = rows.get(r.userID) ?? { userID: r.userID, name: personOf(r), bars: [] };
    row.bars.push({
      id: r.id,
      from: startIndex,
      to: endIndex,
      status: r.status === 1 ? 'approved' : 'pending',
      continues: end > windowEnd,
    });
    rows.set(r.userID, row);
  }
  const sorted = [...rows.values()]
    .map((row) => ({ ...row, bars: row.bars.sort((a, b) => a.from - b.from) }))
    .sort((a, b) => (a.bars[0]?.from ?? 0) - (b.bars[0]?.from ?? 0) || a.name.localeCompare(b.name));
  const today = Math.floor((now - from) / DAY);
  return { days, rows: sorted, today: today >= 0 && today < count ? today : -1 };
}

/** One sentence for screen readers: who is away today, and how many people have leave in the window. */
export function timelineSummary(timeline: Timeline): string {
  const first = formatDate(timeline.days[0]);
  const last = formatDate(timeline.days[timeline.days.length - 1]);
  const awayToday =
    timeline.today < 0
      ? []
      : timeline.rows.filter((row) =>
          row.bars.some((b) => b.status === 'approved' && b.from <= timeline.today && b.to >= timeline.today),
        );
  const people = timeline.rows.length;
  const today =
    awayToday.length === 0
      ? 'Nobody is away today.'
      : `Away today: ${awayToday.map((r) => r.name).join(', ')}.`;
  return `${today} ${plural(people, 'person has', 'people have')} approved or pending leave between ${first} and ${last}.`;
}

/** Midnight UTC of the Monday of the week holding `ms`. */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY) * DAY;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY;
}
