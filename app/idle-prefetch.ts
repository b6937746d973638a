/**
 * Idle prefetch of reachable routes: once the page has been idle,
 * and 2000 ms more, the code of the pages this user can reach from our navigation is loaded, so opening one
 * later does not wait for its chunk. Code only: no guard (`beforeLoad`) and no `loader` runs, so no API call
 * is made. Each page route is loaded once per visit; pages without a route yet are skipped, and nothing is
 * loaded when the browser asks to save data. The wiring is `app/IdlePrefetch.tsx`.
 */
import { reachablePaths } from '@lib/access';
import type { Holder } from '@lib/permissions';
import type { AnyRoute } from '@tanstack/react-router';

/** How long after the page became idle the prefetch starts (docs/product/navigation.md#idle-prefetch). */
export const PREFETCH_IDLE_MS = 2000;

/** The timer functions `whenIdle` uses (the browser's by default; a test passes its own). */
export interface IdleTimers {
  requestIdleCallback?: ((callback: () => void) => number) | undefined;
  cancelIdleCallback?: ((handle: number) => void) | undefined;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

function browserTimers(): IdleTimers {
  const scope = globalThis as Partial<Window> & typeof globalThis;
  return {
    requestIdleCallback: scope.requestIdleCallback
      ? (callback) => scope.requestIdleCallback?.(() => callback()) ?? 0
      : undefined,
    cancelIdleCallback: scope.cancelIdleCallback ? (handle) => scope.cancelIdleCallback?.(handle) : undefined,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
  };
}

/**
 * Runs `task` once the page is idle (`requestIdleCallback`) and `delayMs` more; where the browser has no
 * `requestIdleCallback`, `delayMs` after now. Returns a function that cancels whatever is still waiting.
 */
export function whenIdle(
  task: () => void,
  delayMs: number = PREFETCH_IDLE_MS,
  timers: IdleTimers = browserTimers(),
): () => void {
  let idleHandle: number | undefined;
  let timer: unknown;
  const wait = () => {
    idleHandle = undefined;
    timer = timers.setTimeout(() => {
      timer = undefined;
      task();
    }, delayMs);
  };
  if (timers.requestIdleCallback) idleHandle = timers.requestIdleCallback(wait);
  else wait();
  return () => {
    if (idleHandle !== undefined) timers.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) timers.clearTimeout(timer as never);
    idleHandle = undefined;
    timer = undefined;
  };
}

/** True when the browser asks to save data (`navigator.connection.saveData`): then nothing is prefetched. */
export function savesData(nav: unknown = globalThis.navigator): boolean {
  const connection = (nav as { connection?: { saveData?: unknown } } | undefined)?.connection;
  return connection?.saveData === true;
}

/** The part of the router the prefetch uses. */
export interface PrefetchRouter {
  getMatchedRoutes: (pathname: string) => readonly [readonly AnyRoute[], unknown, AnyRoute | undefined];
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined;
}

const isLeaf = (route: AnyRoute) => !route.children || Object.keys(route.children).length === 0;

/**
 * The routes whose code a path needs (the root, its layouts and the page), or undefined when no page route
 * serves it yet (the router would show the 404).
 */
export function routesAt(router: PrefetchRouter, path: string): readonly AnyRoute[] | undefined {
  const [matched, , found] = router.getMatchedRoutes(path);
  return found && isLeaf(found) ? matched : undefined;
}

export interface PrefetchTarget {
  path: string;
  /** The page route's id: each page is loaded once per visit. */
  pageId: string;
  routes: readonly AnyRoute[];
}

/**
 * What to prefetch for this user: the pages the navigation shows them ({@link reachablePaths}) that have a
 * route, that are not the page on screen, and whose code was not prefetched before (`done` holds page ids).
 */
export function prefetchTargets(
  router: PrefetchRouter,
  user: Holder | null,
  currentPath: string,
  done: ReadonlySet<string>,
): PrefetchTarget[] {
  const seen = new Set<string>();
  return reachablePaths(user).flatMap((path) => {
    const routes = routesAt(router, path);
    const page = routes?.at(-1);
    if (!routes || !page || path === currentPath || done.has(page.id) || seen.has(page.id)) return [];
    seen.add(page.id);
    return [{ path, pageId: page.id, routes }];
  });
}

/** Page ids whose code this visit has prefetched. */
const prefetched = new Set<string>();

/** Resolves at the browser's next idle moment (`requestIdleCallback`; where there is none, after a zero timer). */
export function nextIdle(timers: IdleTimers = browserTimers()): Promise<void> {
  return new Promise((resolve) => {
    if (timers.requestIdleCallback) timers.requestIdleCallback(() => resolve());
    else timers.setTimeout(resolve, 0);
  });
}

export interface PrefetchOptions {
  /** Page ids already prefetched this visit (the visit's own set by default). */
  done?: Set<string>;
  /** Waits between two pages: the next idle moment by default. */
  pause?: () => Promise<void>;
  /** True once the wait was cancelled (a navigation, another user): the pages still to come are left. */
  cancelled?: () => boolean;
}

/**
 * Loads the code of each target's routes (no guard, no loader), remembering the page as done. One page at a
 * time, each in an idle moment of its own: loading a page's code adds its chunks and stylesheets to the document
 * and runs its modules, and all pages at once made one long task that held input back. A failure is forgotten:
 * navigating there later loads the chunk the usual way and handles its error.
 */
export async function prefetchRouteCode(
  router: PrefetchRouter,
  targets: readonly PrefetchTarget[],
  { done = prefetched, pause = nextIdle, cancelled = () => false }: PrefetchOptions = {},
): Promise<void> {
  for (const target of targets) {
    // Each page in an idle moment of its own, the first one too: the header's overlays load in this moment.
    await pause();
    if (cancelled()) return;
    if (done.has(target.pageId)) continue;
    done.add(target.pageId);
    try {
      await Promise.all(target.routes.map((route) => router.loadRouteChunk(route)));
    } catch {
      done.delete(target.pageId);
    }
  }
}

/** The page ids this visit has prefetched (read-only; for the wiring). */
export function prefetchedPages(): ReadonlySet<string> {
  return prefetched;
}
