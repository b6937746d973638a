export type { RankBadgeProps, RankTextColour } from './RankBadge';
export {
  DEFAULT_RANK_COLOUR,
  RANK_BRIGHTNESS_CUT_OFF,
  RANK_TEXT_CONTRAST,
  RankBadge,
  rankBadgeBackground,
  rankBrightness,
  rankColour,
  rankTextColour,
} from './RankBadge';
