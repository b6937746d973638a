import { type CSSProperties, useEffect } from 'react';
import classes from './AdSlot.module.css';

/** Ads refresh every 30 s … (docs/product/navigation.md#ads) */
export const AD_REFRESH_SECONDS = 30;
/** … with no limit on the number of refreshes (0 = unlimited). */
export const AD_REFRESH_LIMIT = 0;

/** An ad size in px: width, height. */
export type AdSize = readonly [width: number, height: number];

/** The mini slot is a 728×90 leaderboard. */
const LEADERBOARD: AdSize = [728, 90];
/** The regular slot reserves a 970×250 billboard. */
const BILLBOARD: AdSize = [970, 250];

export const MINI_AD_SIZES: readonly AdSize[] = [LEADERBOARD];
/** The regular slot: the billboard, then smaller standard sizes for narrower screens. */
export const AD_SIZES: readonly AdSize[] = [
  BILLBOARD,
  [970, 90],
  LEADERBOARD,
  [300, 250],
  [320, 100],
  [320, 50],
];

/** What the ad library is asked for. */
export interface AdRequestOptions {
  /** Seconds between refreshes (30). */
  refreshTime: typeof AD_REFRESH_SECONDS;
  /** Maximum number of refreshes; 0 = unlimited. */
  refreshLimit: typeof AD_REFRESH_LIMIT;
  /** Accepted ad sizes, preferred first. */
  sizes: readonly AdSize[];
  /** Load only when the slot scrolls into view. */
  lazyLoad: boolean;
  /** Video ads allowed. */
  video: boolean;
}

/** The ad library, injected by the app (ui/ never loads third-party scripts itself). */
export interface AdProvider {
  /** Fills the element with this id with an ad. */
  createAd(elementId: string, options: AdRequestOptions): void;
  /** Tears the ad down when the slot leaves the page. */
  removeAd?(elementId: string): void;
}

/** The ad slot options (docs/product/navigation.md#ads). */
export interface AdSlotOptions {
  /** Element id of the slot; the ad library fills that element. Unique per page. */
  id: string;
  /** The 728×90 leaderboard instead of the regular slot. */
  mini?: boolean;
  /** Load the ad only when the slot scrolls into view. */
  lazyLoading?: boolean;
  /** Allow video ads in this slot. */
  video?: boolean;
}

export interface AdSlotProps extends AdSlotOptions {
  /** The ad library. Without one (ads not configured) the slot renders nothing and reserves no space. */
  provider?: AdProvider;
}

/** The request for a slot: refresh every 30 s without limit, the slot's sizes, lazy loading and video flags. */
export function adRequestOptions({
  mini = false,
  lazyLoading = false,
  video = false,
}: Omit<AdSlotOptions, 'id'>): AdRequestOptions {
  return {
    refreshTime: AD_REFRESH_SECONDS,
    refreshLimit: AD_REFRESH_LIMIT,
    sizes: mini ? MINI_AD_SIZES : AD_SIZES,
    lazyLoad: lazyLoading,
    video,
  };
}

/**
 * Space for an ad at the bottom of a page. With a provider it reserves the ad's box, asks for an ad once on mount
 * and removes it on unmount. Without one (ads not configured) it renders nothing: no empty box, no space.
 * Shrinks with the screen.
 */
export function AdSlot({ id, mini = false, lazyLoading = false, video = false, provider }: AdSlotProps) {
  useEffect(() => {
    if (!provider) return;
    provider.createAd(id, adRequestOptions({ mini, lazyLoading, video }));
    return () => provider.removeAd?.(id);
  }, [provider, id, mini, lazyLoading, video]);

  if (!provider) return null;
  const [width, height] = mini ? LEADERBOARD : BILLBOARD;
  const box = { '--ad-width': width, '--ad-height': height } as CSSProperties;
  return <div id={id} className={classes.slot} style={box} data-mini={mini || undefined} data-provider />;
}
