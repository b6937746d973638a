import { Box } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AdSlot, adRequestOptions } from './AdSlot';

const meta = preview.meta({
  title: 'UI/AdSlot',
  component: AdSlot,
  args: { id: 'ad-bottom' },
  parameters: {
    docs: {
      description: {
        component:
          'Space for an ad at the bottom of a page: a 970×250 billboard, or a 728×90 leaderboard when “mini”. ' +
          'The app passes the ad library as `provider`; the slot asks it for an ad on mount (refresh every 30 s, ' +
          'no refresh limit) and removes the ad when it leaves. Without a library (ads not configured) it renders ' +
          'nothing and keeps no space.',
      },
    },
  },
});

const fakeProvider = () => ({ createAd: fn().mockName('createAd'), removeAd: fn().mockName('removeAd') });

export const NotConfigured = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'No ad library configured (the demo, a site without ads): nothing at all, and no space kept for it.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#ad-bottom')).toBeNull();
    // No label, no box: nothing a user could see, and no height kept.
    await expect(canvasElement.innerText.trim()).toBe('');
    await expect(canvasElement.querySelector('[data-provider], [data-placeholder]')).toBeNull();
  },
});

export const Mini = meta.story({
  args: { id: 'ad-mini', mini: true, provider: fakeProvider() },
  parameters: {
    docs: {
      description: { story: 'The mini slot keeps the room of a 728×90 leaderboard while the ad loads.' },
    },
  },
  play: async ({ canvasElement }) => {
    const slot = canvasElement.querySelector('#ad-mini') as HTMLElement;
    const { width, height } = slot.getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(728);
    await expect(height).toBe(90);
  },
});

export const OnPhone = meta.story({
  args: { provider: fakeProvider() },
  decorators: [
    (Story) => (
      <Box w={375} maw="100%">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: { description: { story: 'On a 375 px screen the slot is never wider than the screen.' } },
  },
  play: async ({ canvasElement }) => {
    const { width } = (canvasElement.querySelector('#ad-bottom') as HTMLElement).getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(375);
  },
});

export const WithProvider = meta.story({
  args: { id: 'ad-video', lazyLoading: true, video: true, provider: fakeProvider() },
  parameters: {
    docs: {
      description: {
        story:
          'With an ad library (here a fake that records calls): the slot asks for one ad when it appears.',
      },
    },
  },
  play: async ({ args }) => {
    await expect(args.provider?.createAd).toHaveBeenCalledOnce();
    await expect(args.provider?.createAd).toHaveBeenCalledWith(
      'ad-video',
      adRequestOptions({ lazyLoading: true, video: true }),
    );
    await expect(args.provider?.removeAd).not.toHaveBeenCalled();
  },
});
