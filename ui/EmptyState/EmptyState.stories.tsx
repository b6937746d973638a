import { Button } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { EmptyState } from './EmptyState';

const createMessage = fn();

const meta = preview.meta({
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <IconToolsKitchen2 size={28} />,
    title: 'No orders yet',
    description: 'New orders show up here as soon as customers place them.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list or page shows when there is nothing in it: an icon, a title, a short explanation and ' +
          'optionally one action. Also the base of the error and 404 pages.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'An empty list with an explanation.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet', level: 2 })).toBeVisible();
    await expect(canvas.getByText(/show up here/)).toBeVisible();
  },
});

export const WithAction = meta.story({
  args: {
    title: 'No delivery messages',
    description: 'Premade messages save time when you deliver. Write your first one.',
    action: <Button onClick={createMessage}>Create a message</Button>,
  },
  parameters: { docs: { description: { story: 'An empty list with the one thing to do next.' } } },
  play: async ({ canvas, userEvent }) => {
    createMessage.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a message' }));
    await expect(createMessage).toHaveBeenCalledOnce();
  },
});

export const TitleOnly = meta.story({
  args: { icon: undefined, description: undefined, title: 'Nothing matches your search' },
  parameters: { docs: { description: { story: 'The smallest form: just a title.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing matches your search' })).toBeVisible();
  },
});
