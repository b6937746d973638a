import { createGatewayBus, type GatewayBus, GatewayContextProvider } from '@lib/gateway/react';
import { loading, malformed, serverError } from '@mocks/scenarios';
import type { Decorator } from '@storybook/react-vite';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { sampleOrder } from '../fixtures';
import { ORDERS_CLOSED_TITLE } from '../model';
import { OrderDetailPage } from './OrderDetailPage';

/** Each story gets its own live gateway bus, which `play` drives by hand (docs/architecture.md#gateway-bus). */
let bus: GatewayBus = createGatewayBus();
const withLiveGateway: Decorator = (Story) => (
  <GatewayContextProvider bus={bus} status="ready">
    <Story />
  </GatewayContextProvider>
);

const ORDERS = '/api/client/orders';
/** Seeded orders (mocks/seed-orders.ts) the stories open. */
const PANCAKES = 'Qx7pLm'; // the customer's priority order, Unclaimed
const CREPES = 'Pb7xQa'; // Preparing, with two pictures and a chef note
const BURGER = 'Sm8dGr'; // the chef persona's own order
const PAD_THAI = 'Lh3zRf'; // ready for delivery, assigned to the courier persona

const meta = preview.meta({
  title: 'Features/Orders/OrderDetailPage',
  component: OrderDetailPage,
  args: { orderId: PANCAKES, onBack: fn() },
  decorators: [withLiveGateway],
  beforeEach: () => {
    bus = createGatewayBus();
  },
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    docs: {
      description: {
        component:
          '`/staff/orders/{id}`: one active order as a ticket, with the same actions (and dialogs) as on the Order Manager. The page follows the live board: an order that is delivered, deleted or cancelled becomes "Order not found". Back returns to the Order Manager, as does delivering or deleting the order here.',
      },
    },
  },
});

/** Requests for the delivery queue the page sent: the page never shows the queue, so it never reads it. */
let queueReads = 0;

export const Populated = meta.story({
  beforeEach: ({ msw }) => {
    queueReads = 0;
    // Counts, then lets the usual handler answer.
    msw.use(
      http.get('*/api/client/orders/delivery-queue', () => {
        queueReads += 1;
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'An Unclaimed priority order as a chef sees it: the ticket with Claim and Delete, and a way back.',
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: `Order #${PANCAKES}` })).toBeVisible();
    const ticket = within(canvas.getByRole('article', { name: new RegExp(`#${PANCAKES}`) }));
    await expect(ticket.getByText('Unclaimed', { selector: 'span' })).toBeVisible();
    await expect(ticket.getByText('Priority')).toBeVisible();
    await expect(
      ticket.getByText('A tall stack of blueberry pancakes with maple syrup and a side of crispy bacon'),
    ).toBeVisible();
    await expect(ticket.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      `Claim order ${PANCAKES}`,
      `Delete order ${PANCAKES}`,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the Order Manager' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    // The board reads the queue with the orders, in the same commit: the orders are in, so it would have too.
    await expect(queueReads).toBe(0);
  },
});

export const PreparingWithPictures = meta.story({
  args: { orderId: CREPES },
  parameters: {
    docs: {
      description: {
        story:
          'An order being prepared: its countdown, the chef note and pictures; nothing to do until it is ready.',
      },
    },
  },
  play: async ({ canvas }) => {
    const ticket = within(await canvas.findByRole('article', { name: new RegExp(`#${CREPES}`) }));
    await expect(ticket.getByText('Preparing', { selector: 'span' })).toBeVisible();
    await expect(ticket.getByText(/^Ready in/)).toBeVisible();
    await expect(ticket.getByText('Extra strawberries on the house. Bon appétit!')).toBeVisible();
    await expect(
      ticket.getAllByRole('img', { name: new RegExp(`^Order ${CREPES}, \\d of 2$`) }),
    ).toHaveLength(2);
    await expect(ticket.queryAllByRole('button')).toHaveLength(0);
  },
});

export const ClaimAndPrepare = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The flow from this page: claim the order (a toast says it is yours for 4 minutes), then prepare it with a searched picture; the ticket counts down to ready.',
      },
    },
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const ticket = () => canvas.getByRole('article', { name: new RegExp(`#${PANCAKES}`) });
    await userEvent.click(await canvas.findByRole('button', { name: `Claim order ${PANCAKES}` }));
    await expectToast(page, `Order #${PANCAKES} is yours for 4 minutes`);
    await waitFor(() => expect(ticket()).toHaveTextContent('Claimed by you'));

    await userEvent.click(canvas.getByRole('button', { name: `Prepare order ${PANCAKES}` }));
    const dialog = within(await page.findByRole('dialog', { name: `Prepare order #${PANCAKES}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    const results = within(await dialog.findByRole('group', { name: 'Search results' }));
    await userEvent.click(results.getAllByRole('button')[0] as HTMLElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Chef note/ }), 'Extra syrup on the side.');
    await userEvent.click(dialog.getByRole('button', { name: 'Prepare order' }));

    await expectToast(page, `Order #${PANCAKES} is being prepared`);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(ticket()).getByText(/^Ready in/)).toBeVisible());
    await expect(ticket()).toHaveTextContent('Extra syrup on the side.');
    await expect(args.onBack).not.toHaveBeenCalled();
  },
});

