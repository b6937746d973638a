import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { LeaderboardPage } from './LeaderboardPage';

const BOARD = '/api/client/orders/leaderboard';

/** The seeded board, most orders first (mocks/seed.ts). */
const SEEDED_TOP_THREE = ['Basil', 'Sam Sizzle', 'Nora'];

const podiumOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'The top three' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img')?.getAttribute('alt'));

const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const meta = preview.meta({
  title: 'Features/Leaderboard/LeaderboardPage',
  component: LeaderboardPage,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/leaderboard`, public: the staff who handled the most orders this week. The podium (top three, first in the middle), a bar chart of the top ten, and the full ranking with places (equal counts share a place), rank badges, avatars and counts. A signed-in staff member sees their own place spelled out and marked “You”. Loaded once and reused.',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'An anonymous visitor: the podium, the chart and the full ranking, nobody highlighted.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This week’s podium', level: 2 })).toBeVisible();
    await expect(podiumOf(canvas)).toEqual(SEEDED_TOP_THREE);
    const first = within(canvas.getByRole('list', { name: 'The top three' })).getAllByRole(
      'listitem',
    )[0] as HTMLElement;
    await expect(first).toHaveTextContent('1st');
    await expect(first).toHaveTextContent('Rank: Head Chef');
    await expect(first).toHaveTextContent('40 orders');
    await expect(first.querySelector('img[alt="Basil"]')).toBeVisible();

    const chart = canvas.getByRole('img', { name: /^Bar chart of this week’s orders: / });
    await expect(chart).toHaveAccessibleName(
      expect.stringContaining('Basil, 40 orders; Sam Sizzle, 31 orders;'),
    );
    await expect(canvas.getByRole('heading', { name: 'Top 10 at a glance' })).toBeVisible();

    const rows = rowsOf(canvas);
    await expect(rows[0]).toBe('1stBasilRank: Head Chef40');
    // Equal counts share a place: Marlow Quinn and Mika both handled 12.
    await expect(rows.filter((row) => row?.startsWith('9th'))).toHaveLength(2);
    await expect(rows.some((row) => row?.includes('Pancake Pilot'))).toBe(false);
    await expect(canvas.queryByText(/^You are in /)).toBeNull();
    await expect(canvas.queryByText('You')).toBeNull();
  },
});

export const SignedInStaff = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'The chef persona, second this week: their place spelled out above the podium, and their step, bar and row marked.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are in 2nd place this week with 31 orders.')).toBeVisible();
    const row = within(canvas.getByRole('table')).getByText('Sam Sizzle').closest('tr') as HTMLElement;
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(within(row).getByText('You')).toBeVisible();
    const step = within(canvas.getByRole('list', { name: 'The top three' })).getAllByRole(
      'listitem',
    )[1] as HTMLElement;
    await expect(within(step).getByText('You')).toBeVisible();
  },
});

export const SignedInNotOnTheBoard = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'A customer (no staff rank, so never on the board) sees the same board as a visitor, nothing marked.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Full ranking' })).toBeVisible();
    await expect(canvas.queryByText(/^You are in /)).toBeNull();
    await expect(canvas.queryByText('You')).toBeNull();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'A phone (375 px), signed in as the chef: the podium stays three steps, the chart and the table stack.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are in 2nd place this week with 31 orders.')).toBeVisible();
    await expect(podiumOf(canvas)).toEqual(SEEDED_TOP_THREE);
    await expect(canvas.getByRole('table')).toBeVisible();
  },
});

export const FewerThanThree = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', BOARD, 200, {
        leaderboard: [
          {
            _id: '301453858812796526',
            username: 'basil.bites',
            displayName: 'Basil',
            avatar: null,
            ranks: ['5603241177907201028'],
            statistics: { orders: { weeklyOrders: 3 } },
          },
          {
            _id: '808688349504680483',
            username: 'noodlenora',
            displayName: 'Nora',
            avatar: null,
            ranks: [],
            statistics: { orders: { weeklyOrders: 1 } },
          },
        ],
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'Early in the week: two staff on the board, so two steps. Ranks sent as ids are looked up in the site’s ranks; a row without a rank shows no badge.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'At a glance' })).toBeVisible();
    await expect(podiumOf(canvas)).toEqual(['Basil', 'Nora']);
    // The site's ranks arrive on their own; the badge follows.
    await waitFor(() => expect(rowsOf(canvas)).toEqual(['1stBasilRank: Head Chef3', '2ndNora1']));
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', BOARD));
  },
  parameters: {
    docs: { description: { story: 'No answer yet: after a short delay (200 ms), a skeleton of the list.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the leaderboard')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', BOARD, 200, { leaderboard: [] }));
  },
  parameters: {
    docs: { description: { story: 'Nobody has handled an order yet this week.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet this week' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', BOARD, 'Down', { once: true }));
  },
  parameters: {
    docs: {
      description: { story: 'The leaderboard failed to load; “Try again” asks once more (and works here).' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The leaderboard could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Full ranking' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', BOARD));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error with a retry, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The leaderboard could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
