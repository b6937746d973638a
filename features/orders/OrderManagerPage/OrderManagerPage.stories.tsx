import {
  createGatewayBus,
  type GatewayBus,
  GatewayContextProvider,
  type GatewayStatus,
} from '@lib/gateway/react';
import { onUnauthorized } from '@lib/http';
import { resetPreferences, setPreference } from '@lib/preferences';
import { SessionProvider, SessionStore } from '@lib/session';
import { writeSessionToken } from '@lib/session-cookie';
import { PERSONAS } from '@mocks/personas';
import {
  loading,
  malformed,
  manyOrders,
  ordersWithEveryStatus,
  respondWith,
  serverError,
  unassignDelivery,
} from '@mocks/scenarios';
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import { overrideProperty } from '../../../.storybook/override-property';
import preview from '../../../.storybook/preview';
import { sampleOrder } from '../fixtures';
import { ORDERS_CLOSED_TITLE } from '../model';

import { NOTIFICATIONS_BLOCKED, OrderManagerPage } from './OrderManagerPage';

/** Each story gets its own gateway bus, which `play` drives by hand (docs/architecture.md#gateway-bus). */
let bus: GatewayBus = createGatewayBus();
const withGateway =
  (status: GatewayStatus): Decorator =>
  (Story) => (
    <GatewayContextProvider bus={bus} status={status}>
      <Story />
    </GatewayContextProvider>
  );

const tickets = (root: HTMLElement) => root.querySelectorAll('article[data-order-id]');

