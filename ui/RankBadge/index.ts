export type { RankBadgeProps, RankTextColour } from './RankBadge';
export {
  DEFAULT_RANK_COLOUR,
  RANK_BRIGHTNESS_CUT_OFF,
  RankBadge,
  rankBrightness,
  rankColour,
  rankTextColour,
} from './RankBadge';
