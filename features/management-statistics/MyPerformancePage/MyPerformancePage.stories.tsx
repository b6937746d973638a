import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { MyPerformancePage } from './MyPerformancePage';

const ONE = '/api/client/statistics/management/:id';

const meta = preview.meta({
  title: 'Features/ManagementStatistics/MyPerformancePage',
  component: MyPerformancePage,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/management-statistics` (View management statistics): your own activity per counter over the last 7 and 30 days and in all, as a chart and a table with the same figures.',
      },
    },
  },
});

export const Activity = meta.story({
  parameters: { docs: { description: { story: 'A manager with a month of activity.' } } },
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', {
      name: /^Your actions in the last 30 days: Applications reviewed, 22 times/,
    });
    await expect(chart).toBeVisible();
    const row = within(
      canvas.getByRole('rowheader', { name: 'Applications reviewed' }).closest('tr') as HTMLElement,
    );
    await expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^\d+$/),
      '22',
      '22',
    ]);
  },
});

export const NoActivity = meta.story({
  parameters: { docs: { description: { story: 'Nothing recorded: the server answers null.' } } },
  beforeEach: () => {
    db.managementStatistics.delete(PERSONAS.manager.userId);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No activity recorded yet' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', ONE));
  },
  parameters: { docs: { description: { story: 'On its way.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your statistics')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', ONE, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'Failed; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your statistics could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Warnings issued' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', ONE));
  },
  parameters: { docs: { description: { story: 'An unreadable answer is an error, not a crash.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});
