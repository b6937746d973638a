import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { BackButton } from './BackButton';
import { PageHeader } from './PageHeader';

const meta = preview.meta({
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Rank Manager', description: 'Create ranks, set their colours and what they may do.' },
  parameters: {
    docs: {
      description: {
        component:
          'The top of every page: the title (the page’s only h1), an optional sentence, and the page’s actions. ' +
          'Actions sit to the right on wide screens and wrap below the title on phones.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'Title and description.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rank Manager' })).toBeVisible();
  },
});

export const WithActions = meta.story({
  args: {
    actions: (
      <>
        <Button variant="default">Reorder</Button>
        <Button leftSection={<IconPlus size={16} aria-hidden />}>Create rank</Button>
      </>
    ),
  },
  parameters: { docs: { description: { story: 'With page actions on the right.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create rank' })).toBeVisible();
  },
});

export const OnPhone = meta.story({
  args: WithActions.input.args,
  decorators: [
    (Story) => (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { story: 'On a 375 px screen the actions wrap below the title.' } } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Create rank' }).getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(title.bottom);
  },
});

export const WithBackButton = meta.story({
  args: {
    title: 'Appeal: Discord ban',
    description: 'Sent 3 March 2026, 14:05',
    actions: <BackButton to="/appeal">My Appeals</BackButton>,
  },
  parameters: {
    docs: {
      description: {
        story:
          'A page below another (a record of a list) has a `BackButton` to it, named after where it goes; the ' +
          'page’s not-found state offers the same button.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My Appeals' })).toHaveAttribute('href', '/appeal');
  },
});
