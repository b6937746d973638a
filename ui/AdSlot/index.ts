export type { AdProvider, AdRequestOptions, AdSize, AdSlotOptions, AdSlotProps } from './AdSlot';
export {
  AD_REFRESH_LIMIT,
  AD_REFRESH_SECONDS,
  AD_SIZES,
  AdSlot,
  adRequestOptions,
  MINI_AD_SIZES,
} from './AdSlot';
