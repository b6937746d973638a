import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { REFUSED_ADDRESS } from '../model';
import { SubscribePage } from './SubscribePage';

const PLANS = '/api/client/stripe/subscriptions';
const MINE = '/api/client/stripe/subscriptions/@me';
const CREATE = '/api/client/stripe/subscriptions/create';
const PORTAL = '/api/client/stripe/billing-portal-url';

const meta = preview.meta({
  title: 'Features/Subscribe/SubscribePage',
  component: SubscribePage,
  args: { onLeave: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/subscribe` (public; acting needs sign-in): the plans, a checkout and the billing portal at the payment provider, and the user’s own subscriptions. The provider’s addresses are opened (`onLeave`) only when https on an allow-listed payment host.',
      },
    },
  },
});

export const SignedIn = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The customer persona: three plans, one active subscription and one that ended. The plan they hold is marked “Current plan” and offers Manage billing instead of Subscribe.',
      },
    },
  },
  play: async ({ canvas }) => {
    const plan = within(await canvas.findByRole('article', { name: 'Supporter' }));
    await expect(plan.getByText('$4.99 per month')).toBeVisible();
    // The active plan is not offered again.
    await expect(await plan.findByText('Current plan')).toBeVisible();
    await expect(plan.queryByRole('button', { name: 'Subscribe to Supporter' })).toBeNull();
    await expect(plan.getByRole('button', { name: 'Manage billing of Supporter' })).toBeEnabled();
    const yearly = within(canvas.getByRole('article', { name: 'Supporter (yearly)' }));
    await expect(yearly.queryByText('Current plan')).toBeNull();
    await expect(yearly.getByRole('button', { name: 'Subscribe to Supporter (yearly)' })).toBeEnabled();
    await expect(plan.getByRole('list', { name: 'Benefits of Supporter' })).toBeVisible();
    const ranks = await plan.findByRole('group', { name: 'Ranks granted by Supporter' });
    await expect(within(ranks).getByText('Supporter')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Kitchen tip' })).toHaveTextContent('$2.50 one payment');
    const mine = within(await canvas.findByRole('list', { name: 'Your subscriptions' }));
    const [active, ended] = mine.getAllByRole('listitem');
    await expect(active).toHaveTextContent(
      /Supporter.*Active.*Started .*Next payment .*Last paid \$4\.99 · every month/,
    );
    await expect(ended).toHaveTextContent(/Supporter \(yearly\)Cancelled.*Cancelled .*Ended .*every year/);
    await expect(canvas.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'The same on a 375 px phone.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Your subscriptions' })).toBeVisible();
  },
});

export const Anonymous = meta.story({
  parameters: {
    persona: null,
    docs: {
      description: { story: 'Anonymous: the plans with a sign-in link; no subscriptions, no billing.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Supporter' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Log in to subscribe' });
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/login?redirect=%2Fsubscribe');
    await expect(canvas.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  },
});

export const NoSubscriptions = meta.story({
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'A user who never subscribed.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No subscriptions yet' })).toBeVisible();
  },
});

export const Checkout = meta.story({
  parameters: {
    docs: {
      description: {
        story: '“Subscribe” asks for a checkout and leaves for its address on the payment host.',
      },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Supporter (yearly)' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledOnce());
    await expect(args.onLeave).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** The server answers a checkout address the page must not open: it stays and says why. */
const refusedCheckout = (url: string) => ({
  beforeEach: ({ msw }: { msw: { use: (...handlers: ReturnType<typeof respondWith>[]) => void } }) => {
    msw.use(respondWith('POST', CREATE, 200, { checkoutURL: url }));
  },
});

const expectRefusedCheckout = async ({
  canvas,
  args,
  userEvent,
}: {
  canvas: ReturnType<typeof within>;
  args: { onLeave: ReturnType<typeof fn> };
  userEvent: { click: (element: Element) => Promise<void> };
}) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Supporter (yearly)' }));
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('The checkout could not be opened');
  await expect(alert).toHaveTextContent(REFUSED_ADDRESS);
  await expect(args.onLeave).not.toHaveBeenCalled();
};

export const CheckoutRefusedJavascript = meta.story({
  ...refusedCheckout('javascript:alert(document.cookie)'),
  parameters: { docs: { description: { story: 'A `javascript:` checkout address is never opened.' } } },
  play: expectRefusedCheckout,
});

export const CheckoutRefusedHttp = meta.story({
  ...refusedCheckout('http://checkout.stripe.com/c/pay/cs_test_x'),
  parameters: { docs: { description: { story: 'A plain http checkout address is never opened.' } } },
  play: expectRefusedCheckout,
});

export const CheckoutRefusedOtherHost = meta.story({
  ...refusedCheckout('https://checkout.stripe.com.evil.example/c/pay/cs_test_x'),
  parameters: { docs: { description: { story: 'A checkout address on another host is never opened.' } } },
  play: expectRefusedCheckout,
});

export const CheckoutRefusedMalformed = meta.story({
  ...refusedCheckout('https://'),
  parameters: { docs: { description: { story: 'A checkout address that is not a URL is never opened.' } } },
  play: expectRefusedCheckout,
});

export const CheckoutFails = meta.story({
  parameters: {
    docs: { description: { story: 'The server refuses the checkout: its message, and the user stays.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', CREATE, 'The payment provider is unavailable'));
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Kitchen tip' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The payment provider is unavailable');
    await expect(args.onLeave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Kitchen tip' })).toBeEnabled();
  },
});

export const BillingPortal = meta.story({
  parameters: { docs: { description: { story: '“Manage billing” leaves for the billing portal.' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(args.onLeave).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//),
      ),
    );
  },
});

export const BillingPortalFails = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'Someone without a billing account asks for the portal: the server’s message, and no navigation.',
      },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage billing' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The billing portal could not be opened');
    await expect(alert).toHaveTextContent(
      'You do not have a billing account yet. Subscribe to a plan first.',
    );
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
});

export const BillingPortalRefused = meta.story({
  parameters: { docs: { description: { story: 'A portal address on another host is never opened.' } } },
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', PORTAL, 200, { sessionURL: 'https://billing.evil.example/p/session/x' }));
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage billing' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REFUSED_ADDRESS);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', PLANS), loading('GET', MINE));
  },
  parameters: { docs: { description: { story: 'No answer yet: skeletons after a short delay.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the plans')).toBeInTheDocument();
    await expect(await canvas.findByText('Loading your subscriptions')).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', PLANS, 200, { subscriptions: [] }));
  },
  parameters: { docs: { description: { story: 'No plans on offer.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No plans on offer' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  parameters: {
    docs: {
      description: { story: 'The plans failed to load; “Try again” asks once more (and works here).' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', PLANS, 'Down', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The plans could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('article', { name: 'Supporter' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  parameters: { docs: { description: { story: 'Answers the page cannot read are errors, not a crash.' } } },
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', PLANS), malformed('GET', MINE));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The plans could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Your subscriptions could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: MALFORMED_TITLE })).toHaveLength(2);
  },
});
