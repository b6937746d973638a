import { IconMessagePlus } from '@tabler/icons-react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { CreateLink } from './CreateLink';

const meta = preview.meta({
  title: 'UI/CreateLink',
  component: CreateLink,
  args: { to: '/staff/admin/teams/create', children: 'New team' },
  parameters: {
    docs: {
      description: {
        component:
          'The main action of a list page: a filled button with a plus that opens the page creating one. It ' +
          'stands in the page header and again in the empty list’s state. The words say what it makes.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'A plus and what it creates.' } } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'New team' });
    await expect(link).toHaveAttribute('href', '/staff/admin/teams/create');
    await expect(link.querySelector('svg')).not.toBeNull();
  },
});

export const OwnIcon = meta.story({
  args: {
    to: '/staff/delivery-messages/create',
    icon: <IconMessagePlus size={16} aria-hidden />,
    children: 'Create message',
  },
  parameters: { docs: { description: { story: 'A thing with an icon of its own keeps it.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create message' })).toHaveAttribute(
      'href',
      '/staff/delivery-messages/create',
    );
  },
});
