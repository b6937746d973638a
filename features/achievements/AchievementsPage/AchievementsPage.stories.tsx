import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { RANK_IDS } from '@mocks/seed';
import { OBJECTIVE_IDS } from '@mocks/seed-objectives';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { AchievementsPage } from './AchievementsPage';

const GLOBAL = '/api/client/objectives';
const MINE = '/api/client/objectives/user/:userId';
const CLAIM = '/api/client/objectives/claim/:id';

const cardOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('heading', { name }).closest('li') as HTMLElement);

const meta = preview.meta({
  title: 'Features/Achievements/AchievementsPage',
  component: AchievementsPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/staff/achievements` (View own achievements): the objectives for everyone and those set for you alone, each with its target, your progress as a bar (the server keeps one order counter, so every type counts it), its reward, and Claim once an objective for everyone is reached. With Manage achievements: New objective and Delete.',
      },
    },
  },
});

export const ChefProgress = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A chef with 612 orders: one objective claimed, two to claim, two ahead, and one of their own.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prepare 100 orders' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You have handled 612 orders and hold 3,420 VD.',
    );
    await expect(cardOf(canvas, 'Your first 50 orders').getByText(/^Claimed /)).toBeVisible();
    const hundred = cardOf(canvas, 'Prepare 100 orders');
    await expect(hundred.getByText('5,000 VD')).toBeVisible();
    await expect(hundred.getByRole('button', { name: 'Claim' })).toBeEnabled();
    await expect(cardOf(canvas, 'Deliver 500 orders').getByText('The Supporter rank')).toBeVisible();
    const thousand = cardOf(canvas, 'Handle 1,000 orders');
    await expect(thousand.getByText('612 / 1,000 orders')).toBeVisible();
    await expect(thousand.getByRole('progressbar', { name: /Handle 1,000 orders/ })).toHaveAttribute(
      'aria-valuenow',
      '61',
    );
    await expect(thousand.getByText('388 more orders to go')).toBeVisible();
    await expect(thousand.queryByRole('button', { name: 'Claim' })).toBeNull();
    // The chef's own objectives are a read of their own, which may arrive after the global list.
    await canvas.findByRole('heading', { name: 'Prepare 700 orders before the summer menu' });
    const own = cardOf(canvas, 'Prepare 700 orders before the summer menu');
    await expect(own.getByText('A shout-out in the staff channel')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'New objective' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
  },
});

export const ClaimCurrency = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Claiming a currency reward: the toast says what it gave, the card is marked, the balance follows.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Prepare 100 orders' });
    await userEvent.click(cardOf(canvas, 'Prepare 100 orders').getByRole('button', { name: 'Claim' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Claimed “Prepare 100 orders”: 5,000 VD');
    await expect(await cardOf(canvas, 'Prepare 100 orders').findByText(/^Claimed /)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('hold 8,420 VD'));
  },
});

export const ClaimRank = meta.story({
  parameters: { docs: { description: { story: 'Claiming a rank reward: the rank is the chef’s.' } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Deliver 500 orders' });
    await userEvent.click(cardOf(canvas, 'Deliver 500 orders').getByRole('button', { name: 'Claim' }));
    await expectToast(
      within(canvasElement.ownerDocument.body),
      'Claimed “Deliver 500 orders”: The Supporter rank',
    );
    await expect(db.users.get(PERSONAS.chef.userId)?.ranks).toContain(RANK_IDS.supporter);
  },
});

export const ClaimRefused = meta.story({
  parameters: {
    docs: { description: { story: 'The server says no: its words in a red toast; the Claim button stays.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', CLAIM, 400, {
        statusCode: 400,
        code: 'invalid_type',
        message: 'Reward data must be an integer',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Prepare 100 orders' });
    await userEvent.click(cardOf(canvas, 'Prepare 100 orders').getByRole('button', { name: 'Claim' }));
    const page = within(canvasElement.ownerDocument.body);
    await expectToast(page, 'Reward data must be an integer');
    await expect(page.getByText('The objective was not claimed')).toBeVisible();
    await expect(cardOf(canvas, 'Prepare 100 orders').getByRole('button', { name: 'Claim' })).toBeEnabled();
  },
});

export const AdminManage = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: { story: 'With Manage achievements: New objective, and Delete on every objective.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'New objective' })).toHaveAttribute(
      'href',
      '/staff/achievements/create',
    );
    await expect(await canvas.findByRole('button', { name: 'Delete Prepare 100 orders' })).toBeVisible();
  },
});

export const DeleteObjective = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'Deleting asks first and says that its claims go with it.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Your first 50 orders' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete this objective?' }));
    await expect(dialog.getByText(/every claim of it goes with it/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(page, 'Deleted “Your first 50 orders”');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Your first 50 orders' })).toBeNull());
    await expect(
      db.claimedObjectives.all().filter((c) => c.objectiveID === OBJECTIVE_IDS.firstFifty),
    ).toEqual([]);
  },
});

export const HostileText = meta.story({
  parameters: {
    docs: {
      description: { story: 'Markup and 10,000 characters in an objective stay text and keep the layout.' },
    },
  },
  beforeEach: () => {
    db.objectives.update(OBJECTIVE_IDS.legend, {
      description: `<img src=x onerror="window.__xss=1"> ${'z'.repeat(10_000)}`,
      rewardData: '<script>window.__xss=1</script>',
    });
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<script>window.__xss=1</script>')).toBeVisible();
    await expect(canvasElement.querySelectorAll('li img, li script')).toHaveLength(0);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', GLOBAL, 200, { objectives: [] }),
      respondWith('GET', MINE, 200, { objectives: [] }),
    );
  },
  parameters: { docs: { description: { story: 'No objectives at all.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No objectives yet' })).toBeVisible();
    await expect(await canvas.findByText('Nothing set just for you.')).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'On a phone the cards stack.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prepare 100 orders' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', GLOBAL), loading('GET', MINE));
  },
  parameters: { docs: { description: { story: 'The objectives are on their way.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the objectives')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', GLOBAL, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The objectives failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The objectives could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Prepare 100 orders' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', GLOBAL, 'not json at all'));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});

export const Refused = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'Someone without View own achievements (the route guard normally stops them): the server’s 403, no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'The objectives are not open to you',
      'You do not have permission to do that',
    );
  },
});
