import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Footer } from './Footer';

const meta = preview.meta({
  title: 'UI/Footer',
  component: Footer,
  args: {
    version: '1.4.2',
    year: 2026,
    links: {
      privacy: '/privacy',
      terms: '/terms',
      invite: 'https://discord.com/oauth2/authorize?client_id=000000000000000000&scope=bot',
      support: 'https://discord.gg/virtualdiner',
      upvote: 'https://top.gg/bot/virtualdiner/vote',
      blog: 'https://blog.virtualdiner.app',
      docs: 'https://docs.virtualdiner.app',
    },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The footer of every page: copyright, the running version, and links to the privacy policy, terms, bot ' +
          'invite, support server, upvote page, blog and docs. External links open in a new tab. Side by side on ' +
          'wide screens, stacked on phones.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'The footer on a wide screen.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Virtual Diner. All rights reserved.')).toBeVisible();
    await expect(canvas.getByText('version 1.4.2 (Production)')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(nav.getAllByRole('link')).toHaveLength(7);
    const privacy = nav.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toHaveAttribute('href', '/privacy');
    await expect(privacy).not.toHaveAttribute('target');
    const blog = nav.getByRole('link', { name: 'Blog' });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const Demo = meta.story({
  args: { environment: 'Demo', version: '0.1.0' },
  parameters: {
    docs: {
      description: { story: 'On the demo (made-up data) the version line says Demo, not Production.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('version 0.1.0 (Demo)')).toBeVisible();
    await expect(canvas.queryByText(/Production/)).toBeNull();
  },
});

export const OnPhone = meta.story({
  decorators: [
    (Story) => (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { story: 'On a 375 px screen the copyright and the links stack.' } } },
  play: async ({ canvas }) => {
    const copyright = canvas.getByText(/All rights reserved/).getBoundingClientRect();
    const nav = canvas.getByRole('navigation', { name: 'Footer' }).getBoundingClientRect();
    await expect(nav.top).toBeGreaterThanOrEqual(copyright.bottom);
  },
});
