/**
 * After a deploy, old pages may ask for chunks that no longer exist. Such a failure reloads the page, at most
 * once per 60 s (docs/product/navigation.md#chunk-reload); a second failure inside that window shows the
 * error page instead of looping.
 */
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

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
