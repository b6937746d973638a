import { luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANK_COLOUR,
  RANK_TEXT_CONTRAST,
  rankBadgeBackground,
  rankBrightness,
  rankColour,
  rankTextColour,
} from './RankBadge';

/** WCAG 2 contrast ratio, written out here so the test does not reuse the code under test. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('ui/RankBadge rules', () => {
  it('defaults to #2888f5', () => {
    expect(DEFAULT_RANK_COLOUR).toBe('#2888f5');
  });

  it('computes YIQ brightness (R*299 + G*587 + B*114) / 1000', () => {
    expect(rankBrightness('#000000')).toBe(0);
    expect(rankBrightness('#ffffff')).toBe(255);
    // 0x28*299 + 0x88*587 + 0xf5*114 = 11960 + 79832 + 27930
    expect(rankBrightness('#2888f5')).toBeCloseTo(119.722, 9);
  });

  it('gives white text at brightness exactly 125 and black text above it', () => {
    expect(rankBrightness('#7d7d7d')).toBe(125);
    expect(rankTextColour('#7d7d7d')).toBe('white');
    expect(rankBrightness('#7e7e7e')).toBe(126);
    expect(rankTextColour('#7e7e7e')).toBe('black');
    // Non-grey colours on both sides of the line: 152*299 + 86*587 + 255*114 = 125000; 208*299 + 107*587 = 125001.
    expect(rankBrightness('#9856ff')).toBe(125);
    expect(rankTextColour('#9856ff')).toBe('white');
    expect(rankBrightness('#d06b00')).toBeCloseTo(125.001, 9);
    expect(rankTextColour('#d06b00')).toBe('black');
  });

  it('expands 3-digit hex and ignores case and the missing #', () => {
    expect(rankColour('#FA0')).toBe('#ffaa00');
    expect(rankColour('fa0')).toBe('#ffaa00');
    expect(rankColour(' #2888F5 ')).toBe('#2888f5');
    expect(rankTextColour('#fff')).toBe('black');
    expect(rankTextColour('#000')).toBe('white');
    expect(rankBrightness('#777')).toBe(rankBrightness('#777777'));
  });

  it.each([undefined, null, '', 'blue', '#12', '#1234', '#12345g', 'rgb(0,0,0)', '#ffffff00'])(
    'falls back to the default colour for %j',
    (input) => {
      expect(rankColour(input)).toBe(DEFAULT_RANK_COLOUR);
      expect(rankTextColour(input)).toBe('white');
    },
  );

  it('keeps a rank colour whose text already reads at 4.5:1', () => {
    for (const colour of ['#f08c00', '#5f3dc4', '#c92a2a', '#ffa94d', '#7e7e7e', '#d06b00']) {
      expect(rankBadgeBackground(colour)).toBe(rankColour(colour));
    }
  });

  it('darkens a colour under white text only as far as 4.5:1 needs', () => {
    // The default blue (3.5:1) and the orange of the benchmark's stub API (3.58:1).
    for (const [colour, shaded] of [
      ['#2888f5', '#2376d5'],
      ['#e8590c', '#cc4e0b'],
      ['#7d7d7d', '#767676'],
    ] as const) {
      expect(rankTextColour(colour)).toBe('white');
      expect(contrast(colour, '#ffffff')).toBeLessThan(RANK_TEXT_CONTRAST);
      expect(rankBadgeBackground(colour)).toBe(shaded);
      expect(contrast(shaded, '#ffffff')).toBeGreaterThanOrEqual(RANK_TEXT_CONTRAST);
    }
    expect(rankBadgeBackground(undefined)).toBe('#2376d5');
  });
});
