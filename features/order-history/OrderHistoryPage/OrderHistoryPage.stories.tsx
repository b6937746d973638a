import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import type { OrderHistorySearch } from '../model';
import { OrderHistoryPage, type OrderHistoryPageProps } from './OrderHistoryPage';

const CUSTOMER = PERSONAS.customer.userId;
const ORDERS_PATH = '*/api/client/orders/user/:userId';

/** The page with its `?type=` held in state, as the route holds it in the URL. */
function WithSearch(args: OrderHistoryPageProps) {
  const [search, setSearch] = useState<OrderHistorySearch>(args.search);
  return (
    <OrderHistoryPage
      {...args}
      search={search}
      onSearchChange={(next) => {
        args.onSearchChange(next);
        setSearch(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Features/OrderHistory/OrderHistoryPage',
  component: OrderHistoryPage,
  args: { id: CUSTOMER, search: {}, onSearchChange: fn() },
  render: (args) => <WithSearch {...args} />,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/order-history/{id}` (VIEW_BACKLOG): a user and their order history, newest first, with type, images, chef note, reasons and feedback; filter by type in `?type=`.',
      },
    },
  },
});

const entryTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('article h3')].map((heading) => heading.textContent);

export const Populated = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The customer persona’s history: delivered (with feedback and tips), cancelled and reported orders.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Pancake Pilot')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Pancake Pilot' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
    await expect(entryTitles(canvasElement)).toEqual([
      'Order Kp3mXa',
      'Order Kt8wQz',
      'Order Kc5rLp',
      'Order Kd1nVb',
    ]);
    await expect(canvas.getByText('Perfect eggs, and the delivery message made me laugh!')).toBeVisible();
    await expect(canvas.getByText('Chef tip: 30 · Delivery tip: 20')).toBeVisible();
    await expect(canvas.getByText('Hollandaise made fresh this morning.')).toBeVisible();
    await expect(canvas.getByText('Cancelled by the customer')).toBeVisible();
    await expect(canvas.getByText('Troll order: not food.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All (4)' })).toBeChecked();
  },
});

export const FilterByType = meta.story({
  parameters: {
    docs: { description: { story: 'The type filter: the choice goes to `?type=` and the list follows.' } },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Cancelled (1)' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ type: 'cancelled' });
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(['Order Kc5rLp']));
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivered (2)' }));
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(['Order Kp3mXa', 'Order Kt8wQz']));
    await userEvent.click(canvas.getByRole('radio', { name: 'All (4)' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(4));
  },
});

export const FilteredEmpty = meta.story({
  args: { search: { type: 'deleted' } },
  parameters: {
    docs: {
      description: { story: '`?type=deleted` for a user with no deleted orders, and a way back to all.' },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No deleted orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all orders' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({});
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
  },
});

export const ManagerHistory = meta.story({
  args: { id: PERSONAS.manager.userId, search: { type: 'deleted' } },
  parameters: {
    docs: { description: { story: 'Another user, opened on `?type=deleted`: the delete reason is shown.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Duplicate order, the customer sent it twice.')).toBeVisible();
    await expect(entryTitles(canvasElement)).toEqual(['Order Mb9cVn']);
    await expect(canvas.getByText('Deleted', { selector: '.mantine-Badge-label' })).toBeVisible();
  },
});

export const Admin = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'Admin (every permission): the same page.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
  },
});

export const NoAccess = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'Someone without VIEW_BACKLOG looking at another user (the route guard normally stops them): the server’s 403 message, and no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    const history = within(await canvas.findByRole('region', { name: 'Orders' }));
    await expectRefusal(
      history,
      'This order history is not open to you',
      'You do not have permission to do that',
    );
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', ORDERS_PATH, 200, { orders: [] }));
  },
  parameters: { docs: { description: { story: 'A user who has never had an order.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All (0)' })).toBeChecked();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    // Only this user: `/api/v3/users/@me` must still answer for the persona to sign in.
    msw.use(loading('GET', ORDERS_PATH), loading('GET', `*/api/v3/users/${CUSTOMER}`));
  },
  parameters: { docs: { description: { story: 'Waiting for the user and their history.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the order history')).toBeInTheDocument();
    await expect(await canvas.findByText('Loading the user')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', ORDERS_PATH, 'The order history is unavailable'));
  },
  parameters: {
    docs: { description: { story: 'The history fails: the server’s message and "Try again".' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The order history is unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The user still shows.
    await expect(await canvas.findByText('Pancake Pilot')).toBeVisible();
  },
});

export const MalformedResponse = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', ORDERS_PATH));
  },
  parameters: {
    docs: { description: { story: 'A body the site cannot read: an error state, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The server sent a response this site could not read',
    );
  },
});

const requested = fn();

export const NotASnowflake = meta.story({
  args: { id: 'pancake.pilot' },
  beforeEach: ({ msw }) => {
    requested.mockClear();
    msw.use(
      http.get(ORDERS_PATH, () => {
        requested();
        return HttpResponse.json({ orders: [] });
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story: 'An id that is not a snowflake: the server’s message, without asking the server.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User ID is not a snowflake');
    await expect(canvas.getByRole('heading', { name: 'Invalid user ID' })).toBeVisible();
    await expect(requested).not.toHaveBeenCalled();
  },
});

export const UnknownUser = meta.story({
  args: { id: '100000000000000001' },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', ORDERS_PATH, 200, {
        orders: [
          {
            _id: '65a000000000000000000010',
            orderID: 'Gn8Lm2',
            type: 1,
            orderedBy: '100000000000000001',
            userOrder: 'A last cup of tea',
            addedAt: Date.now() - 90 * 86_400_000,
          },
        ],
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story: 'A user the server no longer knows (404): their orders are still listed under the id.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unknown user')).toBeVisible();
    await expect(
      canvas.getByText('This user could not be found; their orders are still listed.'),
    ).toBeVisible();
    await expect(await canvas.findByText('A last cup of tea')).toBeVisible();
  },
});

export const UntrustedContent = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', ORDERS_PATH, 200, {
        orders: [
          {
            _id: '65a000000000000000000020',
            orderID: 'Ev1lXx',
            type: 0,
            chef: '691224913378638273',
            orderedBy: CUSTOMER,
            userOrder: '<img src=x onerror="alert(1)"> extra <b>cheese</b>',
            reason: '<script>alert("reason")</script>',
            chefNote: '<i>note</i>',
            images: [
              'http://cdn.discordapp.com/attachments/1/2/plain-http.png',
              'https://evil.example.com/tracker.png',
              'https://cdn.discordapp.com/attachments/1/2/allowed.png',
            ],
            orderFeedback: { feedbackMessage: '<a href="javascript:alert(1)">thanks</a>', tip: { chef: 5 } },
            addedAt: Date.now() - 3_600_000,
          },
        ],
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'Text from users is shown as text; only https images from allow-listed hosts load, the others are placeholders.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<img src=x onerror="alert(1)"> extra <b>cheese</b>')).toBeVisible();
    await expect(canvas.getByText('<script>alert("reason")</script>')).toBeVisible();
    await expect(canvas.getByText('<a href="javascript:alert(1)">thanks</a>')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /not shown/ })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Image 3 of order Ev1lXx' })).toHaveAttribute(
      'src',
      'https://cdn.discordapp.com/attachments/1/2/allowed.png',
    );
    await expect(canvasElement.querySelector('img[src*="evil"], a[href^="javascript"], b, i')).toBeNull();
  },
});

export const LongHistory = meta.story({
  beforeEach: ({ msw }) => {
    const orders = Array.from({ length: 60 }, (_, i) => ({
      _id: `65a0000000000000000${String(100 + i).padStart(5, '0')}`,
      orderID: `Lh${String(i).padStart(4, '0')}`,
      type: i % 7 === 0 ? 2 : 1,
      orderedBy: CUSTOMER,
      userOrder: `Order number ${i}`,
      addedAt: Date.now() - i * 3_600_000,
    }));
    msw.use(respondWith('GET', ORDERS_PATH, 200, { orders }));
  },
  parameters: {
    docs: { description: { story: 'A long history shows 25 entries at a time, with "Show more".' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement);
    await expect(await body.findByRole('button', { name: 'Show more (35 left)' })).toBeVisible();
    await expect(entryTitles(canvasElement)).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (35 left)' }));
    await expect(entryTitles(canvasElement)).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (10 left)' }));
    await expect(entryTitles(canvasElement)).toHaveLength(60);
    await expect(canvas.queryByRole('button', { name: /Show more/ })).toBeNull();
  },
});
