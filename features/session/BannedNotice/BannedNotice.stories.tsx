import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { BannedNotice } from './BannedNotice';

const meta = preview.meta({
  title: 'Features/Session/BannedNotice',
  component: BannedNotice,
  args: { onLogout: fn(), ban: { reason: 'Spamming orders', expires: Date.UTC(2026, 11, 21, 10, 0) } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: { component: 'Replaces the whole site for an account whose ban is active (spec §4, §8).' },
    },
  },
});

export const Temporary = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('ban-message').textContent).toBe(
      'You are currently banned from this website for the following reason: Spamming ordersThis ban will expire on December 21, 2026 at 10:00 AM (UTC).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});

export const NoReasonGiven = meta.story({
  args: { ban: { reason: null, expires: Date.UTC(2027, 0, 1) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('ban-message')).toHaveTextContent(
      'You are currently banned from this website for the following reason: No reason given.This ban will expire on',
    );
  },
});

export const Permanent = meta.story({
  args: { ban: { reason: 'Harassment', expires: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('ban-message')).toHaveTextContent('This ban is permanent.');
  },
});

export const LoggingOut = meta.story({
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeDisabled();
  },
});
