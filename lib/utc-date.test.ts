import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './utc-date';

describe('UTC dates', () => {
  it('read the same everywhere', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0);
    expect(formatDay(at)).toBe('Nov 21, 2026');
    expect(formatMoment(at)).toBe('Nov 21, 2026, 12:00 PM UTC');
  });

  it('are null for missing, zero, NaN and out-of-range times', () => {
    for (const value of [null, undefined, 0, Number.NaN, 1e20, -5]) {
      expect(formatMoment(value)).toBeNull();
      expect(formatDay(value)).toBeNull();
    }
  });
});
