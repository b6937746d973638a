import { CANCELLED_BY_USER_REASON } from '@lib/backlog';
import type { BacklogEntry as BacklogEntryData } from '@lib/schemas/backlog';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { BacklogEntry } from './BacklogEntry';

const CUSTOMER = '1063901945033068384';
const CHEF = '691224913378638273';
const COURIER = '874512036987451236';
const ADDED_AT = Date.UTC(2026, 10, 21, 12, 0);
const HISTORY_HREF = `/staff/admin/order-history/${CUSTOMER}`;

const delivered: BacklogEntryData = {
  _id: '65a000000000000000000001',
  orderID: 'Kp3mXa',
  type: 1,
  chef: CHEF,
  deliveredBy: COURIER,
  orderedBy: CUSTOMER,
  userOrder: 'Eggs benedict with extra hollandaise\nand a flat white',
  reason: null,
  reportReason: null,
  images: [],
  chefNote: 'Hollandaise made fresh this morning.',
  orderFeedback: null,
  addedAt: ADDED_AT,
};

const feedback: BacklogEntryData['orderFeedback'] = {
  feedbackMessage: 'Perfect eggs, and the delivery message made me laugh!',
  tip: { chef: 30, delivery: 20 },
  sentAt: ADDED_AT + 3_600_000,
};

const entry = (overrides: Partial<BacklogEntryData>): BacklogEntryData => ({ ...delivered, ...overrides });

/** The badge showing the backlog type (staff view only). */
const typeBadge = (canvasElement: HTMLElement) => canvasElement.querySelector('.mantine-Badge-label');

const meta = preview.meta({
  title: 'UI/BacklogEntry',
  component: BacklogEntry,
  args: { entry: delivered, detailed: true },
  parameters: {
    docs: {
      description: {
        component:
          'One order from the order history (the “backlog”): the order id and date, what the customer asked for, ' +
          'the pictures and the chef’s note. The staff view (`detailed`) adds a coloured badge with what happened ' +
          'to the order (Delivered green, Deleted red, Cancelled grey, Reported yellow), the reason, who cooked ' +
          'and delivered it and the customer’s feedback with tips. As a `card` it is a bordered article for ' +
          'lists (the order history); `plain` is the content alone, for a page that shows one order in its own ' +
          'box (the report pages). Everything users wrote is shown as plain text, line breaks kept.',
      },
    },
  },
});