export const KeyboardShortcuts = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The board’s shortcuts work on this page too: with the ticket focused, C claims it and P opens Prepare; Escape closes the dialog and focus goes back to the ticket.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const ticket = await canvas.findByRole('article', { name: new RegExp(`#${PANCAKES}`) });
    ticket.focus();
    await userEvent.keyboard('c');
    await expectToast(page, `Order #${PANCAKES} is yours for 4 minutes`);
    await waitFor(() => expect(ticket).toHaveTextContent('Claimed by you'));

    ticket.focus();
    await userEvent.keyboard('p');
    await expect(await page.findByRole('dialog', { name: `Prepare order #${PANCAKES}` })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(ticket).toHaveFocus());
  },
});

export const DeliverAndReturn = meta.story({
  args: { orderId: PAD_THAI },
  parameters: {
    persona: 'courier',
    docs: {
      description: {
        story:
          'The courier delivers the order assigned to them from this page: a toast, and back to the Order Manager, since the order has left the board.',
      },
    },
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: `Deliver order ${PAD_THAI}` }));
    const dialog = within(await page.findByRole('dialog', { name: `Deliver order #${PAD_THAI}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deliver order' }));
    await expectToast(page, `Order #${PAD_THAI} delivered`);
    await waitFor(() => expect(args.onBack).toHaveBeenCalledOnce());
  },
});

export const OwnOrder = meta.story({
  args: { orderId: BURGER },
  parameters: {
    docs: {
      description: {
        story:
          'A chef’s own order: shown, but with no actions (staff cannot claim or prepare their own orders).',
      },
    },
  },
  play: async ({ canvas }) => {
    const ticket = within(await canvas.findByRole('article', { name: new RegExp(`#${BURGER}`) }));
    await expect(ticket.getByText('Unclaimed', { selector: 'span' })).toBeVisible();
    await expect(ticket.queryAllByRole('button')).toHaveLength(0);
  },
});

export const AssignedToAnotherCourier = meta.story({
  args: { orderId: PAD_THAI },
  parameters: {
    docs: {
      description: {
        story: 'Ready for delivery but assigned to another courier: no Deliver button for this chef.',
      },
    },
  },
  play: async ({ canvas }) => {
    const ticket = within(await canvas.findByRole('article', { name: new RegExp(`#${PAD_THAI}`) }));
    await expect(ticket.getByText('Ready for delivery', { selector: 'span' })).toBeVisible();
    await expect(ticket.queryAllByRole('button')).toHaveLength(0);
  },
});

export const WithoutManageOrders = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'Someone without MANAGE_ORDERS (the route guard normally stops them first): the server refuses the orders (403), and the page says so with the server’s message and no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, ORDERS_CLOSED_TITLE, 'You do not have permission to do that');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
});

export const NotFound = meta.story({
  args: { orderId: 'Zz9Yy8' },
  parameters: {
    docs: {
      description: {
        story:
          'An id that is not an active order (delivered, deleted, cancelled, or a wrong link): not found.',
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('Order not found')).toBeVisible();
    await expect(
      canvas.getByText('There is no active order #Zz9Yy8: it may have been delivered, deleted or cancelled.'),
    ).toBeVisible();
    // One way back, the state's own button (no second control with the same name above it).
    const backs = canvas.getAllByRole('button', { name: 'Back to the Order Manager' });
    await expect(backs).toHaveLength(1);
    await userEvent.click(backs[0] as HTMLElement);
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
});

export const DeletedWhileOpen = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Another chef deletes the order while it is open: the page turns into "Order not found" at once.',
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: new RegExp(`#${PANCAKES}`) });
    bus.emit('orderDeleted', { order: sampleOrder({ orderID: PANCAKES }), user: null, reason: 'Duplicate' });
    await expect(await canvas.findByText('Order not found')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('GET', ORDERS)),
  parameters: { docs: { description: { story: 'Waiting for the orders.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the order')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back to the Order Manager' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => msw.use(serverError('GET', ORDERS)),
  parameters: {
    docs: { description: { story: 'The orders fail to load: an error state with "Try again".' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The order could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => msw.use(malformed('GET', ORDERS)),
  parameters: {
    docs: {
      description: {
        story: 'An answer the page cannot read: said as such, with “Try again”, never a crash.',
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(MALFORMED_TITLE);
    await expect(alert).toHaveTextContent('The order could not be loaded.');
  },
});
