import type { Holder } from '@lib/permissions';
import { type AnyRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '../mocks/db';
import { PERSONAS, type PersonaKey } from '../mocks/personas';
import { toCurrentUser } from '../mocks/views';
import type { RouterContext } from './context';
import {
  type IdleTimers,
  nextIdle,
  PREFETCH_IDLE_MS,
  type PrefetchRouter,
  prefetchRouteCode,
  prefetchTargets,
  routesAt,
  savesData,
  whenIdle,
} from './idle-prefetch';
import { routeTree } from './routeTree.gen';

const realRouter = createRouter({ routeTree, context: {} as RouterContext });

/** The real route tree, with the chunk loading recorded instead of done. */
function recordingRouter() {
  const loaded: string[] = [];
  const router: PrefetchRouter = {
    getMatchedRoutes: (path) => realRouter.getMatchedRoutes(path),
    loadRouteChunk: (route: AnyRoute) => {
      loaded.push(route.id);
      return Promise.resolve();
    },
  };
  return { router, loaded };
}

function personaUser(key: PersonaKey): Holder {
  resetDb();
  const doc = db.users.get(PERSONAS[key].userId);
  if (!doc) throw new Error(`No seeded user for ${key}`);
  return toCurrentUser(doc);
}

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A requestIdleCallback the test fires by hand. */
  function idleTimers() {
    const waiting = new Map<number, () => void>();
    let next = 1;
    const timers: IdleTimers = {
      requestIdleCallback: (callback) => {
        waiting.set(next, callback);
        return next++;
      },
      cancelIdleCallback: (handle) => {
        waiting.delete(handle);
      },
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle),
    };
    const becomeIdle = () => {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback();
    };
    return { timers, becomeIdle, waiting };
  }

  it('runs the task 2000 ms after the page became idle, not before', () => {
    const task = vi.fn();
    const { timers, becomeIdle } = idleTimers();
    whenIdle(task, PREFETCH_IDLE_MS, timers);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    becomeIdle();
    vi.advanceTimersByTime(PREFETCH_IDLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a plain 2000 ms timer without requestIdleCallback', () => {
    const task = vi.fn();
    whenIdle(task, PREFETCH_IDLE_MS, {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle),
    });
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels before the page is idle and while the 2000 ms run', () => {
    const early = vi.fn();
    const { timers, becomeIdle, waiting } = idleTimers();
    whenIdle(early, PREFETCH_IDLE_MS, timers)();
    expect(waiting.size).toBe(0);
    becomeIdle();
    vi.advanceTimersByTime(10_000);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = whenIdle(late, PREFETCH_IDLE_MS, timers);
    becomeIdle();
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(late).not.toHaveBeenCalled();
  });
});

