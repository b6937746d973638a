/**
 * The navigation a route hands its page (`onNavigate`), guarded against work that outlives the page: a save or
 * a sign-in that finishes after the user left must not pull them back. Once the user is somewhere else (the
 * router's latest location is another path, even while that navigation is still loading) or the page is gone,
 * the page's late navigation does nothing. Also the `onSearchChange` of a page whose filters live in the URL.
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';

export interface PageNavigator {
  navigate: (path: string) => void;
  /** The page is on screen (again: React's strict mode mounts twice). */
  enter: () => void;
  /** The page is gone: every later `navigate` is ignored. */
  leave: () => void;
}

/**
 * `go` performs a navigation; `currentPath` is where the user is now. The page's path is taken at creation (the
 * page's first render: its own effects run before its route's, and may navigate at once) and again on each
 * `enter`; a navigation from a page the user has left is dropped.
 */
export function createPageNavigator(go: (path: string) => void, currentPath: () => string): PageNavigator {
  let pagePath: string | null = currentPath();
  return {
    navigate: (path) => {
      if (pagePath === null || currentPath() !== pagePath) return;
      go(path);
    },
    enter: () => {
      pagePath = currentPath();
    },
    leave: () => {
      pagePath = null;
    },
  };
}

/** `onNavigate` for a route's page: `push` adds a history entry, `replace` replaces the page's. */
export function usePageNavigate(mode: 'push' | 'replace'): (path: string) => void {
  const router = useRouter();
  const [navigator] = useState(() =>
    createPageNavigator(
      (path) => (mode === 'push' ? router.history.push(path) : router.history.replace(path)),
      () => router.latestLocation.pathname,
    ),
  );
  useEffect(() => {
    navigator.enter();
    return navigator.leave;
  }, [navigator]);
  return navigator.navigate;
}

/** A route as {@link useSearchChange} uses it: TanStack's `Route`, whose navigation stays on its own path. */
interface SearchRoute<TSearch> {
  useSearch: () => TSearch;
  useNavigate: () => (options: { search: NoInfer<TSearch>; replace: true }) => Promise<void>;
}

/**
 * `onSearchChange` for a route's page whose filters live in the URL's search: each change replaces the history
 * entry (typing in a filter adds no entries to go back through).
 */
export function useSearchChange<TSearch>(route: SearchRoute<TSearch>): (next: TSearch) => void {
  const navigate = route.useNavigate();
  return useCallback((next: TSearch) => void navigate({ search: next, replace: true }), [navigate]);
}
