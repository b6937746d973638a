import { Button, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Dialog, DialogCancel } from './Dialog';

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
          'The modal every confirmation and form uses: 640 px, centred, titled, closable with the × button, Escape or a click outside; not while `busy` (a request runs), and only after “Discard your changes?” while `dirty` (text was typed).',
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

export const BusyIgnoresEscape = meta.story({
  args: { busy: true },
  parameters: {
    docs: {
      description: {
        story:
          'While a request runs (`busy`) Escape, a click outside, the × button and Cancel do nothing, so the outcome is always seen.',
      },
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this order?' });
    await userEvent.keyboard('{Escape}');
    const overlay = canvasElement.ownerDocument.querySelector('.mantine-Modal-overlay');
    if (overlay) await userEvent.click(overlay);
    await expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
});

/** A dialog with a text field: typing makes it `dirty`. */
function NoteDialog({ onClose }: { onClose: () => void }) {
  const [note, setNote] = useState('');
  return (
    <Dialog opened onClose={onClose} title="Add a note" dirty={note.trim() !== ''}>
      <Textarea
        label="Note"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <DialogCancel>Cancel</DialogCancel>
      </Group>
    </Dialog>
  );
}

export const ClosingWithTextAsksFirst = meta.story({
  render: (args) => <NoteDialog onClose={args.onClose} />,
  parameters: {
    docs: {
      description: {
        story:
          'With text typed (`dirty`), Escape, a click outside, × or Cancel ask “Discard your changes?” first: Keep editing returns to the text, Discard closes.',
      },
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add a note' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Extra napkins');
    await userEvent.keyboard('{Escape}');
    const ask = await body.findByRole('dialog', { name: 'Discard your changes?' });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    await expect(note).toHaveValue('Extra napkins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await body.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

export const ClosingWithoutTextCloses = meta.story({
  render: (args) => <NoteDialog onClose={args.onClose} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Add a note' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(body.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  },
});
