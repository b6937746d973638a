/**
 * What the build writes into `/sw.js` (public/sw.js, docs/architecture.md#production-builds): this build's
 * version, the public prerendered pages (app/prerender/pages.ts, the one list) and the app shell's path. The
 * `vd:service-worker-version` plugin in vite.config.ts calls it on the copied file; the worker's tests run the
 * same result.
 */
import { PRERENDERED_PAGES, SHELL_FILE } from '../app/prerender/pages.ts';

/** The public pages' paths, comma-separated: what replaces `__VD_PAGES__` (a path never holds a comma). */
export const SERVICE_WORKER_PAGES = PRERENDERED_PAGES.map((page) => page.path).join(',');

/** `/sw.js` for this build: `__VD_BUILD__`, `__VD_PAGES__` and `__VD_SHELL__` replaced. */
export function serviceWorkerSource(source: string, version: string): string {
  for (const page of PRERENDERED_PAGES) {
    if (!/^\/[A-Za-z0-9/_-]*$/.test(page.path)) throw new Error(`sw.js: unexpected page path ${page.path}`);
  }
  return source
    .replace('__VD_BUILD__', version)
    .replace('__VD_PAGES__', SERVICE_WORKER_PAGES)
    .replace('__VD_SHELL__', SHELL_FILE);
}
