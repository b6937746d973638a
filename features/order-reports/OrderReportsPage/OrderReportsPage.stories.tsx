import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { RANK_IDS } from '@mocks/seed';
import { http } from 'msw';
import { expect } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import { REPORTS_NEED_BOTH } from '../model';
import { OrderReportsPage } from './OrderReportsPage';

const LIST_PATH = '*/api/client/report/orders';

const meta = preview.meta({
  title: 'Features/OrderReports/OrderReportsPage',
  component: OrderReportsPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/report-manager/orders` (VIEW_BACKLOG and perk FEEDBACK_BETA in the sidebar): the open order reports, newest first, each linking to its report.',
      },
    },
  },
});

export const Manager = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The seeded reports: order ID, reason, order excerpt, reporter and how long ago, newest first.',
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Open order reports' });
    await expect(list.children).toHaveLength(3);
    const first = canvas.getByRole('link', { name: /Mr2kDs\s*Wrong order/ });
    await expect(first).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/staff\/admin\/report-manager\/orders\/.+/),
    );
    await expect(canvas.getByText('Spaghetti carbonara with extra parmesan')).toBeVisible();
    await expect(canvas.getAllByText(/^Reported by /)).toHaveLength(3);
    await expect(canvas.getByText('2 hours ago')).toBeVisible();
    await expect(canvas.getByText('3 open reports, newest first.')).toBeVisible();
    // Newest first: the 90-minute-old report comes before the 2-day-old one.
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveTextContent('Mr2kDs');
    await expect(links[2]).toHaveTextContent('Rb4nMk');
  },
});

export const Admin = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'Admin (every permission and perk): the same list.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Open order reports' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('POST', LIST_PATH, 200, { reports: [] }));
  },
  parameters: { docs: { description: { story: 'No open reports: a calm empty state.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No open reports' })).toBeVisible();
    await expect(canvas.getByText('0 open reports, newest first.')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('POST', LIST_PATH));
  },
  parameters: { docs: { description: { story: 'Waiting for the list.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the order reports')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', LIST_PATH, 'Reports are unavailable right now'));
  },
  parameters: { docs: { description: { story: 'The list fails: the server’s message and "Try again".' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Reports are unavailable right now');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});

export const MalformedResponse = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('POST', LIST_PATH));
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

export const OddReports = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', LIST_PATH, 200, {
        reports: [
          {
            _id: '1700000000000_1',
            id: '1700000000000_1',
            orderID: 'Qw3Er7',
            reportReason: '<b>Rude</b> chef note',
            notes: '',
            reportedAt: Date.now() - 3 * 60_000,
            reportedBy: null,
            orderInfo: null,
          },
          {
            _id: '1700000000000_2',
            orderID: 'Ty8Ui9',
            reportReason: '',
            notes: 'x',
            reportedAt: Date.now() - 10 * 86_400_000,
            reportedBy: {
              _id: '691224913378638273',
              username: 'sizzle.sam',
              displayName: null,
              avatar: null,
            },
            orderInfo: { orderID: 'Ty8Ui9', type: 1, userOrder: 'Soup '.repeat(80), addedAt: 1 },
          },
          { orderID: 'no-id-so-dropped' },
        ],
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'What the server may send: no reporter, no history entry, an empty reason, HTML in text (shown as text), a long order (cut), and an item without id (left out).',
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Open order reports' });
    await expect(list.children).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /Qw3Er7\s*<b>Rude<\/b> chef note/ })).toBeVisible();
    await expect(canvas.getByText('No order history entry for this order')).toBeVisible();
    await expect(canvas.getByText(/Reported by Unknown user/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Ty8Ui9\s*No reason given/ })).toBeVisible();
    await expect(canvas.getByText(/^Soup Soup .*…$/)).toBeVisible();
    await expect(canvas.getByText(/^Reported by sizzle\.sam/)).toBeVisible();
    await expect(canvas.getByText('last week')).toBeVisible();
  },
});

export const NoAccess = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', LIST_PATH, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story: 'The server refuses (403): its message, and no "Try again" since no retry can succeed.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'Order reports are not open to you', 'You do not have permission to do that');
  },
});

let listRequests = 0;

export const GuardOnly = meta.story({
  beforeEach: ({ msw }) => {
    // A head chef: VIEW_BACKLOG without the FEEDBACK_BETA perk, which the route lets in (either part will do).
    db.users.update(PERSONAS.chef.userId, (user) => {
      user.ranks = [RANK_IDS.headChef];
    });
    listRequests = 0;
    msw.use(
      http.post(LIST_PATH, () => {
        listRequests += 1;
      }),
    );
  },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'Someone the route lets in with one half of what the reports need (here VIEW_BACKLOG without the perk): the page says at once what it needs, and asks the server nothing.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'Order reports are not open to you', REPORTS_NEED_BOTH);
    await expect(listRequests).toBe(0);
  },
});
