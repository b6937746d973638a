import { Button, Group, Text } from '@mantine/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Dialog } from './Dialog';

const meta = preview.meta({
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    opened: true,
    onClose: fn(),
    title: 'Delete this order?',
    children: (
      <>
        <Text size="sm">The customer will be told their order was deleted. This cannot be undone.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default">Cancel</Button>
          <Button color="red">Delete</Button>
        </Group>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The modal every confirmation and form uses: 640 px, centred, titled, closable with the × button, Escape or a click outside.',
      },
    },
  },
});

export const Open = meta.story({
  parameters: {
    docs: { description: { story: 'A confirmation dialog; its title is its accessible name.' } },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog.querySelector('header')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

export const ClosesOnEscape = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
});
