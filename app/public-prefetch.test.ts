/**
 * The public pages that show the API's data start their read from the route's loader, while the page's code is
 * still loading (docs/architecture.md#endpoints), rather than once the page has rendered. A hover preload sends
 * nothing, and neither does the build's prerender (no document).
 */
import { API_ORIGIN, setupMockServer } from '@mocks/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeDocument } from '../lib/test/fake-document';

setupMockServer();

const PAGES = [
  { path: '/leaderboard', route: () => import('./routes/_site/leaderboard'), key: 'orders.leaderboard' },
  { path: '/team', route: () => import('./routes/_site/team'), key: 'users.team' },
  { path: '/store', route: () => import('./routes/_site/store'), key: 'store.items' },
] as const;

/** Fresh modules (no prefetched response left from another test), requests to the fake backend. */
async function load(page: (typeof PAGES)[number]) {
  vi.stubEnv('VITE_API_URL', API_ORIGIN);
  vi.resetModules();
  const [{ Route }, endpoint] = await Promise.all([page.route(), import('@lib/endpoint')]);
  const loader = Route.options.loader as unknown as (match: { preload: boolean }) => unknown;
  return { loader, takePrefetched: endpoint.takePrefetched };
}

// The first import of a page's module graph is transformed from source: seconds on a busy 2-core machine.
beforeAll(async () => {
  for (const page of PAGES) await load(page);
  vi.unstubAllEnvs();
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe.each(PAGES)('$path', (page) => {
  it('sends its read from the loader, and the page takes that response', async () => {
    vi.stubGlobal('document', createFakeDocument());
    const m = await load(page);
    await m.loader({ preload: false });
    const read = m.takePrefetched([page.key, undefined]);
    expect(read).not.toBeNull();
    await expect(read).resolves.toBeDefined();
  });

  it('sends nothing for a hover preload, nor while the build prerenders it', async () => {
    vi.stubGlobal('document', createFakeDocument());
    let m = await load(page);
    await m.loader({ preload: true });
    expect(m.takePrefetched([page.key, undefined])).toBeNull();
    vi.unstubAllGlobals();
    m = await load(page);
    await m.loader({ preload: false });
    expect(m.takePrefetched([page.key, undefined])).toBeNull();
  });
});
