/**
 * Which page a prerendered HTML file holds (docs/architecture.md#first-visit): the prerender step marks `#root`
 * with `data-vd-page`, the page's path, or `404` for the not-found page served for every unknown path.
 */
import type { AnyRouter } from '@tanstack/react-router';

export const PAGE_ATTRIBUTE = 'data-vd-page';
export const NOT_FOUND_PAGE = '404';

/** Whether the router shows a path no route matches (the root's not-found page). */
export function isNotFound(router: AnyRouter): boolean {
  return router.state.matches.some(
    (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
  );
}

/**
 * Whether `root` holds the prerendered markup of the page the router resolved: the same path (or the not-found
 * page for an unknown path) and no search, which a build knows nothing of.
 */
export function isPrerenderedFor(root: HTMLElement, router: AnyRouter): boolean {
  const page = root.getAttribute(PAGE_ATTRIBUTE);
  if (page === null) return false;
  const { pathname, searchStr } = router.state.location;
  if (searchStr !== '' && searchStr !== '?') return false;
  if (router.state.status !== 'idle') return false;
  return page === NOT_FOUND_PAGE ? isNotFound(router) : !isNotFound(router) && pathname === page;
}
