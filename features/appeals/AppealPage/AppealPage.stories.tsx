import { loading, respondWith, serverError } from '@mocks/scenarios';
import { APPEAL_IDS } from '@mocks/seed-careers';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { HOSTILE_LONG, HOSTILE_MARKUP, sampleAppeal } from '../fixtures';
import { AppealPage } from './AppealPage';

const ONE = '/api/client/appeal/:id';
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

const meta = preview.meta({
  title: 'Features/Appeals/AppealPage',
  component: AppealPage,
  args: { id: APPEAL_IDS.customerOld },
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/appeal/{id}` (signed in): one of my appeals: its type, its status and what it means (once decided, the outcome), the punishment being appealed as the server recorded it, and what I wrote. Votes are never shown to the appellant.',
      },
    },
  },
});

export const Denied = meta.story({
  parameters: { docs: { description: { story: 'The customer’s old blacklist appeal, denied.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Appeal: User blacklist', level: 1 }),
    ).toBeVisible();
    const outcome = canvas.getByRole('status');
    await expect(outcome).toHaveTextContent('Denied');
    await expect(outcome).toHaveTextContent('Your appeal was denied: your blacklist stays.');
    await expect(canvas.getByText('Spamming orders for other users.')).toBeVisible();
    await expect(canvas.getByText('I did not know ordering for a friend counted as spam.')).toBeVisible();
    await expect(canvas.queryByText('Too soon.')).toBeNull();
  },
});

export const Pending = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', ONE, 200, { appeal: sampleAppeal() }));
  },
  parameters: { docs: { description: { story: 'Waiting for staff to vote.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for a decision')).toBeVisible();
  },
});

export const AcceptedServerBlacklist = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', ONE, 200, {
        appeal: sampleAppeal({
          type: 3,
          status: 2,
          serverID: '883920157482917889',
          punishmentInfo: { reason: null, issuedAt: null },
        }),
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story: 'Accepted: the server’s blacklist is lifted. The punishment has no recorded reason.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your appeal was accepted: the server’s blacklist is lifted.'),
    ).toBeVisible();
    await expect(canvas.getByText('883920157482917889')).toBeVisible();
    await expect(canvas.getByText('No reason was recorded.')).toBeVisible();
  },
});

export const HostileText = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: {
      description: {
        story:
          'On a phone: an appeal and a reason with markup and 10,000 characters stay text; the layout holds.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', ONE, 200, {
        appeal: sampleAppeal({ userAppeal: HOSTILE_LONG, punishmentInfo: { reason: HOSTILE_MARKUP } }),
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(HOSTILE_MARKUP)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const NotFound = meta.story({
  args: { id: APPEAL_IDS.solBlacklist },
  parameters: {
    docs: {
      description: { story: 'Someone else’s appeal, or none: it does not exist for you, with a way back.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This appeal does not exist', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Appeals' })).toHaveAttribute('href', '/appeal');
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', ONE));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the appeal')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', ONE, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The appeal failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The appeal could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Spamming orders for other users.')).toBeVisible();
  },
});
