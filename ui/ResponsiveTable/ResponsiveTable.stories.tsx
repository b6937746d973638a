import { Button, Group, Table } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import {
  drawnLabel,
  expectNoSidewaysScroll,
  expectWithinViewportWidth,
} from '../../.storybook/expect-in-view';
import preview from '../../.storybook/preview';
import { ActionsHead, ResponsiveTable } from './ResponsiveTable';

const edit = fn();
const remove = fn();

const TEAMS = [
  { name: 'Team Sizzle', orders: 1284, role: '1180000000000000001', creator: 'Ada Admin' },
  { name: 'Team Zest', orders: 977, role: '1180000000000000002', creator: 'Morgan Manager' },
  { name: 'Team Crunch with a rather long name', orders: 12, role: 'None', creator: 'Ada Admin' },
];

const rows = (
  <>
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">Team</Table.Th>
        <Table.Th scope="col">Orders</Table.Th>
        <Table.Th scope="col">Chat role</Table.Th>
        <Table.Th scope="col">Created by</Table.Th>
        <ActionsHead />
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {TEAMS.map((team) => (
        <Table.Tr key={team.name}>
          <Table.Th scope="row">{team.name}</Table.Th>
          <Table.Td data-label="Orders">{team.orders.toLocaleString('en-GB')}</Table.Td>
          <Table.Td data-label="Chat role">{team.role}</Table.Td>
          <Table.Td data-label="Created by">{team.creator}</Table.Td>
          <Table.Td data-actions>
            <Group gap={4} wrap="nowrap" justify="flex-end">
              <Button variant="subtle" size="compact-sm" aria-label={`Edit ${team.name}`} onClick={edit}>
                Edit
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={`Delete ${team.name}`}
                onClick={remove}
              >
                Delete
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </>
);

const meta = preview.meta({
  title: 'UI/ResponsiveTable',
  component: ResponsiveTable,
  args: { children: rows, striped: true, minWidth: 640, 'aria-label': 'Teams' },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          'The list pattern of staff and admin pages: a table from 768 px up, a card per row below, so every ' +
          'row’s buttons are on screen on a phone without scrolling sideways. Give each value cell `data-label` ' +
          '(its column’s name, shown beside the value on a phone) and the buttons’ cell `data-actions`; ' +
          '`minWidth` is the width the table needs on larger screens (narrower, it scrolls inside its box). ' +
          'See docs/patterns.md, “Lists on a phone”.',
      },
    },
  },
});

export const Desktop = meta.story({
  parameters: { docs: { description: { story: 'A table with a header row; the buttons end each row.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Team Zest' })).toBeVisible();
    // The buttons' column is named for screen readers (ActionsHead), with no words on screen.
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    // Labels are drawn on phones only.
    await expect(drawnLabel(canvas.getByRole('cell', { name: '1,284' }))).toBe('none');
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'At 375 px each row is a card: its name, each value beside its label, and its buttons on their own ' +
          'line, all on screen.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Delete Team Crunch with a rather long name' });
    await expectWithinViewportWidth(button);
    await expectWithinViewportWidth(canvas.getByRole('button', { name: 'Edit Team Sizzle' }));
    await expectNoSidewaysScroll(canvasElement);
    // The column header is off screen (for screen readers only); its name is drawn beside each value instead.
    const head = canvas.getByRole('columnheader', { name: 'Orders' }).closest('thead') as HTMLElement;
    await expect(head.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(drawnLabel(canvas.getByRole('cell', { name: '1,284' }))).toBe('Orders');
    remove.mockClear();
    await userEvent.click(button);
    await expect(remove).toHaveBeenCalledOnce();
  },
});
