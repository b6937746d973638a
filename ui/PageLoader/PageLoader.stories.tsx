import { Group, Text } from '@mantine/core';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { PageLoader } from './PageLoader';

const meta = preview.meta({
  title: 'UI/PageLoader',
  component: PageLoader,
  args: { label: 'Loading the leaderboard' },
  parameters: {
    docs: {
      description: {
        component:
          'The loading state of a page or a small piece of one: an orange spinner. Screen readers hear what is ' +
          'loading (the label is not shown).',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'A whole page waiting for its data.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the leaderboard');
  },
});

export const Inline = meta.story({
  args: { label: 'Loading your rank', size: 'xs', inline: true },
  render: (args) => (
    <Group gap="xs">
      <Text c="dimmed">Your rank:</Text>
      <PageLoader {...args} />
    </Group>
  ),
  parameters: { docs: { description: { story: 'A small spinner in a line of text.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your rank');
  },
});
