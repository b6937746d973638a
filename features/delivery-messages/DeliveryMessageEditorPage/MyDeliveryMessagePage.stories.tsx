import { DEFAULT_DELIVERY_TEMPLATE } from '@lib/delivery-message';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { MyDeliveryMessagePage } from './MyDeliveryMessagePage';

const sent: unknown[] = [];

const meta = preview.meta({
  title: 'Features/DeliveryMessages/MyDeliveryMessagePage',
  component: MyDeliveryMessagePage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'courier',
    docs: {
      description: {
        component:
          '`/staff/delivery-messages/edit` (the edit route without a slug): the user’s own delivery message, with the same placeholders, preview and limit.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(
      http.patch('*/api/client/users/:id/premade-messages', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
  },
});

export const OwnText = meta.story({
  parameters: {
    docs: {
      description: { story: 'A courier edits their own text; saving sends it and returns to the directory.' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const message = (await canvas.findByRole('textbox', { name: /^Message/ })) as HTMLTextAreaElement;
    await expect(message.value).toMatch(/^Hey \{user\.mention\}!/);
    await expect(canvas.getByRole('button', { name: 'Save my message' })).toBeDisabled();
    await userEvent.clear(message);
    await userEvent.type(message, 'Delivered by {{deliverer.username}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my message' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/delivery-messages'));
    await expectToast(page, 'Your delivery message is saved');
    await expect(sent).toEqual([{ deliveryMessage: 'Delivered by {deliverer.username}' }]);
  },
});

export const BackToDefault = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use the default message' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/delivery-messages'));
    await expect(sent).toEqual([{ deliveryMessage: null }]);
  },
});

export const StartsFromTheDefault = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: { story: 'Without a message of their own, the editor starts from the default one.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Message/ })).toHaveValue(
      DEFAULT_DELIVERY_TEMPLATE,
    );
    await expect(canvas.queryByRole('button', { name: 'Use the default message' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save my message' })).toBeEnabled();
  },
});
