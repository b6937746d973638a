import { loading, respondWith, serverError } from '@mocks/scenarios';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { RankManagerPage } from './RankManagerPage';

const RANKS = '*/api/client/ranks';
const POSITIONS = '*/api/client/ranks/positions';

const sent: unknown[] = [];
const spyOnPositions = () =>
  http.put(POSITIONS, async ({ request }) => {
    sent.push(await request.clone().json());
  });

const names = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Ranks, most senior first' }))
    .getAllByRole('listitem')
    .map((item) =>
      item.querySelector('.mantine-Badge-label, [data-text]')?.textContent?.replace('Rank: ', ''),
    );

const meta = preview.meta({
  title: 'Features/RankManager/RankManagerPage',
  component: RankManagerPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/staff/admin/rank-manager` (MANAGE_RANKS): the ranks from most to least senior with colour, position and flags. Reorder by dragging the handle, by keyboard on the handle (Space, arrows, Space) or with Move up / Move down; each move is saved at once (`PUT /api/client/ranks/positions`). Ranks at or above your own are locked and say so (SUPER_ADMIN excepted).',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const ManagerView = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'A manager: Owner, Administrator and Manager are locked; the rest can move and be edited.',
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Ranks, most senior first' });
    await expect(canvas.getAllByText('At or above your own rank: you cannot change it.')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Move Owner' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Move Chef' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Chef' })).toHaveAttribute(
      'href',
      '/staff/admin/rank-manager/5603241177907201029',
    );
    // Head Chef cannot go above Manager.
    await expect(canvas.getByRole('button', { name: 'Move Head Chef up' })).toBeDisabled();
  },
});

export const MoveWithButtons = meta.story({
  parameters: {
    docs: { description: { story: 'Move Chef up: saved at once, the list and positions follow.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnPositions());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Chef up' }));
    await expectToast(page, 'Saved the rank order');
    await expect(sent).toEqual([
      {
        ranks: [
          '5602516402176001025',
          '5602516402176001026',
          '5602516402176001027',
          '5603241177907201029',
          '5603241177907201028',
          '5603241177907201030',
          '5679342629683201031',
          '5830820757504001032',
        ],
      },
    ]);
    await waitFor(() =>
      expect(names(canvas)).toEqual([
        'Owner',
        'Administrator',
        'Manager',
        'Chef',
        'Head Chef',
        'Delivery Driver',
        'Trainee',
        'Supporter',
      ]),
    );
  },
});

export const MoveWithKeyboard = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'On the handle: Space lifts Trainee, Arrow down moves it below Supporter, Space drops it.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnPositions());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const handle = await canvas.findByRole('button', { name: 'Move Trainee' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expectToast(page, 'Saved the rank order');
    await expect((sent[0] as { ranks: string[] }).ranks.slice(-2)).toEqual([
      '5830820757504001032',
      '5679342629683201031',
    ]);
  },
});

export const MoveRefused = meta.story({
  parameters: {
    docs: {
      description: { story: 'The server refuses the order: its message in a red toast, the list unchanged.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PUT', POSITIONS, 403, {
        statusCode: 403,
        code: 'rank_above_yours',
        message: 'You cannot change a rank at or above your own',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Chef up' }));
    await expectToast(page, 'You cannot change a rank at or above your own');
    await expect(names(canvas).slice(3, 5)).toEqual(['Head Chef', 'Chef']);
  },
});

export const SuperAdmin = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'SUPER_ADMIN: every rank can move and be edited.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Move Owner' })).toBeVisible();
    await expect(canvas.queryByText('At or above your own rank: you cannot change it.')).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', RANKS));
  },
  parameters: { docs: { description: { story: 'The ranks are still loading.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the ranks')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', RANKS, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The ranks failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Ranks, most senior first' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: { description: { story: 'On a phone the move and edit buttons go under each rank.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Move Chef up' })).toBeVisible();
  },
});
