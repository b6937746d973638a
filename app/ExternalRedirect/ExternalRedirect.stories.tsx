import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ExternalRedirect } from './ExternalRedirect';

const meta = preview.meta({
  title: 'App/ExternalRedirect',
  component: ExternalRedirect,
  args: { label: 'Blog', address: 'https://blog.virtualdiner.app', leave: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '`/blog`, `/docs`, `/discord`, `/invite` and `/upvote`: each leaves for its configured address (`VITE_LINK_*`) with `location.replace`, so Back does not bounce here again. Only https addresses open; any other shows this short page with the address as text. The stories pass a spy instead of leaving.',
      },
    },
  },
});

export const Leaving = meta.story({
  parameters: { docs: { description: { story: 'An https address: the page leaves for it at once.' } } },
  play: async ({ canvas, args }) => {
    await expect(args.leave).toHaveBeenCalledWith('https://blog.virtualdiner.app/');
    await expect(canvas.getByRole('status')).toHaveTextContent('Taking you to Blog…');
    await expect(canvas.getByRole('link', { name: 'Open Blog' })).toHaveAttribute(
      'href',
      'https://blog.virtualdiner.app/',
    );
  },
});

export const NotHttps = meta.story({
  args: { label: 'Support server', address: 'http://discord.gg/virtualdiner' },
  parameters: {
    docs: { description: { story: 'A plain http address never opens: the address is shown as text.' } },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support server' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This link is not available: its address is not a secure (https) address.',
    );
    await expect(canvas.getByText('http://discord.gg/virtualdiner')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(args.leave).not.toHaveBeenCalled();
  },
});

export const HostileAddress = meta.story({
  args: { label: 'Docs', address: 'javascript:alert(document.domain)' },
  tags: ['no-visual'],
  parameters: {
    docs: { description: { story: 'A `javascript:` address is text, never a link or a navigation.' } },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('javascript:alert(document.domain)')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(args.leave).not.toHaveBeenCalled();
  },
});
