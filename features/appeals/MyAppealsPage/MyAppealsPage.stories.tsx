import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { HOSTILE_LONG, HOSTILE_MARKUP, sampleAppeal } from '../fixtures';
import { MyAppealsPage } from './MyAppealsPage';

const MINE = `/api/client/appeal/${PERSONAS.customer.userId}/appeals`;

const meta = preview.meta({
  title: 'Features/Appeals/MyAppealsPage',
  component: MyAppealsPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/appeal` (‘My Appeals’ in the avatar menu, signed in): my appeals, newest first (the server sends the 10 newest), each with its type, status tag, when it was sent and the start of what I wrote; “New appeal” leads to the form.',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: { docs: { description: { story: 'The demo customer: one old appeal, denied.' } } },
  play: async ({ canvas }) => {
    const row = within(
      (await canvas.findByRole('heading', { name: 'User blacklist' })).closest('li') as HTMLElement,
    );
    await expect(row.getByText('Denied')).toBeVisible();
    await expect(row.getByRole('link', { name: /^View appeal: User blacklist/ })).toHaveAttribute(
      'href',
      '/appeal/1763500000000_10003',
    );
    await expect(canvas.getByRole('link', { name: 'New appeal' })).toHaveAttribute('href', '/appeal/create');
  },
});

export const EveryTypeAndStatus = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Each type (and an unknown one) and each status: Pending, On Hold, Accepted, Denied, Unknown.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', MINE, 200, {
        appeals: [
          sampleAppeal({ _id: 'a1', id: 'a1', type: 1, status: 0 }),
          sampleAppeal({ _id: 'a2', id: 'a2', type: 2, status: 1 }),
          sampleAppeal({ _id: 'a3', id: 'a3', type: 3, status: 2, serverID: '883920157482917889' }),
          sampleAppeal({ _id: 'a4', id: 'a4', type: 2, status: 3 }),
          sampleAppeal({ _id: 'a5', id: 'a5', type: 9, status: 8 }),
        ],
      }),
    );
  },
  play: async ({ canvas }) => {
    for (const label of ['Pending', 'On Hold', 'Accepted', 'Denied', 'Unknown']) {
      await expect(await canvas.findByText(label)).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { name: 'Unknown appeal type' })).toBeVisible();
    await expect(canvas.getByText(/Server 883920157482917889/)).toBeVisible();
  },
});

export const HostileText = meta.story({
  parameters: {
    docs: {
      description: { story: 'An appeal with markup and 10,000 characters: text, three lines at most.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', MINE, 200, {
        appeals: [sampleAppeal({ userAppeal: `${HOSTILE_MARKUP} ${HOSTILE_LONG}` })],
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
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'No appeals yet: what they are for, and the way to one.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You have no appeals' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', MINE));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your appeals')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', MINE, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The list failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your appeals could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'User blacklist' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', MINE));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});