export const CustomerView = meta.story({
  args: { entry: entry({ orderFeedback: feedback }), detailed: false, variant: 'plain', datePrefix: 'type' },
  parameters: {
    docs: {
      description: {
        story:
          'What a customer sees of their own order when reporting it: the date says what happened to it, and ' +
          'nothing meant for staff is shown (no badge, reason, staff ids or feedback).',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Order Kp3mXa' })).toBeVisible();
    await expect(canvasElement.querySelector('time')?.parentElement).toHaveTextContent(/^Delivered \d/);
    await expect(canvas.getByText('Hollandaise made fresh this morning.')).toBeVisible();
    await expect(typeBadge(canvasElement)).toBeNull();
    await expect(canvasElement.querySelector('article')).toBeNull();
    for (const hidden of ['Chef', 'Delivered by', 'Customer', 'Customer feedback', CHEF, COURIER]) {
      await expect(canvas.queryByText(hidden)).toBeNull();
    }
  },
});

export const StaffView = meta.story({
  args: {
    entry: entry({ orderFeedback: feedback }),
    variant: 'plain',
    datePrefix: 'added',
    customerHistoryHref: HISTORY_HREF,
  },
  parameters: {
    docs: {
      description: {
        story:
          'The staff view on a report page: type badge, “Added” date, the customer with a link to their order ' +
          'history, chef and deliverer ids, and the customer’s feedback.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(typeBadge(canvasElement)).toHaveTextContent('Delivered');
    await expect(canvasElement.querySelector('time')?.parentElement).toHaveTextContent(/^Added \d/);
    await expect(canvas.getByText('Customer')).toBeVisible();
    await expect(canvas.getByText(CUSTOMER)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the customer’s order history' })).toHaveAttribute(
      'href',
      HISTORY_HREF,
    );
    await expect(canvas.getByText(CHEF)).toBeVisible();
    await expect(canvas.getByText(COURIER)).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Customer feedback' });
    await expect(within(region).getByText(feedback?.feedbackMessage ?? '')).toBeVisible();
  },
});

export const Delivered = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A delivered order as a card of the order history: green badge, the date alone, chef note, chef and ' +
          'deliverer ids.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const article = canvas.getByRole('article', { name: 'Order Kp3mXa' });
    await expect(article).toHaveAttribute('data-type', '1');
    await expect(typeBadge(canvasElement)).toHaveTextContent('Delivered');
    await expect(article.querySelector('time')).toHaveAttribute('datetime', new Date(ADDED_AT).toISOString());
    await expect(canvas.getByText('Chef note')).toBeVisible();
    await expect(canvas.getByText('Chef')).toBeVisible();
    await expect(canvas.getByText('Delivered by')).toBeVisible();
    await expect(canvas.queryByText('Customer')).toBeNull();
  },
});

export const Deleted = meta.story({
  args: {
    entry: entry({ orderID: 'Mb9cVn', type: 0, deliveredBy: null, reason: 'Troll order: not food.' }),
  },
  parameters: {
    docs: { description: { story: 'Deleted by the kitchen: red badge and the delete reason.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'Order Mb9cVn' })).toHaveAttribute('data-type', '0');
    await expect(typeBadge(canvasElement)).toHaveTextContent('Deleted');
    await expect(canvas.getByText('Delete reason')).toBeVisible();
    await expect(canvas.getByText('Troll order: not food.')).toBeVisible();
    await expect(canvas.queryByText('Delivered by')).toBeNull();
  },
});

export const CancelledByUser = meta.story({
  args: {
    entry: entry({
      orderID: 'Kc5rLp',
      type: 2,
      chef: null,
      deliveredBy: null,
      chefNote: null,
      reason: CANCELLED_BY_USER_REASON,
    }),
  },
  parameters: {
    docs: {
      description: {
        story: 'Cancelled by the customer: grey badge, and the bot’s internal marker is said in words.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(typeBadge(canvasElement)).toHaveTextContent('Cancelled');
    await expect(canvas.getByText('Cancelled by the customer')).toBeVisible();
    await expect(canvas.queryByText(CANCELLED_BY_USER_REASON)).toBeNull();
  },
});

export const Reported = meta.story({
  args: {
    entry: entry({ orderID: 'Mr2kDs', type: 3, reportReason: 'The images do not match my order' }),
  },
  parameters: {
    docs: { description: { story: 'Reported by the customer: yellow badge and the report reason.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(typeBadge(canvasElement)).toHaveTextContent('Reported');
    await expect(canvas.getByText('Report reason')).toBeVisible();
    await expect(canvas.getByText('The images do not match my order')).toBeVisible();
  },
});

export const WithImages = meta.story({
  args: {
    entry: entry({
      images: [
        'https://images.unsplash.com/photo-1528207776546-365bb710ee93?w=800',
        'https://i.imgur.com/eggs.png',
        'http://evil.example/pixel.gif',
      ],
    }),
  },
  parameters: {
    docs: {
      description: {
        story:
          'The chef’s pictures as thumbnails below the order text; a picture from an unapproved host is a ' +
          'placeholder that says why.',
      },
    },
  },
  play: async ({ canvas }) => {
    const images = canvas.getByRole('list', { name: 'Images of order Kp3mXa' });
    await expect(within(images).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: /Image 3 of order Kp3mXa not shown/ })).toBeVisible();
  },
});

export const WithFeedbackAndTips = meta.story({
  args: { entry: entry({ orderFeedback: feedback }) },
  parameters: {
    docs: {
      description: {
        story:
          'The customer’s feedback under an orange rule: their message, then the tips for chef and deliverer.',
      },
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Feedback on order Kp3mXa' });
    await expect(within(region).getByText('Customer feedback')).toBeVisible();
    await expect(within(region).getByText(feedback?.feedbackMessage ?? '')).toBeVisible();
    await expect(within(region).getByText('Chef tip: 30 · Delivery tip: 20')).toBeVisible();
  },
});

export const NoOrderText = meta.story({
  args: { entry: entry({ userOrder: '', chefNote: null }) },
  parameters: {
    docs: { description: { story: 'An order saved without text says so in dimmed italics.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No order text')).toBeVisible();
  },
});

const LONG_WORD = `https://evil.example/${'a'.repeat(300)}`;

export const LongUnbrokenText = meta.story({
  args: {
    entry: entry({
      userOrder: LONG_WORD,
      chefNote: 'x'.repeat(200),
      orderFeedback: { feedbackMessage: 'W'.repeat(200), tip: null, sentAt: null },
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        story:
          'On a phone-width column, words longer than the card (pasted links, key mashing) wrap anywhere instead ' +
          'of pushing the card wider than the screen.',
      },
    },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Order Kp3mXa' });
    await expect(canvas.getByText(LONG_WORD)).toBeVisible();
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
});

const HOSTILE = {
  userOrder: '<script>window.__xss=1</script> extra <b>cheese</b>',
  chefNote: '<img src=x onerror="window.__xss=1">',
  reason: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  feedbackMessage: '<a href="javascript:window.__xss=1">thanks</a>',
};

export const HostileText = meta.story({
  args: {
    entry: entry({
      type: 0,
      userOrder: HOSTILE.userOrder,
      chefNote: HOSTILE.chefNote,
      reason: HOSTILE.reason,
      orderFeedback: { feedbackMessage: HOSTILE.feedbackMessage, tip: null, sentAt: null },
    }),
  },
  parameters: {
    docs: {
      description: {
        story:
          'Markup typed by users (cross-site scripting payloads) is shown literally, character for ' +
          'character, and never becomes elements, scripts or links.',
      },
    },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Order Kp3mXa' });
    for (const text of Object.values(HOSTILE)) await expect(canvas.getByText(text)).toBeVisible();
    await expect(
      article.querySelector('script, iframe, object, img, b, [onerror], [onload], a[href^="javascript" i]'),
    ).toBeNull();
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
});