const meta = preview.meta({
  title: 'Features/Orders/OrderManagerPage',
  component: OrderManagerPage,
  args: { onOpenOrder: fn() },
  decorators: [withGateway('ready')],
  beforeEach: () => {
    bus = createGatewayBus();
    resetPreferences();
  },
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    docs: {
      description: {
        component:
          '`/staff/orders`: the live kitchen and delivery board. Tickets age and count down, priority orders come first, gateway events change the board in place, and every action works from the keyboard.',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: {
    docs: { description: { story: 'The seeded kitchen as a chef sees it; claiming takes one click.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByTestId('board-liveness')).toHaveTextContent('Live');
    const claim = canvas.getAllByRole('button', { name: /^Claim order / })[0] as HTMLElement;
    await userEvent.click(claim);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText(/is yours for 4 minutes$/)).toBeVisible());
  },
});

export const EveryStatus = meta.story({
  beforeEach: ({ msw }) => msw.use(ordersWithEveryStatus()),
  parameters: {
    docs: {
      description: { story: 'One ticket per situation: unclaimed, yours, someone else’s, preparing, ready.' },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    for (const label of ['Unclaimed', 'Claimed', 'Preparing', 'Ready for delivery']) {
      await expect(canvas.getAllByText(label, { selector: 'span' }).length).toBeGreaterThan(0);
    }
    await expect(canvas.getAllByText(/^Claim expires in/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/^Ready in/)).toBeVisible();
    await expect(canvas.getAllByText('Priority').length).toBeGreaterThan(0);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(respondWith('GET', '/api/client/orders', 200, { orders: [] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders waiting')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('GET', '/api/client/orders')),
  parameters: {
    docs: { description: { story: 'No answer yet: after a short delay (200 ms), a skeleton of the board.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading orders')).toBeInTheDocument();
  },
});

/** The session of {@link SignedOutOnFirstRead}, made before the board renders, as the site makes it at start-up. */
let startedSession: SessionStore | undefined;
const withStartedSession: Decorator = (Story) =>
  startedSession ? (
    <SessionProvider store={startedSession}>
      <Story />
    </SessionProvider>
  ) : (
    <Story />
  );

export const SignedOutOnFirstRead = meta.story({
  decorators: [withStartedSession],
  beforeEach: async ({ msw }) => {
    // `@me` still answers; the board's list does not (the session ended on the server in between).
    msw.use(respondWith('GET', '/api/client/orders', 401, { message: 'Unauthorized' }));
    writeSessionToken(PERSONAS.chef.token);
    const session = new SessionStore();
    // The site's one 401 handler, wired before any request leaves (app/session-expiry.ts).
    onUnauthorized((token) => void session.expire(token));
    await session.ensureUser();
    startedSession = session;
    return () => {
      onUnauthorized(null);
      startedSession = undefined;
    };
  },
  parameters: {
    docs: {
      description: {
        story:
          'The board’s very first read answers 401: the session ends, and the board says it is signed out (docs/product/session.md#signed-out) rather than offering a “Try again” that could only fail again (or, when the session ended before the board ever had a viewer, staying blank).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Signed out' })).toBeVisible();
    await expect(canvas.getByText('You were logged out. Log in again to continue.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(startedSession?.getState().status).toBe('anonymous');
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => msw.use(serverError('GET', '/api/client/orders')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The orders could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const MalformedResponse = meta.story({
  beforeEach: ({ msw }) => msw.use(malformed('GET', '/api/client/orders')),
  parameters: {
    docs: {
      description: { story: 'A response the site cannot read becomes an error state, not a blank page.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The orders could not be loaded.')).toBeVisible();
  },
});

export const TwoThousandOrders = meta.story({
  // Not screenshotted: the page is as tall as 2,000 tickets, most of it rows not rendered yet.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => msw.use(manyOrders(2000)),
  parameters: {
    docs: {
      description: {
        story:
          'A very busy night: 2,000 tickets. Only the rows near the viewport are rendered; the keyboard still reaches every ticket (End jumps to the last one). `npm run bench:board` measures this state on the production build.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const first = await waitFor(() => {
      const item = canvasElement.querySelector('[role="listitem"][aria-posinset="1"]');
      if (!item) throw new Error('no first ticket yet');
      return item;
    });
    await expect(first).toHaveAttribute('aria-setsize', '2000');
    // Windowed: a screenful of rows, not 2,000 tickets.
    await expect(tickets(canvasElement).length).toBeLessThan(100);

    (first.querySelector('article') as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.closest('[role="listitem"]')).toHaveAttribute(
        'aria-posinset',
        '2000',
      ),
    );
    await expect(tickets(canvasElement).length).toBeLessThan(100);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvasElement.ownerDocument.activeElement?.closest('[role="listitem"]')).toHaveAttribute(
      'aria-posinset',
      '1999',
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(tickets(canvasElement)[0]));
  },
});

export const LiveEvents = meta.story({
  beforeEach: ({ msw }) => msw.use(respondWith('GET', '/api/client/orders', 200, { orders: [] })),
  parameters: {
    docs: {
      description: {
        story: 'Events from the gateway add, update and remove tickets in place, announced politely.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('No orders waiting');
    const first = sampleOrder({ orderID: 'LIVE01', sentAt: Date.now() });
    bus.emit('orderSent', first);
    await expect(await canvas.findByRole('article', { name: /#LIVE01/ })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent('New order #LIVE01 from Hazel'),
    );
    bus.emit('orderUpdated', { ...first, status: 3 });
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: /#LIVE01/ })).toHaveTextContent('Ready for delivery'),
    );
    bus.emit('orderDeleted', { order: first, user: null, reason: 'Duplicate' });
    await waitFor(() => expect(tickets(canvasElement)).toHaveLength(0));
  },
});

export const KeyboardOnly = meta.story({
  beforeEach: ({ msw }) => msw.use(ordersWithEveryStatus()),
  parameters: {
    docs: {
      description: {
        story:
          'One ticket is in the tab order; the arrows move between tickets, Home and End jump to the first and the last. The shortcuts on a focused ticket are in `KeyboardActions`.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const all = [...tickets(canvasElement)] as HTMLElement[];
    const focusable = all.filter((ticket) => ticket.tabIndex === 0);
    await expect(focusable).toHaveLength(1);
    (focusable[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvasElement.ownerDocument.activeElement).toBe(all[1]);
    await userEvent.keyboard('{End}');
    await expect(canvasElement.ownerDocument.activeElement).toBe(all[all.length - 1]);
    await userEvent.keyboard('{Home}');
    await expect(canvasElement.ownerDocument.activeElement).toBe(all[0]);
  },
});

export const KeyboardActions = meta.story({
  // The seeded kitchen, with the fish and chips (Jw8sNp) ready and assigned to no courier, so the chef may deliver it.
  beforeEach: () => unassignDelivery('Jw8sNp'),
  parameters: {
    docs: {
      description: {
        story:
          'Shortcuts on the focused ticket: C claims it (a toast says for how long), P opens Prepare on your claimed order, D opens Deliver on a ready order. Escape closes a dialog and puts focus back on its ticket; after a delivery, focus moves to the ticket that takes the delivered one’s place.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const doc = canvasElement.ownerDocument;
    const page = within(doc.body);
    const ticket = (orderID: string) =>
      canvasElement.querySelector<HTMLElement>(`article[data-order-id="${orderID}"]`) as HTMLElement;
    /** Home, then the arrow key until the ticket has focus: the way a keyboard user gets there. */
    const moveTo = async (orderID: string) => {
      const count = tickets(canvasElement).length;
      (canvasElement.querySelector('article[data-order-id][tabindex="0"]') as HTMLElement).focus();
      await userEvent.keyboard('{Home}');
      for (let step = 0; step < count && doc.activeElement !== ticket(orderID); step++) {
        await userEvent.keyboard('{ArrowRight}');
      }
      await expect(doc.activeElement).toBe(ticket(orderID));
    };

    // C: claim Rae's ramen.
    await moveTo('Rn4eYb');
    await userEvent.keyboard('c');
    await expectToast(page, 'Order #Rn4eYb is yours for 4 minutes');
    await waitFor(() => expect(ticket('Rn4eYb')).toHaveTextContent('Claimed by you'));
    await expect(doc.activeElement).toBe(ticket('Rn4eYb'));

    // P: prepare it. Escape closes the dialog and focus is back on the ticket.
    await userEvent.keyboard('p');
    const prepare = await page.findByRole('dialog', { name: 'Prepare order #Rn4eYb' });
    await waitFor(() => expect(prepare).toContainElement(doc.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(doc.activeElement).toBe(ticket('Rn4eYb')));

    // D: deliver the ready fish and chips.
    await moveTo('Jw8sNp');
    await userEvent.keyboard('d');
    const deliver = await page.findByRole('dialog', { name: 'Deliver order #Jw8sNp' });
    await waitFor(() => expect(deliver).toContainElement(doc.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(doc.activeElement).toBe(ticket('Jw8sNp')));

    // D again, and deliver: the ticket leaves the board and focus moves to the ticket that takes its place.
    const order = [...tickets(canvasElement)].map((node) => (node as HTMLElement).dataset.orderId);
    const successor = order[order.indexOf('Jw8sNp') + 1] as string;
    await userEvent.keyboard('d');
    const again = within(await page.findByRole('dialog', { name: 'Deliver order #Jw8sNp' }));
    await userEvent.click(again.getByRole('button', { name: 'Deliver order' }));
    await expectToast(page, 'Order #Jw8sNp delivered');
    await waitFor(() => expect(ticket('Jw8sNp')).toBeNull());
    await waitFor(() => expect(doc.activeElement).toBe(ticket(successor)));
  },
});

export const DeliveryView = meta.story({
  parameters: {
    persona: 'courier',
    docs: { description: { story: 'Delivery only: ready orders and the queue; joining shows your place.' } },
  },
  beforeEach: () => {
    setPreference('orderFilter', { kitchenQueue: false, deliveryQueue: true });
  },
  play: async ({ canvas, userEvent }) => {
    const queue = within(await canvas.findByRole('complementary', { name: 'Delivery queue' }));
    const join = await queue.findByRole('button', { name: 'Join the queue' });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    await expect(await queue.findByText(/^You are number \d+ in the queue\.$/)).toBeVisible();
    await userEvent.click(queue.getByRole('button', { name: 'Leave the queue' }));
    await expect(await queue.findByText('You are not in the queue.')).toBeVisible();
  },
});

export const Polling = meta.story({
  decorators: [withGateway('closed')],
  parameters: {
    docs: {
      description: { story: 'The gateway is closed: the board says so and refreshes every 10 seconds.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('board-liveness')).toHaveTextContent('Refreshing every 10 s');
  },
});

export const Offline = meta.story({
  decorators: [withGateway('failed')],
  parameters: {
    docs: {
      description: {
        story:
          'The gateway gave up after its reconnects: the board says it tries again once the browser is back online (or the tab visible), and refreshes every 10 seconds meanwhile.',
      },
    },
  },
  play: async ({ canvas }) => {
    const liveness = await canvas.findByTestId('board-liveness');
    await expect(liveness).toHaveTextContent('Offline: retrying when you are back online');
    await expect(liveness).toHaveAttribute('data-liveness', 'offline');
  },
});

export const ClaimDisabledWhileHoldingOne = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'One claim per chef: once you hold a claim, Claim on the other tickets is disabled (outlined, grey) and says why on hover and keyboard focus (also its accessible description): “You already have a claimed order. Prepare or unclaim it first.” Pressing it, or C on its ticket, sends nothing.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const body = within(canvasElement.ownerDocument.body);
    const claims = () => canvas.getAllByRole('button', { name: /^Claim order / });
    const first = claims()[0] as HTMLElement;
    const firstId = first.getAttribute('aria-label')?.replace('Claim order ', '') ?? '';
    await userEvent.click(first);
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: new RegExp(`#${firstId}`) })).toHaveTextContent(
        'Claimed by you',
      ),
    );
    await expectToast(body, `Order #${firstId} is yours for 4 minutes`);
    const other = claims()[0] as HTMLElement;
    await expect(other).toHaveAttribute('aria-disabled', 'true');
    await expect(other).toHaveAccessibleDescription(
      'You already have a claimed order. Prepare or unclaim it first.',
    );
    // Reached by keyboard, it shows its reason; pressing it sends nothing.
    other.focus();
    await expect(body.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(other);
    await expect(body.queryByText('Could not claim the order')).toBeNull();
  },
});

export const ClaimRefusedByServer = meta.story({
  // A claim the board does not know of yet (made in another tab a moment ago): the server refuses.
  beforeEach: ({ msw }) =>
    msw.use(
      respondWith('POST', '/api/client/orders/:orderID/claim', 400, {
        statusCode: 400,
        code: 'active_order',
        message: 'You already have a claimed order',
      }),
    ),
  parameters: {
    docs: {
      description: {
        story:
          'The server still has the last word: a claim it refuses (one held elsewhere the board has not heard of yet) shows its message in a red toast.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Claim order / })[0] as HTMLElement);
    await waitFor(() => expect(body.getByText('You already have a claimed order')).toBeVisible());
  },
});

export const Refused = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'Someone without MANAGE_ORDERS (the route guard normally stops them first): the server refuses the orders (403); the page says so with its message and no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    // The delivery queue beside the board is refused too (its own one-line alert): look at the board's.
    const heading = await canvas.findByRole('heading', { name: ORDERS_CLOSED_TITLE });
    const board = heading.closest('[role="alert"]')?.parentElement as HTMLElement;
    await expectRefusal(within(board), ORDERS_CLOSED_TITLE, 'You do not have permission to do that');
  },
});

/**
 * A stand-in for the browser's Screen Wake Lock API: `refuse` rejects every request, as a battery saver does.
 * Returns the requests made, each with its lock, and puts the browser's own back afterwards.
 */
function fakeWakeLock({ refuse = false } = {}) {
  const requests: { type: string; lock: EventTarget & { released: boolean; release(): Promise<void> } }[] =
    [];
  const wakeLock = {
    request: async (type: string) => {
      if (refuse) throw new DOMException('Battery saver is on', 'NotAllowedError');
      const lock = Object.assign(new EventTarget(), {
        released: false,
        type,
        release: async () => {
          if (lock.released) return;
          lock.released = true;
          lock.dispatchEvent(new Event('release'));
        },
      });
      requests.push({ type, lock });
      return lock;
    },
  };
  return { requests, restore: overrideProperty(navigator, 'wakeLock', wakeLock) };
}

/**
 * Makes the page look hidden (another tab, its window in the background) or shown and in front to the board, as
 * switching tabs does. {@link showTabAgain} undoes it.
 */
function setTabVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: visible ? 'visible' : 'hidden',
    configurable: true,
  });
  Object.defineProperty(document, 'hasFocus', { value: () => visible, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function showTabAgain() {
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (document as { hasFocus?: unknown }).hasFocus;
}

let wakeLockRequests: ReturnType<typeof fakeWakeLock>['requests'] = [];

export const KeepScreenAwake = meta.story({
  beforeEach: () => {
    const fake = fakeWakeLock();
    wakeLockRequests = fake.requests;
    return () => {
      fake.restore();
      showTabAgain();
    };
  },
  parameters: {
    docs: {
      description: {
        story:
          '‘Keep screen awake’ holds a screen wake lock while the board is shown; the browser lets go of it when ' +
          'the tab is hidden, and the board asks again when it is shown. Remembered in this browser.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const keepAwake = await canvas.findByRole('switch', { name: 'Keep screen awake' });
    await expect(keepAwake).not.toBeChecked();
    await userEvent.click(keepAwake);
    await expect(keepAwake).toBeChecked();
    await waitFor(() => expect(wakeLockRequests.map((request) => request.type)).toEqual(['screen']));
    await waitFor(() => expect(keepAwake).toHaveAttribute('data-wake-lock', 'held'));
    // Another tab: the browser releases the lock. Back: the board asks for a new one.
    setTabVisible(false);
    await wakeLockRequests[0]?.lock.release();
    await waitFor(() => expect(keepAwake).toHaveAttribute('data-wake-lock', 'released'));
    setTabVisible(true);
    await waitFor(() => expect(wakeLockRequests).toHaveLength(2));
    await waitFor(() => expect(keepAwake).toHaveAttribute('data-wake-lock', 'held'));
    // Off: the lock goes.
    await userEvent.click(keepAwake);
    await waitFor(() => expect(wakeLockRequests[1]?.lock.released).toBe(true));
  },
});

export const KeepScreenAwakeRefused = meta.story({
  beforeEach: () => {
    setPreference('keepScreenAwake', true);
    return fakeWakeLock({ refuse: true }).restore;
  },
  parameters: {
    docs: {
      description: { story: 'The browser refused the wake lock (a battery saver): the switch says so.' },
    },
  },
  play: async ({ canvas }) => {
    const keepAwake = await canvas.findByRole('switch', { name: 'Keep screen awake' });
    await expect(keepAwake).toBeChecked();
    await expect(
      await canvas.findByText('Your browser would not keep the screen on (a battery saver may stop it).'),
    ).toBeVisible();
  },
});

export const WithoutWakeLock = meta.story({
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'wakeLock');
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
    return () => {
      if (own) Object.defineProperty(Navigator.prototype, 'wakeLock', own);
    };
  },
  parameters: {
    docs: {
      description: { story: 'A browser without the Screen Wake Lock API: the switch is not offered.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Sound for new orders' })).toBeInTheDocument();
    await expect(canvas.queryByRole('switch', { name: 'Keep screen awake' })).toBeNull();
  },
});

let badges: (number | 'cleared')[] = [];

export const AppBadge = meta.story({
  beforeEach: () => {
    badges = [];
    const restoreSet = overrideProperty(
      navigator,
      'setAppBadge',
      async (count: number) => void badges.push(count),
    );
    const restoreClear = overrideProperty(
      navigator,
      'clearAppBadge',
      async () => void badges.push('cleared'),
    );
    return () => {
      restoreSet();
      restoreClear();
    };
  },
  parameters: {
    docs: {
      description: {
        story:
          'Installed as an app, the board puts the number of unclaimed orders on the app’s icon (Badging API), ' +
          'and keeps it in step as orders are claimed.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const unclaimed = () =>
      Number(canvas.getByText('Unclaimed', { selector: 'dt' }).nextElementSibling?.textContent);
    await waitFor(() => expect(badges.at(-1)).toBe(unclaimed()));
    const before = unclaimed();
    await userEvent.click(canvas.getAllByRole('button', { name: /^Claim order / })[0] as HTMLElement);
    await waitFor(() => expect(badges.at(-1)).toBe(before - 1));
  },
});

/**
 * The browser's notifications for one story: `permission` as the browser would answer, `answer` what its
 * permission prompt would say; every notification made is kept (`shown`) and can be clicked.
 */
function fakeNotifications({
  permission,
  answer = 'granted',
}: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
}) {
  const state = {
    permission,
    asked: 0,
    shown: [] as { title: string; options: NotificationOptions; target: EventTarget }[],
  };
  class StoryNotification extends EventTarget {
    static get permission() {
      return state.permission;
    }
    static async requestPermission() {
      state.asked += 1;
      state.permission = answer;
      return answer;
    }
    constructor(title: string, options: NotificationOptions = {}) {
      super();
      state.shown.push({ title, options, target: this });
    }
    close() {}
  }
  return { state, restore: overrideProperty(window, 'Notification', StoryNotification) };
}

let notifications: ReturnType<typeof fakeNotifications>['state'] = {
  permission: 'default',
  asked: 0,
  shown: [],
};

/** {@link fakeNotifications} for the story, read through `notifications`; its cleanup also shows the tab again. */
function withNotifications(permission: NotificationPermission) {
  const fake = fakeNotifications({ permission });
  notifications = fake.state;
  return () => {
    fake.restore();
    showTabAgain();
  };
}

export const NotifyOfNewOrders = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', '/api/client/orders', 200, { orders: [sampleOrder({ sentAt: Date.now() })] }));
    return withNotifications('default');
  },
  parameters: {
    docs: {
      description: {
        story:
          '‘Notify of new orders’ asks the browser’s permission on its click, and only then. While the board’s tab is ' +
          'hidden, a new order becomes one notification naming the order and its customer; none while the board ' +
          'is shown. Clicking it brings the board back with that ticket focused.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    setTabVisible(true);
    // The board has its list (the toolbar shows before it): news sent before it has one is not applied to it.
    await canvas.findByRole('article', { name: /#Qx7Lm2/ });
    const notify = await canvas.findByRole('switch', { name: 'Notify of new orders' });
    await expect(notify).not.toBeChecked();
    await expect(notifications.asked).toBe(0);
    await userEvent.click(notify);
    await waitFor(() => expect(notify).toBeChecked());
    await expect(notifications.asked).toBe(1);

    // Shown: the board itself is the news.
    bus.emit('orderSent', sampleOrder({ orderID: 'SEEN01', sentAt: Date.now() }));
    await canvas.findByRole('article', { name: /#SEEN01/ });
    await expect(notifications.shown).toEqual([]);

    // Hidden: one notification per order, however often the news comes.
    setTabVisible(false);
    const away = sampleOrder({ orderID: 'AWAY01', sentAt: Date.now(), order: 'Tomato soup' });
    bus.emit('orderSent', away);
    bus.emit('orderSent', away);
    // The viewer's own order (placed from the store in another tab) is no news to them.
    const own = sampleOrder({
      orderID: 'MINE01',
      sentAt: Date.now(),
      user: { id: PERSONAS.chef.userId, username: 'me' },
    });
    bus.emit('orderSent', own);
    await waitFor(() => expect(notifications.shown).toHaveLength(1));
    await canvas.findByRole('article', { name: /#MINE01/ });
    await expect(notifications.shown).toHaveLength(1);
    await expect(notifications.shown[0]?.title).toBe('New order #AWAY01 from Hazel');
    await expect(notifications.shown[0]?.options).toMatchObject({
      body: 'Tomato soup',
      tag: 'vd-order-AWAY01',
    });

    setTabVisible(true);
    notifications.shown[0]?.target.dispatchEvent(new Event('click'));
    const ticket = await canvas.findByRole('article', { name: /#AWAY01/ });
    await waitFor(() => expect(ticket).toHaveFocus());
  },
});

export const NotifyCouriersOfReadyOrders = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', '/api/client/orders', 200, {
        orders: [sampleOrder({ status: 2, sentAt: Date.now() })],
      }),
    );
    setPreference('orderNotifications', true);
    return withNotifications('granted');
  },
  parameters: {
    docs: {
      description: {
        story:
          'In the delivery queue, a courier is also told when an order is ready for delivery (outside it, not).',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: /#Qx7Lm2/ });
    setTabVisible(false);
    // Not in the queue: an order becoming ready is not for this viewer…
    bus.emit('orderUpdated', sampleOrder({ status: 3, sentAt: Date.now() }));
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: /#Qx7Lm2/ })).toHaveTextContent('Ready for delivery'),
    );
    await expect(notifications.shown).toEqual([]);
    // …unless the server handed it to them (it takes the head of the queue out just before).
    bus.emit(
      'orderUpdated',
      sampleOrder({
        orderID: 'HAND03',
        status: 3,
        sentAt: Date.now(),
        deliveryAssignedTo: { userID: PERSONAS.chef.userId, expiry: Date.now() + 60_000 },
      }),
    );
    await waitFor(() =>
      expect(notifications.shown.map((shown) => shown.title)).toEqual([
        'Order #HAND03 is ready for delivery',
      ]),
    );

    setTabVisible(true);
    const queue = within(await canvas.findByRole('complementary', { name: 'Delivery queue' }));
    await userEvent.click(await queue.findByRole('button', { name: 'Join the queue' }));
    await queue.findByText(/^You are number \d+ in the queue\.$/);
    setTabVisible(false);
    bus.emit('orderUpdated', sampleOrder({ orderID: 'RDY002', status: 3, sentAt: Date.now() }));
    await waitFor(() =>
      expect(notifications.shown.map((shown) => shown.title)).toEqual([
        'Order #HAND03 is ready for delivery',
        'Order #RDY002 is ready for delivery',
      ]),
    );
    await expect(notifications.shown[1]?.options).toMatchObject({ tag: 'vd-order-RDY002', renotify: true });
    setTabVisible(true);
  },
});

export const NotificationsRefusedAtThePrompt = meta.story({
  beforeEach: () => {
    const fake = fakeNotifications({ permission: 'default', answer: 'denied' });
    notifications = fake.state;
    return fake.restore;
  },
  parameters: {
    docs: {
      description: {
        story:
          'Asked, the browser’s prompt was answered Block: the switch stays off and says how to allow them.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const notify = await canvas.findByRole('switch', { name: 'Notify of new orders' });
    await userEvent.click(notify);
    await waitFor(() => expect(notify).toHaveAccessibleDescription(NOTIFICATIONS_BLOCKED));
    await expect(notifications.asked).toBe(1);
    await expect(notify).not.toBeChecked();
    await expect(notify).toBeDisabled();
  },
});

export const NotificationsBlocked = meta.story({
  beforeEach: () => {
    setPreference('orderNotifications', true);
    return fakeNotifications({ permission: 'denied' }).restore;
  },
  parameters: {
    docs: {
      description: {
        story: 'The browser blocks notifications for the site: the switch is off and says how to allow them.',
      },
    },
  },
  play: async ({ canvas }) => {
    const notify = await canvas.findByRole('switch', { name: 'Notify of new orders' });
    await expect(notify).not.toBeChecked();
    await expect(notify).toBeDisabled();
    await expect(notify).toHaveAccessibleDescription(NOTIFICATIONS_BLOCKED);
  },
});

export const WithoutNotifications = meta.story({
  beforeEach: () => overrideProperty(window, 'Notification', undefined),
  parameters: {
    docs: {
      description: { story: 'A browser without notifications: the switch is not offered.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Sound for new orders' })).toBeInTheDocument();
    await expect(canvas.queryByRole('switch', { name: 'Notify of new orders' })).toBeNull();
  },
});
