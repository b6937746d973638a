import { loading, respondWith, serverError } from '@mocks/scenarios';
import { expect, fn, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import { HOSTILE_LONG, HOSTILE_MARKUP, sampleAppeal } from '../fixtures';
import { AppealQueuePage } from './AppealQueuePage';

const QUEUE = '/api/client/appeal/admin/appeals';

const meta = preview.meta({
  title: 'Features/Appeals/AppealQueuePage',
  component: AppealQueuePage,
  args: { search: {}, onSearchChange: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/appeals` (‘Appeal Manager’, MANAGE_APPEALS): the appeals waiting for a decision (pending and on hold), newest first, or the accepted or denied ones (`?view=`), by type (`?type=`); each with the appellant, type, status tag, the votes so far and ‘Open appeal’.',
      },
    },
  },
});

export const Waiting = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'The seed’s queue: Ben’s ban, Sol’s blacklist (one vote each way), Dumpling House on hold.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Ban from our Discord server$/ })).toBeVisible();
    const sol = within(
      (await canvas.findByRole('heading', { name: /: User blacklist$/ })).closest('li') as HTMLElement,
    );
    await expect(sol.getByText(/Accept 1 · Deny 1/)).toBeVisible();
    await expect(sol.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('On Hold')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
});

export const Filters = meta.story({
  parameters: {
    docs: { description: { story: 'Switching to the denied ones, and a type, goes to the URL.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Denied' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ view: 'denied' });
  },
});

export const Denied = meta.story({
  args: { search: { view: 'denied' } },
  parameters: { docs: { description: { story: '`?view=denied`: the customer’s old appeal.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Denied', { selector: '.mantine-Badge-label' })).toBeVisible();
  },
});

export const HostileText = meta.story({
  parameters: {
    docs: { description: { story: 'An appeal with markup and 10,000 characters: two lines of text.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', QUEUE, 200, {
        appeals: [sampleAppeal({ userAppeal: `${HOSTILE_MARKUP}${HOSTILE_LONG}` })],
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/<img src=x/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', QUEUE, 200, { appeals: [] }));
  },
  parameters: { docs: { description: { story: 'Nothing waiting.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No appeals are waiting' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', QUEUE));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the appeals')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', QUEUE, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The queue failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The appeals could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: /: User blacklist$/ })).toBeVisible();
  },
});

export const Refused = meta.story({
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'Without MANAGE_APPEALS: the server’s 403.' } },
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'The appeals are not open to you', 'You do not have permission to do that');
  },
});
