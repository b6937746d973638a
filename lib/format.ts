/**
 * How the site writes dates, times, durations, numbers, money and counts (docs/formatting.md). One locale,
 * British English; one time zone, UTC, named after every time of day; a 24-hour clock. Every page formats
 * through here, so the same moment reads the same everywhere, in every browser, and in tests.
 *
 * Dates are built by hand (not with Intl's date styles) so they do not depend on the browser's locale data
 * (Chromium's en-GB writes September "Sept", Node's "Sep"). Numbers use Intl.NumberFormat, whose grouping is
 * stable. The shell loads this module: it imports no library (lib/time, for the units, brings only React, which
 * the shell holds anyway).
 */

import { DAY, HOUR, MINUTE, SECOND } from './time';

/** The one locale of the site's texts, numbers and sorting. */
export const LOCALE = 'en-GB';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A time a page may show: a finite number of ms after 1970 that a `Date` can hold; 0 means "not set". */
const validTime = (ms: number | null | undefined): ms is number =>
  typeof ms === 'number' && Number.isFinite(ms) && ms > 0 && !Number.isNaN(new Date(ms).getTime());

// ---------------------------------------------------------------------------------------------------------
// Dates and times (UTC)

/** "26 Nov 2026" (the UTC day); null for a missing, zero or impossible time. */
export function formatDate(ms: number | null | undefined): string | null {
  if (!validTime(ms)) return null;
  const date = new Date(ms);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The date inputs' display format (a dayjs pattern for Mantine's pickers), the same text as {@link formatDate}. */
export const DATE_INPUT_FORMAT = 'D MMM YYYY';

/** "26 Nov" (the UTC day without its year), for a row of days; null like {@link formatDate}. */
export function formatDayMonth(ms: number | null | undefined): string | null {
  if (!validTime(ms)) return null;
  const date = new Date(ms);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "17:37 UTC": the time of day; null like {@link formatDate}. */
export function formatTime(ms: number | null | undefined): string | null {
  if (!validTime(ms)) return null;
  const date = new Date(ms);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** "26 Nov 2026, 17:37 UTC"; null for a missing, zero or impossible time. */
export function formatDateTime(ms: number | null | undefined): string | null {
  if (!validTime(ms)) return null;
  return `${formatDate(ms)}, ${formatTime(ms)}`;
}

/** "2026-11-26T17:37:00.000Z" for a `<time dateTime>`; undefined when there is no valid time. */
export function isoTime(ms: number | null | undefined): string | undefined {
  return validTime(ms) ? new Date(ms).toISOString() : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Relative times and durations

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];
let relative: Intl.RelativeTimeFormat | undefined;

/**
 * "just now" (under 45 s), "5 minutes ago", "yesterday", "in 2 hours"; null for a missing (0) or invalid time.
 * Shown with the full {@link formatDateTime} as its tooltip.
 */
export function formatRelative(ms: number | null | undefined, now: number): string | null {
  if (!validTime(ms)) return null;
  const diff = ms - now;
  const abs = Math.abs(diff);
  if (abs < 45 * SECOND) return 'just now';
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => abs >= length) ?? ['minute', MINUTE];
  relative ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  // Rounded away from zero on both sides: 90 minutes ago is "2 hours ago", as 90 minutes ahead is "in 2 hours"
  // (Math.round alone turns -1.5 into -1).
  return relative.format(Math.sign(diff) * Math.round(abs / size), unit);
}

/**
 * A countdown as a clock, from whole seconds left (never negative). Its shape is fixed by the countdown, not by
 * the time left, so it never jumps while it runs: `hours: true` always shows hours ("1:00:00", "0:59:59",
 * "0:00:09"), for a countdown that can last an hour or more; otherwise minutes and seconds ("3:05", "0:09",
 * "75:00").
 */
export function formatClock(seconds: number, { hours = false }: { hours?: boolean } = {}): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const rest = total % 60;
  if (!hours) return `${Math.floor(total / 60)}:${pad(rest)}`;
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(rest)}`;
}

/**
 * A length of time in words, its two largest units ("2 days, 3 hours", "1 hour, 5 minutes", "25 minutes, 3
 * seconds", "9 seconds"; a zero second unit is left out); "0 seconds" for none. For screen readers' timers and
 * "Connected for …".
 */
export function formatDuration(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND) : 0;
  const units: [number, string][] = [
    [Math.floor(total / 86400), 'day'],
    [Math.floor((total % 86400) / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const first = units.findIndex(([n]) => n > 0);
  if (first === -1) return '0 seconds';
  const [big, bigUnit] = units[first] as [number, string];
  const next = units[first + 1];
  return next && next[0] > 0 ? `${plural(big, bigUnit)}, ${plural(next[0], next[1])}` : plural(big, bigUnit);
}

// ---------------------------------------------------------------------------------------------------------
// Numbers, money and counts

// Made on first use, not when the module loads: the first Intl formatter of a page loads the locale's data, a long
// task on a slow phone that would otherwise land in every page's start-up (docs/architecture.md#first-visit).
let numbers: Intl.NumberFormat | undefined;
let cents: Intl.NumberFormat | undefined;

/** "12,500", "-3", "2.5" (at most two decimals). */
export const formatNumber = (n: number): string => {
  // A whole number under a thousand reads the same without Intl: the countdown and most counts then load no locale
  // data at all on a first visit (it was a 30 ms task at 4x CPU throttling in the festive countdown's first render).
  if (Number.isInteger(n) && n > -1000 && n < 1000) return String(n === 0 ? 0 : n);
  numbers ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
  return numbers.format(n);
};

/** The name of the site's virtual currency, after an amount. */
export const CURRENCY = 'VD';

/** "12,500 VD": an amount of the site's virtual currency. */
export const formatMoney = (amount: number): string => `${formatNumber(amount)} ${CURRENCY}`;

/** "$4.99", "$1,200.00": a price in US dollars (the subscription plans). */
export const formatUsd = (amount: number): string => {
  cents ??= new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amount < 0 ? `-$${cents.format(-amount)}` : `$${cents.format(amount)}`;
};

/**
 * "1 order", "12,500 orders", "0 orders": a count and its noun. The plural is the noun plus "s" unless given
 * ("1 person", "3 people").
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : pluralNoun}`;
}
