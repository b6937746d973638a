import { DEFAULT_RANK_COLOUR } from '@lib/schemas/rank';
import { Badge, type MantineSize, VisuallyHidden } from '@mantine/core';

export { DEFAULT_RANK_COLOUR };

/** Text colour on a rank colour: the spec's rule picks one of these two. */
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

/** YIQ brightness (R*299 + G*587 + B*114) / 1000 of a colour, 0 to 255; invalid input uses the default colour. */
export function rankBrightness(colour: string | null | undefined): number {
  const hex = rankColour(colour);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * Black text on bright rank colours (brightness > 125), white otherwise
 * (docs/product/display-rules.md#rank-badges).
 */
export function rankTextColour(colour: string | null | undefined): RankTextColour {
  return rankBrightness(colour) > RANK_BRIGHTNESS_CUT_OFF ? 'black' : 'white';
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
 * A staff rank on its own colour. The text colour follows the spec's YIQ rule, which does not
 * guarantee WCAG contrast for every colour (e.g. white on the default blue is 3.5:1).
 */
export function RankBadge({ name, colour, size = 'md' }: RankBadgeProps) {
  const background = rankColour(colour);
  const text = rankTextColour(background);
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
