import { Group } from '@mantine/core';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Avatar, avatarUrl, defaultAvatarUrl } from './Avatar';

const meta = preview.meta({
  title: 'UI/Avatar',
  component: Avatar,
  args: {
    userId: '80351110224678912',
    avatar: '8342729096ea3675442027381ff50dfe',
    name: 'Remy Ratatouille',
    size: 64,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A user’s picture from the chat platform’s CDN (animated “a_” hashes load as gif, others as webp, ' +
          'size parameter 128 by default). Without a picture, or when it fails to load, the platform’s default ' +
          'avatar (one of six, picked from the user id); when that fails too, the user’s initials. ' +
          'The fake backend serves generated images, so these stories work offline.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'The user’s own picture.' } } },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: 'Remy Ratatouille' });
    await expect(image).toHaveAttribute('src', avatarUrl(args.userId, args.avatar));
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
});

export const Animated = meta.story({
  args: { userId: '175928847299117063', avatar: 'a_1269e74af4df7417b13759eae50c83dc', name: 'Gif Gourmet' },
  parameters: {
    docs: { description: { story: 'An animated picture (hash starts with “a_”) loads as a gif.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Gif Gourmet' }).getAttribute('src')).toMatch(
      /\.gif\?size=128$/,
    );
  },
});

export const DefaultAvatar = meta.story({
  args: { userId: '1110551208416083978', avatar: null, name: 'No Picture' },
  parameters: {
    docs: { description: { story: 'No picture set: the platform’s default avatar for this id.' } },
  },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: 'No Picture' });
    await expect(image).toHaveAttribute('src', defaultAvatarUrl(args.userId));
    await expect(image.closest('[data-source]')).toHaveAttribute('data-source', 'default');
  },
});

export const ImageFails = meta.story({
  // A picture no other story loads: the browser keeps images it already loaded on the page and would not ask again.
  args: { userId: '246813579024681357', avatar: 'b0b0c0ffee0b0b0c0ffee0b0b0c0ffee', name: 'Broken Brie' },
  beforeEach({ msw }) {
    // Only the user's own picture is missing; the default avatars (`/embed/avatars/…`) still load.
    msw.use(http.get('https://cdn.discordapp.com/avatars/*', () => new HttpResponse(null, { status: 404 })));
  },
  parameters: {
    docs: {
      description: {
        story:
          'The user has a picture but it fails to load (e.g. deleted from the CDN): the platform’s default ' +
          'avatar for this id shows instead.',
      },
    },
  },
  play: async ({ canvas, args }) => {
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: 'Broken Brie' })).toHaveAttribute(
          'src',
          defaultAvatarUrl(args.userId),
        ),
      { timeout: 5000 },
    );
    const image = canvas.getByRole('img', { name: 'Broken Brie' });
    await expect(image.closest('[data-source]')).toHaveAttribute('data-source', 'default');
    // The default avatar really loaded: no further fallback to initials.
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(image.closest('[data-source]')).toHaveAttribute('data-source', 'default');
  },
});

export const InitialsFallback = meta.story({
  args: { userId: '999999999999999999', avatar: 'ffffffffffffffffffffffffffffffff', name: 'Offline Olive' },
  beforeEach({ msw }) {
    msw.use(http.get('https://cdn.discordapp.com/*', () => new HttpResponse(null, { status: 404 })));
  },
  parameters: {
    docs: {
      description: {
        story: 'The picture and the default avatar both fail (e.g. offline): initials instead.',
      },
    },
  },
  play: async ({ canvas }) => {
    // Two image loads must fail in turn (picture, then default avatar): allow for a busy machine.
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: 'Offline Olive' })).toHaveAttribute('data-source', 'initials'),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('img', { name: 'Offline Olive' })).toHaveTextContent('OO');
  },
});

export const Sizes = meta.story({
  parameters: {
    docs: { description: { story: 'Display sizes from a list row (24 px) to a profile header (128 px).' } },
  },
  render: (args) => (
    <Group align="center">
      {[24, 40, 64, 128].map((size) => (
        <Avatar key={size} {...args} size={size} cdnSize={size * 2} name={`${args.name} ${size}px`} />
      ))}
    </Group>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Remy Ratatouille 128px' }).getAttribute('src')).toMatch(
      /\?size=256$/,
    );
  },
});
