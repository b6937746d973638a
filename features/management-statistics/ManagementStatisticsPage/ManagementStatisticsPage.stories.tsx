import { USER_IDS } from '@mocks/cast';
import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../.storybook/expect-in-view';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { ManagementStatisticsPage } from './ManagementStatisticsPage';

const LIST = '/api/client/statistics/management';

const meta = preview.meta({
  title: 'Features/ManagementStatistics/ManagementStatisticsPage',
  component: ManagementStatisticsPage,
  args: { onExport: fn(), now: () => Date.UTC(2026, 10, 21, 12) },
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
          '`/staff/admin/management-statistics/management` (Manage management statistics): every manager’s actions, loaded once: a chart, a table sortable by any column, CSV export, and “Delete statistics” for one manager (explained by a tooltip, confirmed).',
      },
    },
  },
});

const managers = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

export const Table = meta.story({
  parameters: { docs: { description: { story: 'Most actions first.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^Actions per manager, all time: / })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(managers(canvas).slice(0, 2)).toEqual(['Marlow Quinn', 'Greta Grill']);
  },
});

export const Sort = meta.story({
  parameters: { docs: { description: { story: 'A column header sorts; again flips the order.' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Applications reviewed/ }));
    const header = canvas.getByRole('columnheader', { name: /^Applications reviewed/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const first = managers(canvas)[0];
    await userEvent.click(canvas.getByRole('button', { name: /^Applications reviewed/ }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(managers(canvas).at(-1)).toBe(first);
  },
});

export const ExportCsv = meta.story({
  parameters: { docs: { description: { story: 'The export: one line per manager, in the table’s order.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    const [fileName, csv] = (args.onExport as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe('management-statistics-2026-11-21.csv');
    const lines = csv.split('\r\n');
    await expect(lines[0]).toBe(
      'User ID,Manager,Applications reviewed,Appeals voted,Warnings issued,Blacklists,Order history entries,Total',
    );
    await expect(lines).toHaveLength(5);
    await expect(lines[1]).toBe(`${PERSONAS.manager.userId},Marlow Quinn,22,14,9,3,0,48`);
    await expect(lines[2]).toBe(`${USER_IDS.greta},Greta Grill,8,21,12,5,0,46`);
  },
});

export const DeleteOne = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Deleting one manager’s statistics: a tooltip says what goes, and the question asks first.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = await canvas.findByRole('button', { name: 'Delete statistics of Greta Grill' });
    // What it deletes is said before the click, on hover or focus…
    await userEvent.hover(button);
    await expect(
      await page.findByRole('tooltip', { name: /Erases Greta Grill’s recorded actions.*start again from 0/ }),
    ).toBeVisible();
    await userEvent.click(button);
    // …and in the question: the counts go, the actions and the account stay.
    const dialog = within(await page.findByRole('dialog', { name: 'Delete the statistics of Greta Grill?' }));
    await expect(
      dialog.getByText(/Their 46 recorded actions \(applications reviewed, .*\) are erased/),
    ).toBeVisible();
    await expect(dialog.getByText(/The actions themselves and their account are not touched/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete statistics' }));
    await expectToast(page, 'Deleted the statistics of Greta Grill');
    await waitFor(() => expect(managers(canvas)).not.toContain('Greta Grill'));
    await expect(db.managementStatistics.get(USER_IDS.greta)).toBeUndefined();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'At 375 px each manager is a card with their counts and “Delete statistics” on screen; the column buttons stay above the cards, after “Sort by”, to sort them.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Export CSV' })).toBeVisible();
    const deletes = await canvas.findAllByRole('button', { name: /^Delete statistics of / });
    await expect(deletes.length).toBeGreaterThan(1);
    for (const button of deletes) await expectWithinViewportWidth(button);
    await expectNoSidewaysScroll(canvasElement);
    // Sorting still works from the wrapped head.
    await userEvent.click(canvas.getByRole('button', { name: 'Manager' }));
    await expect(canvas.getByRole('columnheader', { name: 'Manager' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectWithinViewportWidth(canvas.getByRole('button', { name: 'Total' }));
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { statistics: [] }));
  },
  parameters: { docs: { description: { story: 'Nothing recorded yet; no export.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No statistics yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', LIST));
  },
  parameters: { docs: { description: { story: 'On its way.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the statistics')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', LIST, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'Failed; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The statistics could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', LIST));
  },
  parameters: { docs: { description: { story: 'An unreadable answer is an error, not a crash.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});

export const Refused = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: { story: 'Without the permission (the guard normally stops them): the server’s 403.' },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'The statistics are not open to you',
      'You do not have permission to do that',
    );
  },
});
