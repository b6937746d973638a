/**
 * Which page a prerendered HTML file holds (docs/architecture.md#first-visit): the prerender step marks `#root`
 * with `data-vd-page`, the page's path, or `404` for the not-found page served for every unknown path.
 */
import { setHydrating } from '@lib/hydration';
import type { AnyRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NOT_FOUND_PAGE, PAGE_ATTRIBUTE } from './pages';

export { NOT_FOUND_PAGE, PAGE_ATTRIBUTE };

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

/**
 * Resolves once a prerendered page's stylesheets, which the boot script adds after the first paint, have loaded
 * (or failed): the page's markup has its rules inline, but what the app renders next may need the rest
 * (scripts/boot-shell.ts). At once on any other page.
 */
export async function pageStylesheets(): Promise<void> {
  await (window as { __vdStyles?: Promise<unknown> }).__vdStyles;
}

/** The attribute on <html> that says the page is live: React runs its buttons (scripts/boot-shell.ts). */
export const LIVE_ATTRIBUTE = 'data-vd-live';

/**
 * Marks a prerendered page live once React has taken it over, and clicks again the buttons a visitor clicked
 * before: the boot script held those clicks, which the page's buttons would otherwise lose (scripts/boot-shell.ts).
 * Rendered inside the public layout, so its effect runs once the page itself is hydrated (React hydrates the
 * router's Suspense boundary after the root). When the markup is rendered afresh instead (a search, a redirect,
 * app/main.tsx renders it beside the app), its effect runs once the new page is on screen, and the held button
 * is the one with the same label in the new page, if there is one. Renders nothing.
 */
export function EarlyClicks() {
  useEffect(() => {
    setHydrating(false);
    // The prerendered markup is the app's from now on, whichever way it was taken over.
    document.getElementById('root')?.removeAttribute(PAGE_ATTRIBUTE);
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
    const held = (window as { __vdEarlyClicks?: HTMLElement[] }).__vdEarlyClicks;
    for (const button of held?.splice(0) ?? []) (button.isConnected ? button : sameButton(button))?.click();
  }, []);
  return null;
}

function sameButton(button: HTMLElement): HTMLElement | undefined {
  const label = button.textContent?.trim();
  if (!label) return undefined;
  return [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.trim() === label);
}
