import { DEFAULT_RANK_COLOUR } from '@lib/schemas/rank';
import { Badge, luminance, type MantineSize, VisuallyHidden } from '@mantine/core';

export { DEFAULT_RANK_COLOUR };

/** Text colour on a rank colour: the YIQ rule (docs/product/display-rules.md#rank-badges) picks one of these two. */
export type RankTextColour = 'black' | 'white';

/**
 * YIQ cut-off (docs/product/display-rules.md#rank-badges): brightness above it gets black text, at or below
 * it white text.
 */
export const RANK_BRIGHTNESS_CUT_OFF = 125;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rrggbb` (lower case) for a valid 3- or 6-digit hex colour (with or without `#`), else the default colour. */
export function rankColour(colour: string | null | undefined): string {
  const match = HEX.exec(colour?.trim() ?? '');
  if (!match?.[1]) return DEFAULT_RANK_COLOUR;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/** The red, green and blue channels (0-255) of a colour; invalid input uses the default colour. */
function channels(colour: string | null | undefined): [number, number, number] {
  const hex = rankColour(colour);
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** YIQ brightness (R*299 + G*587 + B*114) / 1000 of a colour, 0 to 255; invalid input uses the default colour. */
export function rankBrightness(colour: string | null | undefined): number {
  const [r, g, b] = channels(colour);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * Black text on bright rank colours (brightness > 125), white otherwise
 * (docs/product/display-rules.md#rank-badges).
 */
export function rankTextColour(colour: string | null | undefined): RankTextColour {
  return rankBrightness(colour) > RANK_BRIGHTNESS_CUT_OFF ? 'black' : 'white';
}

/** WCAG AA contrast for normal text, which a badge's small bold label is. */
export const RANK_TEXT_CONTRAST = 4.5;

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The badge's background: the rank colour, shaded towards black under white text (towards white under black
 * text) just enough for the text to reach 4.5:1. The text colour stays the YIQ rule's pick; colours that already
 * reach it are used as they are (docs/product/display-rules.md#rank-badges).
 */
export function rankBadgeBackground(colour: string | null | undefined): string {
  const text = rankTextColour(colour);
  const textHex = text === 'white' ? '#ffffff' : '#000000';
  const towards = text === 'white' ? 0 : 255;
  for (let percent = 0; percent <= 100; percent += 1) {
    const background = `#${channels(colour)
      .map((c) => Math.round(c + (towards - c) * (percent / 100)))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')}`;
    if (contrastRatio(background, textHex) >= RANK_TEXT_CONTRAST) return background;
  }
  return textHex === '#ffffff' ? '#000000' : '#ffffff';
}

export interface RankBadgeProps {
  /** The rank's name, shown as-is (rendered as text). */
  name: string;
  /** The rank's hex colour (`#rgb` or `#rrggbb`); missing or invalid → `#2888f5`. */
  colour?: string | null;
  /** Badge size. `'md'` by default. */
  size?: MantineSize;
}

/**
 * A staff rank on its own colour. The text colour follows the YIQ rule; where that pair would read
 * below 4.5:1 (white on the default blue is 3.5:1), the colour is shaded until it reads.
 */
export function RankBadge({ name, colour, size = 'md' }: RankBadgeProps) {
  const text = rankTextColour(colour);
  const background = rankBadgeBackground(colour);
  return (
    <Badge
      size={size}
      tt="none"
      data-text={text}
      vars={() => ({ root: { '--badge-bg': background, '--badge-color': text, '--badge-bd': 'none' } })}
    >
      <VisuallyHidden>Rank: </VisuallyHidden>
      {name}
    </Badge>
  );
}