describe('savesData', () => {
  it('is true only when the connection asks to save data', () => {
    expect(savesData({ connection: { saveData: true } })).toBe(true);
    expect(savesData({ connection: { saveData: false } })).toBe(false);
    expect(savesData({})).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});

describe('routesAt', () => {
  it('gives the root, the layouts and the page of a built page', () => {
    const ids = routesAt(realRouter, '/staff/orders')?.map((route) => route.id);
    expect(ids).toEqual(['__root__', '/staff', '/staff/orders/']);
    expect(routesAt(realRouter, '/staff/orders/AbC123')?.at(-1)?.id).toBe('/staff/orders/$id');
  });

  it('gives nothing for a path no route serves (the 404)', () => {
    expect(routesAt(realRouter, '/no-such-page')).toBeUndefined();
    expect(routesAt(realRouter, '/staff/no-such-page')).toBeUndefined();
  });
});

/** The staff pages among `paths` (the public pages grow as they are built). */
const staffOnly = (paths: readonly string[]) => paths.filter((path) => path.startsWith('/staff'));

describe('prefetchTargets', () => {
  const pages = (user: Holder | null, current = '/', done: ReadonlySet<string> = new Set()) =>
    prefetchTargets(realRouter, user, current, done).map((target) => target.path);

  it('gives an anonymous visitor the public pages that have a route, never a staff page', () => {
    const targets = pages(null);
    expect(targets).toContain('/login');
    expect(targets).toContain('/store');
    expect(targets.filter((path) => path.startsWith('/staff'))).toEqual([]);
    for (const path of targets) expect(routesAt(realRouter, path)).toBeDefined();
  });

  it('gives a chef the staff pages of their navigation, never a page without a route', () => {
    const chef = pages(personaUser('chef'));
    expect(staffOnly(chef)).toEqual([
      '/staff/dashboard',
      '/staff/orders',
      '/staff/food-lookup',
      '/staff/achievements',
      '/staff/take-a-break',
    ]);
    for (const path of chef) expect(routesAt(realRouter, path)).toBeDefined();
    // Built public pages of the signed-in navigation come too.
    expect(chef).toContain('/hourly');
  });

  it('gives a customer no staff page', () => {
    expect(pages(personaUser('customer')).filter((path) => path.startsWith('/staff'))).toEqual([]);
  });

  it('skips the page on screen and the pages already prefetched', () => {
    const chef = personaUser('chef');
    expect(pages(chef, '/staff/orders').filter((path) => path === '/' || path.startsWith('/staff'))).toEqual([
      '/',
      '/staff/dashboard',
      '/staff/food-lookup',
      '/staff/achievements',
      '/staff/take-a-break',
    ]);
    expect(staffOnly(pages(chef, '/', new Set(['/staff/dashboard', '/staff/orders/'])))).toEqual([
      '/staff/food-lookup',
      '/staff/achievements',
      '/staff/take-a-break',
    ]);
  });
});

describe('nextIdle', () => {
  it("resolves in the browser's next idle moment, or after a zero timer where there is none", async () => {
    const idle: (() => void)[] = [];
    const timers: IdleTimers = {
      requestIdleCallback: (callback) => idle.push(callback),
      setTimeout: () => {
        throw new Error('no timer where idle callbacks exist');
      },
      clearTimeout: () => {},
    };
    let resolved = false;
    const moment = nextIdle(timers).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    idle.shift()?.();
    await moment;
    expect(resolved).toBe(true);

    const delays: number[] = [];
    await nextIdle({
      setTimeout: (callback, ms) => {
        delays.push(ms);
        callback();
      },
      clearTimeout: () => {},
    });
    expect(delays).toEqual([0]);
  });
});

describe('prefetchRouteCode', () => {
  const now = () => Promise.resolve();

  it('loads the code of each target route once per visit', async () => {
    const { router, loaded } = recordingRouter();
    const done = new Set<string>();
    const chef = personaUser('chef');
    await prefetchRouteCode(router, prefetchTargets(router, chef, '/', done), { done, pause: now });
    expect(loaded).toContain('/staff/orders/');
    expect(loaded).toContain('/staff');
    expect(loaded).not.toContain('/staff/delivery-messages/');
    expect(staffOnly([...done])).toEqual([
      '/staff/dashboard',
      '/staff/orders/',
      '/staff/food-lookup',
      '/staff/achievements/',
      '/staff/take-a-break',
    ]);

    loaded.length = 0;
    await prefetchRouteCode(router, prefetchTargets(router, chef, '/', done), { done, pause: now });
    expect(loaded).toEqual([]);
  });

  it('loads one page per idle moment, not all of them in one task', async () => {
    const { router, loaded } = recordingRouter();
    const done = new Set<string>();
    const moments: (() => void)[] = [];
    const pause = () => new Promise<void>((resolve) => moments.push(resolve));
    const targets = prefetchTargets(router, null, '/', done);
    expect(targets.length).toBeGreaterThan(1);
    const finished = prefetchRouteCode(router, targets, { done, pause });
    await Promise.resolve();
    expect(loaded).toEqual([]);
    for (const [index, target] of targets.entries()) {
      moments.shift()?.();
      await vi.waitFor(() => expect(done).toContain(target.pageId));
      expect(done.size).toBe(index + 1);
    }
    await finished;
    expect(loaded).toContain(targets.at(-1)?.pageId);
  });

  it('stops when cancelled (a navigation or another user): the pages still to come are left', async () => {
    const { router } = recordingRouter();
    const done = new Set<string>();
    let cancelled = false;
    const targets = prefetchTargets(router, null, '/', done);
    await prefetchRouteCode(router, targets, {
      done,
      pause: async () => {
        if (done.size === 1) cancelled = true;
      },
      cancelled: () => cancelled,
    });
    expect([...done]).toEqual([targets[0]?.pageId]);
  });

  it('forgets a page whose code failed to load, so a later idle moment tries again', async () => {
    const done = new Set<string>();
    const router: PrefetchRouter = {
      getMatchedRoutes: (path) => realRouter.getMatchedRoutes(path),
      loadRouteChunk: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    };
    const targets = prefetchTargets(router, null, '/', done);
    expect(targets.map((target) => target.pageId)).toContain('/_site/login');
    await prefetchRouteCode(router, targets, { done, pause: now });
    expect([...done]).toEqual([]);
  });
});
