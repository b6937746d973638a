import { db } from '@mocks/db';
import { loading, respondWith, serverError } from '@mocks/scenarios';
import { LEAVE_IDS } from '@mocks/seed-careers';
import { toOnLeaveRequest } from '@mocks/views';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { OnLeaveRequestsPage } from './OnLeaveRequestsPage';

const LIST = '/api/client/onleave/requests';
const UPDATE = '*/api/client/onleave/requests/:id/update-status';
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

const sent: { url: string; body: unknown }[] = [];
const spyOn = (method: 'post' | 'delete', path: string) =>
  http[method](path, async ({ request }) => {
    const text = await request.clone().text();
    sent.push({ url: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  });

/** The list item of a person's request. */
const itemOf = async (canvas: ReturnType<typeof within>, heading: RegExp) =>
  within((await canvas.findByRole('heading', { name: heading })).closest('li') as HTMLElement);

const meta = preview.meta({
  title: 'Features/Leave/OnLeaveRequestsPage',
  component: OnLeaveRequestsPage,
  args: { search: {}, onSearchChange: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/on-leave-requests` (MANAGE_ON_LEAVE_REQUESTS): a timeline of who is away over four weeks from this week’s Monday (approved filled, pending outlined, today marked; one summary sentence for screen readers), then every request, filtered by status and person (`?status=`, `?user=`), with Approve, Deny (an optional reason for the person) and Delete (confirmed).',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const Timeline = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The seed: Basil, Rosa and Turbo away today; Nora, Lou, Sam and Mika later in the month; Kofi’s denied request is not leave.',
      },
    },
  },
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: /^Leave timeline\./ });
    await expect(chart).toHaveAccessibleName(/Away today: .*Basil.*\./);
    await expect(chart).toHaveAccessibleName(/Turbo Taco/);
    await expect(chart).not.toHaveTextContent('Kofi');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ requests$/);
    await expect(
      (await itemOf(canvas, /^Turbo Taco: From .* \(no end date\)$/)).getByText('On leave now'),
    ).toBeVisible();
  },
});

export const Approve = meta.story({
  parameters: {
    docs: { description: { story: 'Approve Nora’s pending request: it shows Approved at once.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('post', UPDATE));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nora = await itemOf(canvas, /^Nora: /);
    await userEvent.click(nora.getByRole('button', { name: /^Approve Nora’s leave/ }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Approved: Nora’s leave');
    await waitFor(() => expect(nora.getByText('Approved')).toBeVisible());
    await expect(nora.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(sent).toEqual([{ url: expect.stringMatching(/update-status$/), body: { status: 1 } }]);
  },
});

/** How many times the story read the list. */
let listReads = 0;

export const ApproveShowsTheServersRequest = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The answer to Approve carries the request as the server now holds it (`request`): the list shows that version (here its reason, reworded meanwhile), without reading the list again.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    listReads = 0;
    msw.use(
      http.get(`*${LIST}`, () => {
        listReads += 1;
      }),
      http.post(UPDATE, () => {
        const nora = db.onLeave.get(LEAVE_IDS.noraPending);
        if (!nora) throw new Error('The seed has no request of Nora’s');
        const request = {
          ...toOnLeaveRequest(nora),
          status: 1,
          reason: 'Grandparents’ visit (moved by a day).',
        };
        return HttpResponse.json({ request });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nora = await itemOf(canvas, /^Nora: /);
    await expect(nora.getByText('Short trip to see my grandparents.')).toBeVisible();
    await userEvent.click(nora.getByRole('button', { name: /^Approve Nora’s leave/ }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Approved: Nora’s leave');
    await waitFor(() => expect(nora.getByText('Grandparents’ visit (moved by a day).')).toBeVisible());
    await expect(nora.getByText('Approved')).toBeVisible();
    await expect(nora.queryByText('Short trip to see my grandparents.')).toBeNull();
    await expect(listReads).toBe(1);
  },
});

export const DenyWithReason = meta.story({
  parameters: {
    docs: { description: { story: 'Deny asks first, with an optional reason that is sent to the person.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('post', UPDATE));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const mika = await itemOf(canvas, /^Mika: /);
    await userEvent.click(mika.getByRole('button', { name: /^Deny Mika’s leave/ }));
    const dialog = within(await page.findByRole('dialog', { name: 'Deny Mika’s leave?' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason for the person/ }),
      'Finals week for half the team.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Deny' }));
    await expectToast(page, 'Denied: Mika’s leave');
    await waitFor(() => expect(mika.getByText('Denied')).toBeVisible());
    await expect(sent[0]?.body).toEqual({ status: 2, declineReason: 'Finals week for half the team.' });
  },
});

export const ApproveRefused = meta.story({
  parameters: {
    docs: {
      description: { story: 'The server refuses (the status has not changed): its message in a toast.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', UPDATE, 400, {
        statusCode: 400,
        code: 'request_already_updated',
        message: 'Request status has not changed',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nora = await itemOf(canvas, /^Nora: /);
    await userEvent.click(nora.getByRole('button', { name: /^Approve Nora’s leave/ }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Request status has not changed');
    await expect(nora.getByText('Pending')).toBeVisible();
  },
});

export const DeleteWithConfirmation = meta.story({
  parameters: {
    docs: {
      description: { story: 'Delete asks first; Cancel keeps the request, Delete removes it from the list.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('delete', `*${LIST}/:id`));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const kofi = await itemOf(canvas, /^Kofi: /);
    await userEvent.click(kofi.getByRole('button', { name: /^Delete Kofi’s leave request/ }));
    let dialog = within(await page.findByRole('dialog', { name: 'Delete Kofi’s leave request?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(sent).toEqual([]);
    await userEvent.click(kofi.getByRole('button', { name: /^Delete Kofi’s leave request/ }));
    dialog = within(await page.findByRole('dialog', { name: 'Delete Kofi’s leave request?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(page, 'Deleted Kofi’s leave request');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: /^Kofi: / })).toBeNull());
    await expect(sent).toHaveLength(1);
  },
});

export const FilteredPending = meta.story({
  args: { search: { status: 'pending' } },
  parameters: {
    docs: { description: { story: 'From the URL: pending requests only; typing a person narrows further.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('radio', { name: 'Pending' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ of \d+ requests match$/);
    for (const item of canvas.getAllByRole('listitem')) await expect(item).toHaveTextContent('Pending');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Person' }), 'nora');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Nora: /),
    ]);
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith({ status: 'pending', user: 'nora' }),
    );
  },
});

export const NoMatch = meta.story({
  args: { search: { user: 'nobody at all' } },
  parameters: { docs: { description: { story: 'A filter that matches nothing, with a way back.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No requests match' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all requests' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: { description: { story: 'On a phone (375 px) the timeline scrolls sideways; the page does not.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: /^Leave timeline\./ })).toBeInTheDocument();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { requests: [] }));
  },
  parameters: { docs: { description: { story: 'No requests at all: a way to file one.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No leave requests' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', LIST));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the leave requests')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', LIST, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The list failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The leave requests could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('img', { name: /^Leave timeline\./ })).toBeInTheDocument();
  },
});

export const Refused = meta.story({
  parameters: {
    persona: 'customer',
    docs: { description: { story: 'Someone without the permission: the server’s 403.' } },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'Leave requests are not open to you',
      'You do not have permission to do that',
    );
  },
});
