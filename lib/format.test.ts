import { describe, expect, it, vi } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDuration,
  formatMoney,
  formatNumber,
  formatRelative,
  formatTime,
  formatUsd,
  isoTime,
  plural,
} from './format';

const at = Date.UTC(2026, 10, 26, 17, 37, 12);

describe('dates and times', () => {
  it('are written in UTC, British order, 24-hour clock, zone named after a time', () => {
    expect(formatDate(at)).toBe('26 Nov 2026');
    expect(formatDayMonth(at)).toBe('26 Nov');
    expect(formatTime(at)).toBe('17:37 UTC');
    expect(formatDateTime(at)).toBe('26 Nov 2026, 17:37 UTC');
    expect(isoTime(at)).toBe('2026-11-26T17:37:12.000Z');
  });

  it('pad the hour and minute, not the day, and write September "Sep" whatever the browser', () => {
    const early = Date.UTC(2026, 8, 3, 5, 7);
    expect(formatDateTime(early)).toBe('3 Sep 2026, 05:07 UTC');
    expect(formatTime(Date.UTC(2026, 0, 1, 0, 0))).toBe('00:00 UTC');
  });

  it('take the UTC day, not the machine’s, near midnight', () => {
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 59))).toBe('31 Dec 2026');
    expect(formatDate(Date.UTC(2027, 0, 1, 0, 0))).toBe('1 Jan 2027');
  });

  it('are null for missing, zero, NaN and out-of-range times', () => {
    for (const value of [null, undefined, 0, Number.NaN, Number.POSITIVE_INFINITY, 1e20, -5]) {
      expect(formatDate(value)).toBeNull();
      expect(formatDayMonth(value)).toBeNull();
      expect(formatTime(value)).toBeNull();
      expect(formatDateTime(value)).toBeNull();
      expect(formatRelative(value, at)).toBeNull();
      expect(isoTime(value)).toBeUndefined();
    }
  });
});

describe('relative times', () => {
  it('say "just now" under 45 seconds either way', () => {
    expect(formatRelative(at - 44_000, at)).toBe('just now');
    expect(formatRelative(at + 44_000, at)).toBe('just now');
  });

  it('round to the largest unit, away from zero', () => {
    expect(formatRelative(at - 5 * 60_000, at)).toBe('5 minutes ago');
    expect(formatRelative(at - 90 * 60_000, at)).toBe('2 hours ago');
    expect(formatRelative(at + 90 * 60_000, at)).toBe('in 2 hours');
    expect(formatRelative(at - 24 * 3_600_000, at)).toBe('yesterday');
    expect(formatRelative(at - 14 * 24 * 3_600_000, at)).toBe('2 weeks ago');
    expect(formatRelative(at - 400 * 24 * 3_600_000, at)).toBe('last year');
  });
});

describe('countdown clocks', () => {
  it('keep the hours while a countdown that shows them runs', () => {
    expect(formatClock(3600, { hours: true })).toBe('1:00:00');
    expect(formatClock(3599, { hours: true })).toBe('0:59:59');
    expect(formatClock(9, { hours: true })).toBe('0:00:09');
  });

  it('otherwise show minutes and seconds, minutes unbounded', () => {
    expect(formatClock(185)).toBe('3:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(4500)).toBe('75:00');
  });

  it('never go below zero', () => {
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN, { hours: true })).toBe('0:00:00');
  });
});

describe('durations in words', () => {
  it('give the two largest units, leaving out a zero second one', () => {
    expect(formatDuration((2 * 86400 + 3 * 3600 + 59) * 1000)).toBe('2 days, 3 hours');
    expect(formatDuration(3_900_000)).toBe('1 hour, 5 minutes');
    expect(formatDuration(3_600_000)).toBe('1 hour');
    expect(formatDuration(25 * 60_000 + 3000)).toBe('25 minutes, 3 seconds');
    expect(formatDuration(1000)).toBe('1 second');
    expect(formatDuration(0)).toBe('0 seconds');
  });
});

describe('numbers and money', () => {
  it('group thousands with commas and keep at most two decimals', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-3)).toBe('-3');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1 / 3)).toBe('0.33');
  });

  it('write whole numbers under a thousand as Intl does, without making a formatter', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const reference = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
      made.mockClear();
      for (let n = -999; n <= 999; n++) expect(fresh.formatNumber(n)).toBe(reference.format(n));
      expect(fresh.plural(3, 'day')).toBe('3 days');
      expect(fresh.formatNumber(-0)).toBe('0');
      // Nothing above needed the locale's data; a bigger number does.
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatNumber(1000)).toBe('1,000');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('write the virtual currency after the amount and dollars before it', () => {
    expect(formatMoney(12500)).toBe('12,500 VD');
    expect(formatMoney(0)).toBe('0 VD');
    expect(formatUsd(4.99)).toBe('$4.99');
    expect(formatUsd(1200)).toBe('$1,200.00');
    expect(formatUsd(-5)).toBe('-$5.00');
  });
});

describe('counts', () => {
  it('use the singular for one only, and the number format', () => {
    expect(plural(1, 'order')).toBe('1 order');
    expect(plural(0, 'order')).toBe('0 orders');
    expect(plural(12500, 'order')).toBe('12,500 orders');
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(3, 'person', 'people')).toBe('3 people');
  });
});
