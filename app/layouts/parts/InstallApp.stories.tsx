import { Paper } from '@mantine/core';
import { expect, waitFor } from 'storybook/test';
import { overrideProperty } from '../../../.storybook/override-property';
import preview from '../../../.storybook/preview';
import { InstallApp } from './InstallApp';

type InstallWindow = Window & { __vdInstallPrompt?: unknown; __vdAppInstalled?: boolean };

/** A stand-in for Chromium's `beforeinstallprompt` event, answering its prompt with `outcome`. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const prompts: number[] = [];
  let choose: (choice: { outcome: 'accepted' | 'dismissed' }) => void = () => {};
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: async () => {
      prompts.push(Date.now());
      choose({ outcome });
    },
    userChoice: new Promise<{ outcome: 'accepted' | 'dismissed' }>((resolve) => {
      choose = resolve;
    }),
  });
  return { event, prompts };
}

/** Pretends to be an iPhone's browser until the story ends. */
const asIphone = () =>
  overrideProperty(
    navigator,
    'userAgent',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  );

let offer = installOffer('accepted');

const meta = preview.meta({
  title: 'App/Layouts/Parts/InstallApp',
  component: InstallApp,
  decorators: [
    (Story) => (
      <Paper withBorder p="md" maw={260}>
        <Story />
      </Paper>
    ),
  ],
  beforeEach: () => {
    const state = window as InstallWindow;
    return () => {
      delete state.__vdInstallPrompt;
      delete state.__vdAppInstalled;
    };
  },
  parameters: {
    docs: {
      description: {
        component:
          'In the staff preferences: installing the site as an app (docs/product/orders.md#the-installed-app). ' +
          'Where the browser offers it, ‘Install app’ shows the browser’s own prompt; on iPhone and iPad it says how; ' +
          'once installed it says so. Elsewhere it shows nothing.',
      },
    },
  },
});

export const Available = meta.story({
  beforeEach: () => {
    offer = installOffer('accepted');
    (window as InstallWindow).__vdInstallPrompt = offer.event;
  },
  parameters: {
    docs: {
      description: {
        story: 'The browser offers installing: the button shows its prompt; accepted, it is done.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText('The kitchen on your home screen or dock, in a window of its own.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Install app' }));
    await waitFor(() => expect(offer.prompts).toHaveLength(1));
    await expect(
      await canvas.findByText('Installed: the kitchen opens in a window of its own.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Install app' })).toBeNull();
  },
});

export const Dismissed = meta.story({
  beforeEach: () => {
    offer = installOffer('dismissed');
    (window as InstallWindow).__vdInstallPrompt = offer.event;
  },
  parameters: {
    docs: {
      description: {
        story:
          'The prompt was dismissed: the browser decides when to offer again, so the button goes until then.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Install app' }));
    await waitFor(() => expect(offer.prompts).toHaveLength(1));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'The app' })).toBeNull());
  },
});

export const OnIphone = meta.story({
  beforeEach: asIphone,
  parameters: {
    docs: { description: { story: 'iPhone and iPad have no install prompt: the steps instead.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On iPhone or iPad: tap Share, then Add to Home Screen.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Installed = meta.story({
  beforeEach: () => {
    (window as InstallWindow).__vdAppInstalled = true;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Installed: the kitchen opens in a window of its own.')).toBeVisible();
  },
});

export const NotOffered = meta.story({
  parameters: {
    docs: { description: { story: 'A browser that offers no install and is no iPhone: nothing is shown.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'The app' })).toBeNull();
  },
});
