/**
 * Prerendered pages (docs/architecture.md#first-visit) are taken over by React with `hydrateRoot`: the first
 * render in the browser must produce the markup the build wrote, so what only the browser knows (the clock, the
 * signed-in user, this browser's storage) waits until the page is hydrated, then shows in a second render.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is being prerendered or hydrated, true otherwise (every render of a page that was not
 * prerendered, and every render after hydration). React re-renders its callers once hydration is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
