import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Dialog, DialogActions, DialogCancel } from './Dialog';

const PHONE = {
  viewport: {
    options: {
      phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
    },
  },
} as const;

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
        <DialogActions>
          <DialogCancel>Cancel</DialogCancel>
          <Button color="red">Delete</Button>
        </DialogActions>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The modal every confirmation and form uses: 640 px, centred, titled, closable with the × button, Escape or a click outside; not while `busy` (a request runs), and only after “Discard your changes?” while `dirty` (text was typed). Its buttons go in `DialogActions`, a bar stuck to its bottom: however long the content, the main action stays in view and the content scrolls under it. On phones it is a sheet across the width, up to the bottom edge. While it is open, toasts keep to a band above it, so they never cover its title or buttons.',
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
      <DialogActions>
        <DialogCancel>Cancel</DialogCancel>
      </DialogActions>
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

/** Enough text to overflow a phone's screen several times. */
const LONG_TEXT = Array.from(
  { length: 14 },
  (_, index) =>
    `Step ${index + 1}. Plate the order, check it against the ticket, add the garnish and a napkin, then take a picture for the customer.`,
);

function expectInView(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView as Window;
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  expect(hit && element.contains(hit)).toBe(true);
}

export const LongContentOnPhone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Prepare order #Wf3kTz',
    children: (
      <Stack gap="sm">
        {LONG_TEXT.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <DialogActions>
          <DialogCancel>Cancel</DialogCancel>
          <Button>Prepare order</Button>
        </DialogActions>
      </Stack>
    ),
  },
  parameters: {
    ...PHONE,
    docs: {
      description: {
        story:
          'Content far taller than a 375 × 812 phone: the dialog is a sheet across the width, its title stays at the top and its action bar at the bottom, in view, while the text scrolls between them.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Prepare order #Wf3kTz' });
    const prepare = within(dialog).getByRole('button', { name: 'Prepare order' });
    await waitFor(() => expectInView(prepare));
    // Scrolled to the middle of the text, the title and the actions are still there.
    const scroller = dialog.closest('.mantine-Modal-content') ?? dialog;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expectInView(prepare));
    expectInView(within(dialog).getByRole('heading', { name: 'Prepare order #Wf3kTz' }));
  },
});
