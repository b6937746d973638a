import { ApiError } from '@lib/http';
import { Button } from '@mantine/core';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { sampleOrder } from '../fixtures';
import { DeleteDialog } from './DeleteDialog';
import { DeliverDialog } from './DeliverDialog';
import { PrepareDialog } from './PrepareDialog';

const order = sampleOrder({ status: 1 });
const searchResults = http.post('*/api/client/orders/images/search', () =>
  HttpResponse.json({
    images: [1, 2, 3, 4, 5].map((n) => ({
      description: `Pancakes ${n}`,
      url: `https://images.unsplash.com/photo-pancakes-${n}?w=800`,
    })),
  }),
);

const meta = preview.meta({
  title: 'Features/Orders/Dialogs',
  parameters: {
    docs: {
      description: {
        component:
          'The Order Manager’s dialogs: prepare (1–3 pictures by search or upload, a chef note of at most 500 characters), deliver (optionally reporting with a reason) and delete (a reason, behind this confirmation).',
      },
    },
  },
});

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const PrepareWithSearch = meta.story({
  render: () => <PrepareDialog order={order} onClose={fn()} onPrepare={fn(async () => undefined)} />,
  beforeEach: ({ msw }) => msw.use(searchResults),
  parameters: {
    docs: { description: { story: 'Search, choose up to three pictures, add a note, prepare.' } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Prepare order #Qx7Lm2' }));
    const prepare = dialog.getByRole('button', { name: 'Prepare order' });
    await expect(prepare).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    const results = within(await dialog.findByRole('group', { name: 'Search results' }));
    for (const n of [1, 2, 3]) await userEvent.click(results.getByRole('button', { name: `Pancakes ${n}` }));
    await expect(results.getByRole('button', { name: 'Pancakes 4' })).toBeDisabled();
    await expect(dialog.getByText('Chosen pictures (3 of 3)')).toBeVisible();
    await expect(prepare).toBeEnabled();
  },
});

export const ChefNoteTooLong = meta.story({
  // The dialog scrolls to the focused note by a pixel more or less from run to run: behaviour-only.
  tags: ['no-visual'],
  render: () => <PrepareDialog order={order} onClose={fn()} onPrepare={fn(async () => undefined)} />,
  beforeEach: ({ msw }) => msw.use(searchResults),
  parameters: {
    docs: { description: { story: 'Over 500 characters: the counter turns red and Prepare is disabled.' } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pancakes 1' }));
    const note = dialog.getByRole('textbox', { name: /Chef note/ });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(501));
    await expect(dialog.getByText('501 / 500')).toBeVisible();
    await expect(dialog.getByText('Chef note character limit has been exceeded')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Prepare order' })).toBeDisabled();
  },
});

export const PrepareRefused = meta.story({
  render: () => (
    <PrepareDialog
      order={order}
      onClose={fn()}
      onPrepare={async () => {
        throw new ApiError({
          statusCode: 400,
          code: 'invalid_images',
          message: 'None of the images provided were valid',
        });
      }}
    />
  ),
  beforeEach: ({ msw }) => msw.use(searchResults),
  parameters: {
    docs: { description: { story: 'The server refuses: its message verbatim, the choices and note kept.' } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pancakes 2' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Chef note/ }), 'Extra syrup');
    await userEvent.click(dialog.getByRole('button', { name: 'Prepare order' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'None of the images provided were valid',
    );
    await expect(dialog.getByRole('textbox', { name: /Chef note/ })).toHaveValue('Extra syrup');
    await expect(dialog.getByText('Chosen pictures (1 of 3)')).toBeVisible();
  },
});

export const DeliverOrReport = meta.story({
  render: () => (
    <DeliverDialog order={sampleOrder({ status: 3 })} onClose={fn()} onDeliver={fn(async () => undefined)} />
  ),
  parameters: { docs: { description: { story: 'Deliver, or report with a required reason.' } } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Deliver order #Qx7Lm2' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Report this order/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Report order' }));
    await expect(dialog.getByText('Give a reason for the report')).toBeVisible();
  },
});

export const DeliveryMessageTooLong = meta.story({
  render: () => (
    <DeliverDialog
      order={sampleOrder({ status: 3 })}
      onClose={fn()}
      onDeliver={async () => {
        throw new ApiError({
          statusCode: 400,
          code: 'delivery_message_length',
          message: 'Delivery message length is too long, please change your message',
        });
      }}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Deliver order' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Delivery message length is too long, please change your message',
    );
  },
});

export const DeleteNeedsReason = meta.story({
  render: function Render() {
    const [open, setOpen] = useState(true);
    const onDelete = fn(async () => setOpen(false));
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <DeleteDialog order={open ? order : null} onClose={() => setOpen(false)} onDelete={onDelete} />
      </>
    );
  },
  parameters: {
    docs: { description: { story: 'Delete asks for a reason; the dialog is the confirmation.' } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Delete order #Qx7Lm2?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete order' }));
    await expect(dialog.getByText('Give a reason for deleting the order')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Duplicate order');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});
