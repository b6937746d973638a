import { IconUsers } from '@tabler/icons-react';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { NoMatches } from './NoMatches';

const showAll = fn();

const meta = preview.meta({
  title: 'UI/NoMatches',
  component: NoMatches,
  args: {
    title: 'No items match your search',
    description: 'Nothing in the food lookup mentions “pizza”. Check the spelling or try fewer words.',
    showAllLabel: 'Show all items',
    onShowAll: showAll,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A list that has items, none of which the search or the filters let through: a magnifier, what found ' +
          'nothing, and one button that drops the search and shows everything again. (A list with no items at ' +
          'all is an `EmptyState`.)',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'A search that found nothing.' } } },
  play: async ({ canvas, userEvent }) => {
    showAll.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No items match your search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all items' }));
    await expect(showAll).toHaveBeenCalledOnce();
  },
});

export const Filters = meta.story({
  args: {
    icon: <IconUsers size={28} />,
    title: 'No users match',
    description: 'Nobody matches this name, id or rank. Check the spelling or clear the filters.',
    showAllLabel: 'Clear the filters',
    headingLevel: 3,
  },
  parameters: {
    docs: {
      description: { story: 'Filters rather than a search: its own icon, under a section’s heading.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No users match' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear the filters' })).toBeVisible();
  },
});
