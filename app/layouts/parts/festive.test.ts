import { describe, expect, it } from 'vitest';
import { isFestiveSeason, nextChristmas } from './festive';

describe('app/layouts festive season', () => {
  it('runs from 15 November to 6 January', () => {
    expect(isFestiveSeason(new Date(2026, 10, 14))).toBe(false);
    expect(isFestiveSeason(new Date(2026, 10, 15))).toBe(true);
    expect(isFestiveSeason(new Date(2026, 11, 31))).toBe(true);
    expect(isFestiveSeason(new Date(2027, 0, 6))).toBe(true);
    expect(isFestiveSeason(new Date(2027, 0, 7))).toBe(false);
    expect(isFestiveSeason(new Date(2026, 6, 1))).toBe(false);
  });

  it('counts down to this year’s Christmas, then next year’s', () => {
    expect(nextChristmas(new Date(2026, 10, 21))).toEqual(new Date(2026, 11, 25));
    expect(nextChristmas(new Date(2026, 11, 25, 10))).toEqual(new Date(2027, 11, 25));
  });
});
