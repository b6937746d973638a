/**
 * The public pages prerendered at build time, and the files a build writes for them (docs/architecture.md#first-visit).
 * One list for the prerender step, the hosting configuration (nginx, `_redirects`, the preview server), the
 * service worker and the tests. Plain data, no imports: vite.config.ts and Node scripts read it too.
 *
 * - Each page's HTML is `file` in the build output: its markup, head and meta tags are its own.
 * - `SHELL_FILE`: the app shell (the boot skeleton, no page in it) for every other route of the app, served with 200.
 * - `NOT_FOUND_FILE`: the prerendered "page not found", served with status 404 for a path no route matches.
 */
export interface PrerenderedPage {
  /** The path, as visited (no trailing slash, no search). */
  path: string;
  /** The HTML file in the build output. */
  file: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html' },
  { path: '/store', file: 'store.html' },
  { path: '/leaderboard', file: 'leaderboard.html' },
  { path: '/team', file: 'team.html' },
  { path: '/privacy', file: 'privacy.html' },
  { path: '/terms', file: 'terms.html' },
];

export const SHELL_FILE = 'shell.html';
export const NOT_FOUND_FILE = '404.html';
