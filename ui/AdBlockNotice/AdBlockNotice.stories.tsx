import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AdBlockNotice } from './AdBlockNotice';

const PHONE = {
  viewport: {
    options: {
      phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
    },
  },
} as const;

const meta = preview.meta({
  title: 'UI/AdBlockNotice',
  component: AdBlockNotice,
  args: { opened: true, onDismiss: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The full-screen notice shown when every ad-block probe failed (lib/adblock.ts): a modal dialog named ' +
          "“Please disable your browser's ad-blocker”, a link to the instructions page and a button that " +
          'dismisses it for the session. Focus moves into it and stays there until it closes.',
      },
    },
  },
});

export const Shown = meta.story({
  parameters: { docs: { description: { story: 'The notice, on a wide screen.' } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: "Please disable your browser's ad-blocker" });
    await expect(within(dialog).getByRole('link', { name: 'How to disable it' })).toHaveAttribute(
      'href',
      '/disable-your-adblocker',
    );
    // Focus is inside the dialog, on the quiet way out.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continue without disabling' })).toHaveFocus(),
    );
  },
});

export const OnPhone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...PHONE, docs: { description: { story: 'The notice on a 375 px phone.' } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: "Please disable your browser's ad-blocker" }),
    ).toBeVisible();
  },
});

export const Dismiss = meta.story({
  tags: ['no-visual'],
  parameters: { docs: { description: { story: 'Dismissing it for the session.' } } },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: "Please disable your browser's ad-blocker" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue without disabling' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const DismissWithEscape = meta.story({
  tags: ['no-visual'],
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce());
  },
});
