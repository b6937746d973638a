import { Anchor } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AppLink, type InternalLinkProps, LinkProvider } from './AppLink';

const navigate = fn();

/** Stands in for the app's router adapter: records the path instead of navigating. */
function RecordingLink({ to, onClick, ...props }: InternalLinkProps) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
        onClick?.(event);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'UI/AppLink',
  component: AppLink,
  args: { to: '/store', children: 'Visit the store' },
  render: (args) => <Anchor component={AppLink} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The one link primitive. Internal paths go through the router link the app provides with `LinkProvider` ' +
          '(no full page reload); external URLs open in a new tab, safely (`rel="noopener noreferrer"`). ' +
          'Styled here through Mantine `Anchor`.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: {
    docs: {
      description: { story: 'Without a LinkProvider an internal path is a plain link (full page load).' },
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Visit the store' });
    await expect(link).toHaveAttribute('href', '/store');
    await expect(link).not.toHaveAttribute('target');
  },
});

export const WithLinkProvider = meta.story({
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        story: 'Inside a LinkProvider, clicking an internal link hands the path to the router.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Visit the store' }));
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/store');
  },
});

export const External = meta.story({
  args: { to: 'https://blog.virtualdiner.app', children: 'Read the blog' },
  parameters: {
    docs: { description: { story: 'External URLs open in a new tab with rel="noopener noreferrer".' } },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Read the blog' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});
