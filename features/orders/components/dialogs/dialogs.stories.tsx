import { useAction } from '@lib/action';
import { imageUpload } from '@lib/config';
import { ApiError } from '@lib/http';
import type { Order } from '@lib/schemas/order';
import { Button } from '@mantine/core';
import { imageHostRefuses, networkError } from '@mocks/scenarios';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { sampleOrder } from '../../fixtures';
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

/**
 * The dialogs run the board's actions (`useAction`, lib/action.ts); in these stories a function stands in for
 * the request, and the action around it gives the in-flight guard and the inline failure.
 */
function Prepare({
  onPrepare,
}: {
  onPrepare: (order: Order, images: string[], chefNote: string) => Promise<unknown>;
}) {
  const prepare = useAction(onPrepare);
  return <PrepareDialog order={order} opened onClose={fn()} prepare={prepare} />;
}

function Deliver({
  onDeliver,
}: {
  onDeliver: (order: Order, report: boolean, reportReason: string) => Promise<unknown>;
}) {
  const deliver = useAction(onDeliver);
  return <DeliverDialog order={sampleOrder({ status: 3 })} opened onClose={fn()} deliver={deliver} />;
}

export const PrepareWithSearch = meta.story({
  render: () => <Prepare onPrepare={fn(async () => undefined)} />,
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
  render: () => <Prepare onPrepare={fn(async () => undefined)} />,
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
    <Prepare
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

/**
 * A search whose results mix pictures the site may show with URLs it must not: script and data URLs, plain
 * http, and hosts outside the image allow-list. "only hostile" answers nothing but those.
 */
const SAFE_RESULTS = [
  { description: 'Pancakes with berries', url: 'https://images.unsplash.com/photo-pancakes-safe?w=800' },
  { description: 'Pancakes on Imgur', url: 'https://i.imgur.com/Pk3Safe.png' },
];
const HOSTILE_RESULTS = [
  { description: 'Script link', url: 'javascript:alert(document.cookie)' },
  { description: 'Plain http picture', url: 'http://images.unsplash.com/photo-pancakes-insecure?w=800' },
  { description: 'Inline data picture', url: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+' },
  { description: 'Picture on another host', url: 'https://images.evil.example/pancakes.png' },
];
const mixedResults = http.post('*/api/client/orders/images/search', async ({ request }) => {
  const { query } = (await request.json()) as { query?: string };
  return HttpResponse.json({
    images:
      query === 'only hostile'
        ? HOSTILE_RESULTS
        : [HOSTILE_RESULTS[0], SAFE_RESULTS[0], ...HOSTILE_RESULTS.slice(1), SAFE_RESULTS[1]],
  });
});

export const SearchFiltersUnsafePictures = meta.story({
  args: { onPrepare: fn(async () => undefined) },
  render: (args) => <Prepare onPrepare={args.onPrepare} />,
  beforeEach: ({ msw }) => msw.use(mixedResults),
  parameters: {
    docs: {
      description: {
        story:
          'The search answers script, data and plain-http URLs and a host outside the allow-list next to two good pictures: only the https pictures on allowed hosts are shown, and only they can be chosen and sent. When nothing safe is left, the dialog says no pictures were found.',
      },
    },
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Prepare order #Qx7Lm2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    const group = await dialog.findByRole('group', { name: 'Search results' });
    const results = within(group);
    await expect(results.getAllByRole('button')).toHaveLength(SAFE_RESULTS.length);
    await expect(results.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(
      SAFE_RESULTS.map((image) => image.description),
    );
    await expect(results.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(
      SAFE_RESULTS.map((image) => image.url),
    );
    for (const { description } of HOSTILE_RESULTS) {
      await expect(results.queryByRole('button', { name: description })).toBeNull();
    }
    const dialogElement = group.closest('[role="dialog"]') as HTMLElement;
    await expect(
      dialogElement.querySelector('img[src^="javascript:"], img[src^="data:"], img[src^="http:"]'),
    ).toBeNull();

    for (const { description } of SAFE_RESULTS)
      await userEvent.click(results.getByRole('button', { name: description }));
    await expect(dialog.getByText('Chosen pictures (2 of 3)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Prepare order' }));
    await expect(args.onPrepare).toHaveBeenCalledWith(
      order,
      SAFE_RESULTS.map((image) => image.url),
      '',
    );

    // Nothing safe at all: the usual "no pictures" state.
    const query = dialog.getByRole('textbox', { name: 'Search for pictures' });
    await userEvent.clear(query);
    await userEvent.type(query, 'only hostile');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(await dialog.findByText('No pictures found. Try other words.')).toBeVisible();
    await expect(dialog.queryByRole('group', { name: 'Search results' })).toBeNull();
  },
});

const MB = 1024 * 1024;
/** A picture as the file picker hands it over: a name, a type and bytes. */
const pictureFile = (name: string, type: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

/** Opens the Upload tab; returns the dialog and its file input (Mantine's FileButton keeps it hidden). */
async function openUpload(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  const dialogElement = await body(canvasElement).findByRole('dialog', { name: 'Prepare order #Qx7Lm2' });
  const dialog = within(dialogElement);
  await userEvent.click(dialog.getByRole('tab', { name: 'Upload' }));
  await expect(dialog.getByRole('button', { name: 'Choose a picture' })).toBeVisible();
  const input = dialogElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the Upload tab');
  await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
  return { dialog, input };
}

export const UploadPicture = meta.story({
  args: { onPrepare: fn(async () => undefined) },
  render: (args) => <Prepare onPrepare={args.onPrepare} />,
  parameters: {
    docs: {
      description: {
        story:
          'Upload tab: the chef picks a PNG; it goes to the public image host and its link fills the first of the three picture slots, ready to prepare.',
      },
    },
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const { dialog, input } = await openUpload(canvasElement, userEvent);
    await expect(dialog.getByText('Choose at least one picture.')).toBeVisible();
    await userEvent.upload(input, pictureFile('pancakes.png', 'image/png'));

    await expect(await dialog.findByText('Chosen pictures (1 of 3)')).toBeVisible();
    const chosen = dialog.getByRole('img', { name: 'Chosen 1 of 1' });
    const link = chosen.getAttribute('src') ?? '';
    await expect(link).toMatch(/^https:\/\/i\.imgur\.com\/[A-Za-z0-9]{7}\.png$/);
    await expect(dialog.getByRole('button', { name: 'Remove chosen picture 1' })).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Prepare order' }));
    await expect(args.onPrepare).toHaveBeenCalledWith(order, [link], '');
  },
});

export const UploadWrongType = meta.story({
  render: () => <Prepare onPrepare={fn(async () => undefined)} />,
  parameters: {
    docs: {
      description: {
        story:
          'The picker offers pictures only, but a chef can still choose "All files". An SVG (it can carry script) or a PDF is refused before anything is uploaded, and no slot is filled.',
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const { dialog, input } = await openUpload(canvasElement, userEvent);
    // As if "All files" was chosen in the picker: the input's accept list does not filter the file.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, pictureFile('logo.svg', 'image/svg+xml'));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Not uploaded');
    await expect(alert).toHaveTextContent('Choose a PNG, JPEG, WebP or GIF picture.');
    await anyFile.upload(input, pictureFile('menu.pdf', 'application/pdf'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, WebP or GIF picture.');
    await expect(dialog.getByText('Chosen pictures (0 of 3)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Prepare order' })).toBeDisabled();
  },
});

export const UploadTooLarge = meta.story({
  render: () => <Prepare onPrepare={fn(async () => undefined)} />,
  parameters: {
    docs: {
      description: {
        story:
          'A picture over the host’s 10 MB limit is refused before upload; a smaller one then goes through.',
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const { dialog, input } = await openUpload(canvasElement, userEvent);
    await userEvent.upload(input, pictureFile('huge.jpg', 'image/jpeg', 10 * MB + 1));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Not uploaded');
    await expect(alert).toHaveTextContent('That picture is over 10 MB.');
    await expect(dialog.getByText('Chosen pictures (0 of 3)')).toBeVisible();

    await userEvent.upload(input, pictureFile('smaller.jpg', 'image/jpeg', 10 * MB));
    await expect(await dialog.findByText('Chosen pictures (1 of 3)')).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
});

export const UploadHostRefuses = meta.story({
  render: () => <Prepare onPrepare={fn(async () => undefined)} />,
  beforeEach: ({ msw }) => msw.use(imageHostRefuses(undefined, { once: true })),
  parameters: {
    docs: {
      description: {
        story:
          'The image host refuses the upload: its message is shown as it is, and nothing is chosen. Choosing the same file again retries (here the host then accepts it).',
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const { dialog, input } = await openUpload(canvasElement, userEvent);
    const file = pictureFile('pancakes.webp', 'image/webp');
    await userEvent.upload(input, file);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Not uploaded');
    await expect(alert).toHaveTextContent('Imgur is temporarily over capacity. Please try again later.');
    await expect(dialog.getByText('Chosen pictures (0 of 3)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose a picture' })).toBeEnabled();

    await userEvent.upload(input, file);
    await expect(await dialog.findByText('Chosen pictures (1 of 3)')).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
});

export const UploadHostUnreachable = meta.story({
  render: () => <Prepare onPrepare={fn(async () => undefined)} />,
  beforeEach: ({ msw }) => msw.use(networkError('POST', imageUpload.url)),
  parameters: {
    docs: {
      description: {
        story: 'The image host cannot be reached: the dialog says so and suggests searching instead.',
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const { dialog, input } = await openUpload(canvasElement, userEvent);
    await userEvent.upload(input, pictureFile('pancakes.gif', 'image/gif'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The image host could not be reached. Try again, or search for a picture instead.',
    );
    await expect(dialog.getByText('Chosen pictures (0 of 3)')).toBeVisible();
  },
});

export const DeliverOrReport = meta.story({
  render: () => <Deliver onDeliver={fn(async () => undefined)} />,
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
    <Deliver
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
    const remove = useAction(async (_order: Order, _reason: string) => undefined, {
      onSuccess: () => setOpen(false),
    });
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <DeleteDialog order={order} opened={open} onClose={() => setOpen(false)} remove={remove} />
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

export const DeleteKeepsWhatWasTyped = meta.story({
  render: function Render() {
    const [open, setOpen] = useState(true);
    // A request that does not answer until the story lets it.
    const remove = useAction((_order: Order, _reason: string) => new Promise<void>(() => {}));
    return <DeleteDialog order={order} opened={open} onClose={() => setOpen(false)} remove={remove} />;
  },
  parameters: {
    docs: {
      description: {
        story:
          'Typed text is never lost: closing with a reason typed asks “Discard your changes?” first, and while the delete runs Escape and Keep order do nothing.',
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Delete order #Qx7Lm2?' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'Duplicate order');
    // Closing with text asks first; Keep editing returns to it.
    await userEvent.click(dialog.getByRole('button', { name: 'Keep order' }));
    const ask = within(await page.findByRole('dialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    await expect(reason).toHaveValue('Duplicate order');
    // While the delete runs, Escape does nothing and Keep order is disabled.
    await userEvent.click(dialog.getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep order' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: 'Delete order #Qx7Lm2?' })).toBeVisible();
    await expect(page.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    await expect(reason).toHaveValue('Duplicate order');
  },
});

/** Set by the next story's render: the board removing the order under the open dialog. */
let removeOrder = () => {};
/** The upload request the next story holds open, with its signal (null: nothing can abort it). */
let heldUpload: { signal: AbortSignal | null } | null = null;

export const UploadStopsWhenTheDialogCloses = meta.story({
  // It ends with the dialog closed: nothing to photograph.
  tags: ['no-visual'],
  render: function Render() {
    const [opened, setOpened] = useState(true);
    removeOrder = () => setOpened(false);
    const prepare = useAction(async (_order: Order, _images: string[], _note: string) => undefined);
    return <PrepareDialog order={order} opened={opened} onClose={() => setOpened(false)} prepare={prepare} />;
  },
  beforeEach: () => {
    heldUpload = null;
    const realFetch = globalThis.fetch;
    // The image host never answers: the request stays open until something aborts it.
    globalThis.fetch = (input, init) => {
      if (String(input) !== imageUpload.url) return realFetch(input, init);
      heldUpload = { signal: init?.signal ?? null };
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  },
  parameters: {
    docs: {
      description: {
        story:
          'An upload stops when its dialog closes: here the order leaves the board (another chef prepared it) while the picture is still uploading, and the request is aborted instead of running on with nowhere to go.',
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const { dialog, input } = await openUpload(canvasElement, userEvent);
    await userEvent.upload(input, pictureFile('pancakes.png', 'image/png'));
    await waitFor(() => expect(heldUpload).not.toBeNull());
    await expect(heldUpload?.signal?.aborted).toBe(false);
    // While it runs, the dialog stays (busy).
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    removeOrder();
    await waitFor(() => expect(heldUpload?.signal?.aborted).toBe(true));
  },
});
