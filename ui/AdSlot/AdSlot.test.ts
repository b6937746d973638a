import { describe, expect, it } from 'vitest';
import { AD_REFRESH_LIMIT, AD_REFRESH_SECONDS, AD_SIZES, adRequestOptions } from './AdSlot';

describe('ui/AdSlot rules', () => {
  it('refreshes every 30 s with no refresh limit', () => {
    expect(AD_REFRESH_SECONDS).toBe(30);
    expect(AD_REFRESH_LIMIT).toBe(0);
  });

  it('asks for the regular sizes, no lazy loading and no video by default', () => {
    expect(adRequestOptions({})).toEqual({
      refreshTime: 30,
      refreshLimit: 0,
      sizes: AD_SIZES,
      lazyLoad: false,
      video: false,
    });
  });

  it('asks only for the 728×90 leaderboard when mini', () => {
    expect(adRequestOptions({ mini: true }).sizes).toEqual([[728, 90]]);
  });

  it('passes lazy loading and video through', () => {
    expect(adRequestOptions({ lazyLoading: true, video: true })).toMatchObject({
      lazyLoad: true,
      video: true,
    });
  });

  it('only offers sizes that fit the 970×250 box the regular slot reserves', () => {
    expect(AD_SIZES[0]).toEqual([970, 250]);
    for (const [width, height] of AD_SIZES) {
      expect(width).toBeLessThanOrEqual(970);
      expect(height).toBeLessThanOrEqual(250);
    }
  });
});
