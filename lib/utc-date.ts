/**
 * Dates of the careers pages (recruitment, appeals, leave), the same text in every time zone and locale (UTC,
 * en-US: "Nov 21, 2026, 12:00 PM UTC"), so the page, its stories and its tests agree.
 */

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const validTime = (ms: number | null | undefined): ms is number =>
  typeof ms === 'number' && Number.isFinite(ms) && ms > 0 && !Number.isNaN(new Date(ms).getTime());

/** "Nov 21, 2026"; null for a missing or impossible time. */
export const formatDay = (ms: number | null | undefined): string | null =>
  validTime(ms) ? DAY.format(ms) : null;

/** "Nov 21, 2026, 12:00 PM UTC"; null for a missing or impossible time. */
export const formatMoment = (ms: number | null | undefined): string | null =>
  validTime(ms) ? `${MOMENT.format(ms)} UTC` : null;
