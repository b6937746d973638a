import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { RANK_IDS } from '@mocks/seed';
import { type InternalLinkProps, LinkProvider } from '@ui/AppLink';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import { paths, REPORTS_NEED_BOTH } from '../model';
import { OrderReportsPage } from '../OrderReportsPage/OrderReportsPage';
import { OrderReportPage } from './OrderReportPage';

/** The seeded report's id (made from the seed time, so looked up after the story's database reset). */
const reportIdOf = (orderID: string) =>
  db.userOrderReports.find((r) => r.orderID === orderID)?._id ?? 'missing';
const REPORT_PATH = '*/api/client/report/orders/:id';
const COMPLETE_PATH = '*/api/client/report/orders/:id/completed';

const meta = preview.meta({
  title: 'Features/OrderReports/OrderReportPage',
  component: OrderReportPage,
  // No id: the seeded report on order Mr2kDs (its id is only known once the story's database is seeded).
  args: { id: '', onNavigate: fn() },
  render: (args) => <OrderReportPage {...args} id={args.id || reportIdOf('Mr2kDs')} />,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/report-manager/orders/{id}`: one report with the order’s history entry, and "Mark completed" behind a confirmation; the report then leaves the list.',
      },
    },
  },
});

export const Manager = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A seeded report: reason, notes, reporter, time; the order’s history entry with its type, images, people and feedback.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Report on order Mr2kDs' }),
    ).toBeVisible();
    await expect(canvas.getByText('Wrong order')).toBeVisible();
    await expect(canvas.getByText('I ordered carbonara but the picture shows a bolognese.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Order history entry' })).toBeVisible();
    await expect(canvas.getByText('Delivered', { selector: '.mantine-Badge-label' })).toBeVisible();
    await expect(canvas.getByText('Spaghetti carbonara with extra parmesan')).toBeVisible();
    await expect(canvas.getByText('Tasty, but was this really carbonara?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the customer’s order history' })).toHaveAttribute(
      'href',
      '/staff/admin/order-history/421292817476978430',
    );
    await expect(canvas.getByRole('link', { name: 'All order reports' })).toHaveAttribute('href', paths.list);
  },
});

export const Admin = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'Admin (every permission and perk): the same report.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Mark completed' })).toBeEnabled();
  },
});

/** The list and the report on one page, switched by links and `onNavigate`, like the two routes. */
function ReportManager() {
  const [path, setPath] = useState<string>(paths.list);
  const Link = useMemo(
    () =>
      function HarnessLink({ to, onClick, ...props }: InternalLinkProps) {
        return (
          <a
            href={to}
            {...props}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              setPath(to);
            }}
          />
        );
      },
    [],
  );
  const prefix = `${paths.list}/`;
  const id = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : null;
  return (
    <LinkProvider component={Link}>
      {id ? <OrderReportPage key={id} id={id} onNavigate={setPath} /> : <OrderReportsPage />}
    </LinkProvider>
  );
}

export const MarkCompleted = meta.story({
  render: () => <ReportManager />,
  parameters: {
    docs: {
      description: {
        story:
          'From the list to a report, "Mark completed", confirm: a toast, back to the list, and the report is gone from it.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: /Mr2kDs/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark completed' }));
    const dialog = await body.findByRole('dialog', { name: 'Mark this report as completed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));

    await waitFor(() => expect(body.getByText(/Report marked as completed: order Mr2kDs/)).toBeVisible());
    const list = await canvas.findByRole('list', { name: 'Open order reports' });
    await expect(list.children).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: /Mr2kDs/ })).toBeNull();
    await expect(db.userOrderReports.find((r) => r.orderID === 'Mr2kDs')).toBeUndefined();
  },
});

export const CancelDialog = meta.story({
  parameters: {
    docs: { description: { story: 'Cancel in the confirmation: nothing happens, the report stays.' } },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark completed' }));
    const dialog = await body.findByRole('dialog', { name: 'Mark this report as completed?' });
    await expect(dialog).toHaveTextContent('The report on order Mr2kDs leaves the list of open reports.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(db.userOrderReports.find((r) => r.orderID === 'Mr2kDs')).toBeDefined();
  },
});

export const CompleteFails = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', COMPLETE_PATH, 'The report could not be deleted'));
  },
  parameters: {
    docs: {
      description: { story: '"Mark completed" fails: the dialog stays open with the server’s message.' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark completed' }));
    const dialog = await body.findByRole('dialog', { name: 'Mark this report as completed?' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark completed' });
    await userEvent.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The report was not marked as completed');
    await expect(alert).toHaveTextContent('The report could not be deleted');
    await expect(confirm).toBeEnabled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const Completing = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('POST', COMPLETE_PATH));
  },
  parameters: {
    docs: { description: { story: 'While "Mark completed" runs, both dialog buttons are disabled.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark completed' }));
    const dialog = await body.findByRole('dialog', { name: 'Mark this report as completed?' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark completed' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});

export const NotFound = meta.story({
  args: { id: '1700000000000_404' },
  parameters: {
    docs: { description: { story: 'An id the server does not know (or a completed report): not found.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Report not found' })).toBeVisible();
    await expect(canvas.getByText('It may have been completed already, or the link is wrong.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the reports' })).toHaveAttribute(
      'href',
      paths.list,
    );
  },
});

export const NoAccess = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', REPORT_PATH, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'Someone the server refuses (403): its message, and no "Try again" since no retry can succeed.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'Order reports are not open to you', 'You do not have permission to do that');
  },
});

let reportRequests = 0;

export const GuardOnly = meta.story({
  beforeEach: ({ msw }) => {
    // A head chef: VIEW_BACKLOG without the FEEDBACK_BETA perk, which the route lets in (either part will do).
    db.users.update(PERSONAS.chef.userId, (user) => {
      user.ranks = [RANK_IDS.headChef];
    });
    reportRequests = 0;
    msw.use(
      http.get(REPORT_PATH, () => {
        reportRequests += 1;
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
    await expect(canvas.getByRole('link', { name: 'All order reports' })).toBeVisible();
    await expect(reportRequests).toBe(0);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', REPORT_PATH));
  },
  parameters: { docs: { description: { story: 'Waiting for the report.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the report')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', REPORT_PATH, 'Reports are unavailable right now'));
  },
  parameters: {
    docs: { description: { story: 'The report fails to load: the server’s message and "Try again".' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Reports are unavailable right now');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const WithoutHistoryEntry = meta.story({
  args: { id: '1700000000000_7' },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', REPORT_PATH, 200, {
        report: {
          _id: '1700000000000_7',
          id: '1700000000000_7',
          orderID: 'Gh5Jk2',
          reportReason: 'The order took far too long',
          notes: '<a href="javascript:alert(1)">see here</a>',
          reportedAt: Date.now() - 26 * 3_600_000,
          reportedBy: { _id: '1063901945033068384', username: 'pancake.pilot', displayName: 'Pancake Pilot' },
        },
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story: 'A report whose order has no history entry; notes with markup are shown as text.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The order history has no entry for order Gh5Jk2.')).toBeVisible();
    await expect(canvas.getByText('<a href="javascript:alert(1)">see here</a>')).toBeVisible();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvas.getByText('Reported yesterday by Pancake Pilot')).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', REPORT_PATH));
  },
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
    await expect(alert).toHaveTextContent('The report could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
