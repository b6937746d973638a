import { hasUnsavedChanges } from '@lib/unsaved';
import { loading, respondWith, serverError } from '@mocks/scenarios';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { TakeABreakPage } from './TakeABreakPage';

const LIST = '/api/client/onleave/requests';
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

const sent: unknown[] = [];
const spyOnRequest = () =>
  http.post(`*${LIST}`, async ({ request }) => {
    sent.push(await request.clone().json());
  });

type Page = ReturnType<typeof within>;
type UserEvent = { click: (element: Element) => Promise<void> };

/** Picks a day in a date input's calendar (stories run on 21 Nov 2026). */
async function pickDay(canvas: Page, page: Page, userEvent: UserEvent, label: string, day: string) {
  await userEvent.click(await canvas.findByRole('button', { name: label }));
  await userEvent.click(await page.findByRole('button', { name: day }));
}

const meta = preview.meta({
  title: 'Features/Leave/TakeABreakPage',
  component: TakeABreakPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    docs: {
      description: {
        component:
          '`/staff/take-a-break` (‘Take a Vacation’, SUBMIT_ON_LEAVE_REQUEST): request leave (first day, an optional last day, a reason) and see my requests, newest first, with their status; an approved leave under way says ‘On leave now’. Dates are UTC days.',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const MyRequests = meta.story({
  parameters: {
    docs: { description: { story: 'The chef: exams week pending, a holiday last month approved.' } },
  },
  play: async ({ canvas }) => {
    const list = within((await canvas.findByText('Exams week.')).closest('ul') as HTMLElement);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByText('Pending')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('Approved')).toBeVisible();
    await expect(canvas.queryByText('On leave now')).toBeNull();
  },
});

export const RequestLeave = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Pick the first and last day, give a reason, send: the days go as the first day’s start and the last day’s end (UTC), and the request joins my list as Pending.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnRequest());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await pickDay(canvas, page, userEvent, 'First day', '25 November 2026');
    await pickDay(canvas, page, userEvent, 'Last day', '27 November 2026');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Cousin’s wedding.');
    // The typed request is protected until it is sent (lib/unsaved.ts).
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Request leave' }));
    await expectToast(page, 'Your leave request was sent');
    await expect(sent).toEqual([
      { startDate: Date.UTC(2026, 10, 25), expiry: Date.UTC(2026, 10, 28) - 1, reason: 'Cousin’s wedding.' },
    ]);
    const added = (await canvas.findByRole('heading', { name: '25 Nov 2026 – 27 Nov 2026' })).closest('li');
    await expect(within(added as HTMLElement).getByText('Pending')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue(''));
    await expect(hasUnsavedChanges()).toBe(false);
  },
});

export const ChecksBeforeSending = meta.story({
  parameters: {
    docs: {
      description: { story: 'Nothing picked: the first day and the reason are asked for; nothing is sent.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnRequest());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Request leave' }));
    await expect(await canvas.findByText('Choose the first day of your leave')).toBeVisible();
    await expect(canvas.getByText('Say why you need leave')).toBeVisible();
    await expect(sent).toEqual([]);
  },
});

export const OpeningTheCalendar = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Opening a day’s calendar and closing it without picking is not a mistake: the field stays neutral until the form is sent.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const first = await canvas.findByRole('button', { name: 'First day' });
    await userEvent.click(first);
    await expect(await page.findByRole('button', { name: '25 November 2026' })).toBeVisible();
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Last day' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Reason' }));
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Choose the first day of your leave')).toBeNull();
  },
});

export const RefusedKeepsInput = meta.story({
  parameters: {
    docs: {
      description: { story: 'The server refuses: its message in the form, the days and reason kept.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', LIST, 'The leave calendar is closed for maintenance'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await pickDay(canvas, page, userEvent, 'First day', '25 November 2026');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Rest.');
    await userEvent.click(canvas.getByRole('button', { name: 'Request leave' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The leave calendar is closed for maintenance',
    );
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue('Rest.');
    await expect(canvas.getByRole('button', { name: 'First day' })).toHaveTextContent('25 Nov 2026');
  },
});

export const OnLeaveNow = meta.story({
  parameters: {
    persona: 'courier',
    docs: { description: { story: 'The courier’s approved long weekend has started: ‘On leave now’.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('On leave now')).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: { description: { story: 'On a phone (375 px): the form, then my requests.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Exams week.')).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { requests: [] }));
  },
  parameters: { docs: { description: { story: 'No requests yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No leave requested yet' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', LIST));
  },
  parameters: { docs: { description: { story: 'My requests on their way; the form is ready.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your leave requests')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Request leave' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', LIST, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'My requests failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your leave requests could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Exams week.')).toBeVisible();
  },
});
