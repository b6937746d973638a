import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { BannedNotice } from './BannedNotice';

const meta = preview.meta({
  title: 'Features/Session/BannedNotice',
  component: BannedNotice,
  args: {
    onLogout: fn(),
    ban: { reason: 'Spamming orders', expires: Date.UTC(2026, 11, 21, 10, 0) },
    supportUrl: 'https://discord.gg/virtualdiner',
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          'Replaces the whole site for an account whose ban is active (docs/product/session.md#bans).',
      },
    },
  },
});

export const Temporary = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A ban with a reason and an end date: the ban message verbatim, its date in UTC (the same text as the server’s 403). The site is closed to the user, so the notice says where to appeal (the support server, in a new tab) beside Log out.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('ban-message').textContent).toBe(
      'You are currently banned from this website for the following reason: Spamming ordersThis ban will expire on 21 Dec 2026, 10:00 UTC.',
    );
    await expect(canvas.getByText(/To appeal this ban or ask about it/)).toBeVisible();
    const support = canvas.getByRole('link', { name: 'Support server' });
    await expect(support).toHaveAttribute('href', 'https://discord.gg/virtualdiner');
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: { description: { story: 'The same on a 375 px phone: both ways on fit side by side.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Support server' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

export const NoReasonGiven = meta.story({
  args: { ban: { reason: null, expires: Date.UTC(2027, 0, 1) } },
  parameters: {
    docs: { description: { story: 'No reason recorded: the message says “No reason given.” instead.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('ban-message').textContent).toBe(
      'You are currently banned from this website for the following reason: No reason given.This ban will expire on 1 Jan 2027, 00:00 UTC.',
    );
  },
});

export const Permanent = meta.story({
  args: { ban: { reason: 'Harassment', expires: null } },
  parameters: {
    docs: {
      description: {
        story: 'No end date: the second sentence says the ban is permanent (no wording was given for it).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('ban-message').textContent).toBe(
      'You are currently banned from this website for the following reason: HarassmentThis ban is permanent.',
    );
  },
});

export const LoggingOut = meta.story({
  args: { loggingOut: true },
  parameters: {
    docs: {
      description: {
        story: 'Logging out is under way: the button shows a loader and cannot be pressed again.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeDisabled();
  },
});

export const ServerRefusal = meta.story({
  args: {
    ban: undefined,
    message:
      'You are currently banned from this website for the following reason: Spamming ordersThis ban will expire on 21 Dec 2026, 10:00 UTC.',
  },
  parameters: {
    docs: {
      description: {
        story:
          'The server refused the signed-in user with its 403 ban message (docs/api/errors.md#ban-refusal): the message is shown as the server wrote it, the end of the ban on its own line.',
      },
    },
  },
  play: async ({ canvas, args }) => {
    const text = canvas.getByTestId('ban-message');
    await expect(text).toHaveTextContent(args.message as string);
    // The line break sits right before "This ban…".
    await expect(text.querySelector('br')?.nextSibling?.textContent).toBe(
      'This ban will expire on 21 Dec 2026, 10:00 UTC.',
    );
  },
});
