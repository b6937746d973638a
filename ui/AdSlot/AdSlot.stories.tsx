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
          'no refresh limit) and removes the ad when it leaves. Without a library it is a quiet placeholder of the ' +
          'same shape that shrinks on small screens.',
      },
    },
  },
});

export const Placeholder = meta.story({
  parameters: { docs: { description: { story: 'No ad library: a dashed box of the billboard’s shape.' } } },
  play: async ({ canvas }) => {
    const slot = canvas.getByRole('img', { name: 'Advertisement placeholder' });
    const { width, height } = slot.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(970 / 250, 1);
  },
});

export const Mini = meta.story({
  args: { id: 'ad-mini', mini: true },
  parameters: { docs: { description: { story: 'The mini slot: a 728×90 leaderboard.' } } },
  play: async ({ canvas }) => {
    const { width, height } = canvas
      .getByRole('img', { name: 'Advertisement placeholder' })
      .getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(728);
    await expect(width / height).toBeCloseTo(728 / 90, 1);
  },
});

export const OnPhone = meta.story({
  decorators: [
    (Story) => (
      <Box w={375} maw="100%">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: { description: { story: 'On a 375 px screen the placeholder shrinks to fit, keeping its shape.' } },
  },
  play: async ({ canvas }) => {
    const { width } = canvas.getByRole('img', { name: 'Advertisement placeholder' }).getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(375);
  },
});

export const WithProvider = meta.story({
  args: {
    id: 'ad-video',
    lazyLoading: true,
    video: true,
    provider: { createAd: fn().mockName('createAd'), removeAd: fn().mockName('removeAd') },
  },
  parameters: {
    docs: {
      description: {
        story:
          'With an ad library (here a fake that records calls): the slot asks for one ad when it appears.',
      },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('img', { name: 'Advertisement placeholder' })).not.toBeInTheDocument();
    await expect(args.provider?.createAd).toHaveBeenCalledOnce();
    await expect(args.provider?.createAd).toHaveBeenCalledWith(
      'ad-video',
      adRequestOptions({ lazyLoading: true, video: true }),
    );
    await expect(args.provider?.removeAd).not.toHaveBeenCalled();
  },
});
