import type { SessionStore } from '@lib/session';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * `history`: the prerender step (app/prerender/server.tsx) renders a page at a given path, in memory, and without
 * the router's inline scroll script, which the content security policy would refuse; the browser's router restores
 * scrolling itself.
 */
export function createAppRouter(session: SessionStore, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { session },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: history === undefined,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
