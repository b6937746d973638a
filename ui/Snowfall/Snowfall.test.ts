import { describe, expect, it } from 'vitest';
import { snowflakes } from './Snowfall';

describe('ui/Snowfall rules', () => {
  it('places flakes deterministically from the seed', () => {
    expect(snowflakes(20, 7)).toEqual(snowflakes(20, 7));
    expect(snowflakes(20, 7)).not.toEqual(snowflakes(20, 8));
  });

  it('keeps every flake inside its ranges', () => {
    for (const flake of snowflakes(500, 42)) {
      expect(flake.left).toBeGreaterThanOrEqual(0);
      expect(flake.left).toBeLessThanOrEqual(100);
      expect(flake.size).toBeGreaterThanOrEqual(2);
      expect(flake.size).toBeLessThanOrEqual(7);
      expect(flake.duration).toBeGreaterThanOrEqual(8);
      expect(flake.duration).toBeLessThanOrEqual(18);
      expect(flake.delay).toBeLessThanOrEqual(0);
      expect(flake.delay).toBeGreaterThanOrEqual(-flake.duration);
      expect(Math.abs(flake.drift)).toBeLessThanOrEqual(40);
      expect(flake.opacity).toBeGreaterThanOrEqual(0.4);
      expect(flake.opacity).toBeLessThanOrEqual(1);
    }
  });

  it('spreads flakes across the width', () => {
    const lefts = snowflakes(200, 1).map((flake) => flake.left);
    expect(Math.min(...lefts)).toBeLessThan(10);
    expect(Math.max(...lefts)).toBeGreaterThan(90);
  });

  it('makes the requested number of flakes, none for junk counts', () => {
    expect(snowflakes(60, 1)).toHaveLength(60);
    expect(snowflakes(0, 1)).toEqual([]);
    expect(snowflakes(-5, 1)).toEqual([]);
    expect(snowflakes(2.7, 1)).toHaveLength(2);
  });
});
