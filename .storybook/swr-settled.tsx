/**
 * For stories that count requests (docs/architecture.md#caching): `decorators: [withSwrWatch]` lets the play
 * function wait until SWR has nothing left to read, so a count taken after `await swrSettled()` includes every
 * read the page would start, and a read that should not happen would have been counted.
 */
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { type Cache, useSWRConfig } from 'swr';

let watched: Cache | null = null;

function Watch({ children }: { children: ReactNode }) {
  watched = useSWRConfig().cache;
  return <>{children}</>;
}

/** Inside the story's SWR provider (.storybook/preview.tsx): remembers its cache for {@link swrSettled}. */
export const withSwrWatch: Decorator = (Story) => (
  <Watch>
    <Story />
  </Watch>
);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits for two frames (SWR starts a read of data it already holds, on mount, in the next frame) and then until no
 * cached key is being read.
 */
export async function swrSettled(): Promise<void> {
  await nextFrame();
  await nextFrame();
  await waitFor(() => {
    const cache = watched;
    expect(cache).not.toBeNull();
    for (const key of cache?.keys() ?? []) expect(cache?.get(key)?.isValidating ?? false, key).toBe(false);
  });
}
