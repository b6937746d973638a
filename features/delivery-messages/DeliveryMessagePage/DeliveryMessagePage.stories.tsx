import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { DeliveryMessagePage } from './DeliveryMessagePage';

const ONE = '*/api/client/delivery-messages/:slug';
const PREMADE = '*/api/client/users/:id/premade-messages';

const sent: unknown[] = [];

const meta = preview.meta({
  title: 'Features/DeliveryMessages/DeliveryMessagePage',
  component: DeliveryMessagePage,
  args: { slug: 'classic-hot-fresh', onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'courier',
    docs: {
      description: {
        component:
          '`/staff/delivery-messages/{slug}`: one premade message, as written and as a delivery would post it (sample order, 1650 limit). “Use as my delivery message” for everyone; Edit and Delete for the creator or MANAGE_DELIVERY_MESSAGES.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(
      http.patch(PREMADE, async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
  },
});

export const OwnMessage = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The creator sees Edit and Delete, and the template as written beside the preview; mentions read as @name in the preview.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Classic Hot & Fresh' })).toBeVisible();
    // The editor also sees the template as written, placeholders and all.
    const written = within(canvas.getByRole('region', { name: 'Template' }));
    await expect(written.getByText(/^Hey \{user\.mention\}! Your `\{order\}` is here/)).toBeVisible();
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('@pancake.pilot')).toBeVisible();
    // Filled in as a customer reads it: the order as code, without the backticks or braces.
    await expect(preview.getByTestId('message-preview')).toHaveTextContent(
      'Your A large pepperoni pizza is here',
    );
    await expect(preview.getByText('A large pepperoni pizza', { selector: 'code' })).toBeVisible();
    await expect(preview.getByTestId('message-preview').textContent).not.toMatch(/[{}`]/);
    await expect(preview.getByTestId('length-counter')).toHaveTextContent(/^\d+ \/ 1650 characters$/);
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/staff/delivery-messages/classic-hot-fresh/edit',
    );
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
});

export const SomeoneElsesMessage = meta.story({
  args: { slug: 'pirate-ahoy' },
  parameters: {
    docs: {
      description: {
        story:
          'Another author’s message: it can be used, not edited or deleted; only the preview shows (the template with its placeholders is for editors).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pirate ahoy!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use as my delivery message' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Not an editor: the message as customers read it, no template with placeholders.
    await expect(canvas.getByRole('region', { name: 'Preview' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Template' })).toBeNull();
  },
});

export const ManagerCanEdit = meta.story({
  args: { slug: 'pirate-ahoy' },
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'MANAGE_DELIVERY_MESSAGES edits and deletes anyone’s message.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
});

export const UseAsMyMessage = meta.story({
  args: { slug: 'pirate-ahoy' },
  parameters: {
    docs: {
      description: {
        story:
          'Use it: the text becomes the user’s delivery message and the page says “In use”; then stop using it.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use as my delivery message' }));
    await expectToast(page, 'This is now your delivery message');
    await expect(await canvas.findByText('In use')).toBeVisible();
    await expect(sent[0]).toEqual({ deliveryMessage: expect.stringMatching(/^Ahoy, \{user\.mention\}!/) });

    await userEvent.click(await canvas.findByRole('button', { name: 'Stop using it' }));
    await expectToast(page, 'You are back to the default delivery message');
    await expect(await canvas.findByRole('button', { name: 'Use as my delivery message' })).toBeVisible();
    await expect(canvas.queryByText('In use')).toBeNull();
    await expect(sent[1]).toEqual({ deliveryMessage: null });
  },
});

export const UseFails = meta.story({
  args: { slug: 'pirate-ahoy' },
  beforeEach: ({ msw }) => {
    msw.use(serverError('PATCH', PREMADE, 'Settings are read-only right now'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use as my delivery message' }));
    await expectToast(page, 'Your delivery message was not changed: Settings are read-only right now');
    await expect(canvas.getByRole('button', { name: 'Use as my delivery message' })).toBeEnabled();
  },
});

export const DeleteMessage = meta.story({
  parameters: {
    docs: { description: { story: 'Delete asks first, then returns to the directory.' } },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete this message?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/delivery-messages'));
    await expectToast(page, 'Deleted Classic Hot & Fresh');
  },
});

export const DeleteRefused = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'The server refuses the delete: its message, verbatim, in the dialog.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('DELETE', ONE, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete this message?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('You do not have permission to do that');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const TooLongToDeliver = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'A message over the limit once filled in: the counter is red and it cannot be used.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', ONE, 200, {
        deliveryMessage: {
          _id: '1700000000000_1',
          title: 'The long goodbye',
          slug: 'the-long-goodbye',
          message: `${'So long, and thanks for all the fish. '.repeat(43)}{order}`,
          createdBy: '1',
          createdAt: 1_700_000_000_000,
        },
      }),
    );
  },
  play: async ({ canvas }) => {
    const counter = await canvas.findByTestId('length-counter');
    await expect(counter).toHaveAttribute('data-too-long', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too long to deliver');
    await expect(canvas.getByRole('button', { name: 'Use as my delivery message' })).toBeDisabled();
  },
});

export const NotFound = meta.story({
  args: { slug: 'no-such-message' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This message could not be found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the directory' })).toHaveAttribute(
      'href',
      '/staff/delivery-messages',
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', ONE));
  },
  parameters: {
    docs: { description: { story: 'No answer yet: after a short delay, a skeleton of the page.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the message')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', ONE));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This message could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const ChefWithoutPerk = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story: 'Without the beta perk the directory is closed: the page says what it needs, with no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The directory is not open to you' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const RefusedByServer = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', ONE, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  parameters: {
    docs: {
      description: { story: 'The server says no (403): its message, and no retry that could never succeed.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The directory is not open to you' }),
    ).toBeVisible();
    await expect(canvas.getByText('You do not have permission to do that')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', ONE));
  },
  parameters: {
    docs: {
      description: {
        story: 'An answer the page cannot read: said as such, with “Try again”, never a crash.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE, level: 1 })).toBeVisible();
    await expect(canvas.getByText('This message could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
