/**
 * After a deploy, old pages may ask for chunks that no longer exist (docs/product/navigation.md#chunk-reload).
 * Only a navigation that needed the code reloads the page, at most once per 60 s; a second failure inside that
 * window shows the error page instead of looping. A failed prefetch or hover preload never reloads (the import
 * just fails; the navigation there, if it comes, tries again). When the page holds unsaved text
 * (lib/unsaved.ts), a navigation's failure offers "A new version is available" instead of reloading under it.
 */
import { hasUnsavedChanges } from '@lib/unsaved';

export const CHUNK_RELOAD_WINDOW_MS = 60_000;
const STORAGE_KEY = 'vd:chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS;
}

/** Reloads the page unless it already did within the window; returns whether it reloads. */
export function reloadForChunkError(now = Date.now()): boolean {
  let last: number | null = null;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    last = stored === null ? null : Number(stored);
    if (!mayReload(now, Number.isFinite(last) ? last : null)) return false;
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Storage unavailable: reloading without a memory could loop, so don't.
    return false;
  }
  window.location.reload();
  return true;
}

export type ChunkFailureResponse = 'ignore' | 'reload' | 'offer';

/** What a failed chunk load leads to: nothing unless a navigation needed it; then reload, or offer it over unsaved text. */
export function respondToChunkFailure({
  navigating,
  unsaved,
}: {
  navigating: boolean;
  unsaved: boolean;
}): ChunkFailureResponse {
  if (!navigating) return 'ignore';
  return unsaved ? 'offer' : 'reload';
}

/**
 * TanStack Router's lazy route components reload by themselves, once per message, when their code is missing
 * (`tanstack_router_reload:<message>` in session storage). Marking the message as done keeps them from
 * reloading over unsaved text: the navigation shows the error page instead.
 */
export function skipRouterReload(message: string): void {
  try {
    sessionStorage.setItem(`tanstack_router_reload:${message}`, '1');
  } catch {
    // No storage: the router cannot reload either (it needs the same storage).
  }
}

let offered = false;

/** Whether this page already offered the new version (the route error page then does not reload either). */
export function newVersionOffered(): boolean {
  return offered;
}

export interface ChunkReloadOptions {
  /** Whether a navigation is under way (the router's status is pending); preloads and prefetches are not. */
  isNavigating: () => boolean;
  /** Shows the "A new version is available" notice with its Reload button. */
  offerReload: () => void;
  /** Where `vite:preloadError` is heard (window). */
  target?: EventTarget;
  hasUnsaved?: () => boolean;
  reload?: () => boolean;
  skipRouterReload?: (message: string) => void;
}

export function installChunkReload({
  isNavigating,
  offerReload,
  target = window,
  hasUnsaved = hasUnsavedChanges,
  reload = () => reloadForChunkError(),
  skipRouterReload: skip = skipRouterReload,
}: ChunkReloadOptions): void {
  target.addEventListener('vite:preloadError', (event) => {
    const response = respondToChunkFailure({ navigating: isNavigating(), unsaved: hasUnsaved() });
    if (response === 'reload') {
      if (reload()) event.preventDefault();
    } else if (response === 'offer') {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (payload instanceof Error) skip(payload.message);
      offered = true;
      offerReload();
    }
  });
}
