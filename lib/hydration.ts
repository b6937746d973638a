/**
 * Prerendered pages (docs/architecture.md#first-visit) are taken over by React with `hydrateRoot`: the first
 * render in the browser must produce the markup the build wrote, so what only the browser knows (the clock, the
 * signed-in user, this browser's storage) waits until the page is hydrated, then shows in a second render.
 */
import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/**
 * app/main.tsx: a prerendered page is being hydrated (true), or its hydration is over (false, once the page is
 * live: app/prerender/hydration.ts). Components mounted meanwhile render as the prerender did.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * False while the page is being prerendered or hydrated, true otherwise (every render of a page that was not
 * prerendered, and every render after hydration). After hydration the component renders again with true, in a
 * transition: in slices, so taking the page over is no long task that holds input back.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
