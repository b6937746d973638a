import { respondWith } from '@mocks/scenarios';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { DeliveryMessageEditorPage } from './DeliveryMessageEditorPage';

const LIST = '/api/client/delivery-messages';
const ONE = '*/api/client/delivery-messages/:slug';

const meta = preview.meta({
  title: 'Features/DeliveryMessages/DeliveryMessageEditorPage',
  component: DeliveryMessageEditorPage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'courier',
    docs: {
      description: {
        component:
          '`/staff/delivery-messages/create` and `/{slug}/edit`: title, message, placeholders inserted at the cursor, and a live preview with a sample order. The counter measures the message once filled in; at 1650 characters it turns red and saving is blocked.',
      },
    },
  },
});

export const Create = meta.story({
  parameters: {
    docs: {
      description: { story: 'Write a message with placeholders; saving opens the new message’s page.' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Speedy delivery!');
    const message = canvas.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(message, 'Zoom! ');
    await userEvent.click(canvas.getByRole('button', { name: 'Insert {user.mention}' }));
    await userEvent.type(message, ', here is your ');
    await userEvent.click(canvas.getByRole('button', { name: 'Insert {order}' }));
    await expect(message).toHaveValue('Zoom! {user.mention}, here is your {order}');
    await expect(canvas.getByTestId('message-preview')).toHaveTextContent(
      'Zoom! @pancake.pilot, here is your A large pepperoni pizza',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create message' }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/staff/delivery-messages/speedy-delivery'),
    );
    await expectToast(page, 'Created Speedy delivery!');
  },
});

export const InsertAtCursor = meta.story({
  parameters: {
    docs: { description: { story: 'A placeholder goes where the cursor is, not at the end.' } },
  },
  play: async ({ canvas, userEvent }) => {
    const message = await canvas.findByRole('textbox', { name: /^Message/ });
    await userEvent.type(message, 'Hello !');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: 'Insert {user.username}' }));
    await expect(message).toHaveValue('Hello {user.username}!');
    await waitFor(() => expect(message).toHaveFocus());
    await userEvent.keyboard(' :)');
    await expect(message).toHaveValue('Hello {user.username} :)!');
  },
});

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create message' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Message is required')).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const OverTheLimit = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Under 1650 as typed, over once `{order}` is filled in: the counter turns red and Save is blocked.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Too much');
    const message = canvas.getByRole('textbox', { name: /^Message/ });
    await userEvent.click(message);
    await userEvent.paste(`${'x'.repeat(1640)}{order}`);
    const counter = canvas.getByTestId('length-counter');
    await expect(counter).toHaveTextContent('1663 / 1650 characters');
    await expect(counter).toHaveAttribute('data-too-long', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too long to deliver');
    await expect(canvas.getByRole('button', { name: 'Create message' })).toBeDisabled();
    // Back under the limit, saving is possible again.
    await userEvent.keyboard('{Backspace}'.repeat(7));
    await expect(counter).toHaveTextContent('1640 / 1650 characters');
    await expect(counter).not.toHaveAttribute('data-too-long');
    await expect(canvas.getByRole('button', { name: 'Create message' })).toBeEnabled();
  },
});

export const ServerErrorKeepsInput = meta.story({
  parameters: {
    docs: {
      description: { story: 'The server refuses: its message shows verbatim and nothing typed is lost.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', LIST, 400, {
        statusCode: 400,
        code: 'delivery_message_length',
        message: 'Delivery message length is too long, please change your message',
      }),
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Kept');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'Still here');
    await userEvent.click(canvas.getByRole('button', { name: 'Create message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Delivery message length is too long, please change your message',
    );
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept');
    await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveValue('Still here');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const Edit = meta.story({
  args: { slug: 'classic-hot-fresh' },
  parameters: {
    docs: {
      description: {
        story: 'The creator renames a message: the slug follows the title and the page moves to it.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue('Classic Hot & Fresh');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'Classic Piping Hot');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/staff/delivery-messages/classic-piping-hot'),
    );
    await expectToast(page, 'Saved Classic Piping Hot');
  },
});

export const EditNotAllowed = meta.story({
  args: { slug: 'pirate-ahoy' },
  parameters: {
    docs: { description: { story: 'Someone else’s message, without MANAGE_DELIVERY_MESSAGES.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You cannot edit this message' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Message/ })).toBeNull();
  },
});

export const EditAsManager = meta.story({
  args: { slug: 'pirate-ahoy' },
  parameters: { persona: 'admin' },
  play: async ({ canvas }) => {
    const message = (await canvas.findByRole('textbox', { name: /^Message/ })) as HTMLTextAreaElement;
    await expect(message.value).toMatch(/^Ahoy, \{user\.mention\}!/);
  },
});

export const EditNotFound = meta.story({
  args: { slug: 'no-such-message' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This message could not be found' }),
    ).toBeVisible();
  },
});

export const EditLoadFails = meta.story({
  args: { slug: 'classic-hot-fresh' },
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', ONE, 500, { statusCode: 500, code: 'internal_error', message: 'Down' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This message could not be loaded.')).toBeVisible();
  },
});

export const ChefWithoutPerk = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'The route lets MANAGE_ORDERS in without the beta perk; the server would refuse every call, so the page says so at once instead of offering a form that cannot be saved.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The directory is not open to you' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Premade Message Directory' })).toBeVisible();
  },
});
