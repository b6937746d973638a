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
  /** The document's title, also set by the browser when the page is reached by a link. */
  title: string;
  /** What a search engine or a link preview (Discord, `og:description`) says of the page. */
  description: string;
}

export const SITE_NAME = 'Virtual Diner';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: '/',
    file: 'index.html',
    title: SITE_NAME,
    description:
      'Virtual Diner: virtual food, cooked and delivered by real people in your Discord community.',
  },
  {
    path: '/login',
    file: 'login.html',
    title: `Log in · ${SITE_NAME}`,
    description: 'Log in with your Discord account to order, track your orders and reach the staff area.',
  },
  {
    path: '/store',
    file: 'store.html',
    title: `Store · ${SITE_NAME}`,
    description:
      'Perks for your orders, paid with the VD you earn. Buy them for yourself or give them to a friend.',
  },
  {
    path: '/leaderboard',
    file: 'leaderboard.html',
    title: `Leaderboard · ${SITE_NAME}`,
    description: 'The Virtual Diner staff who handled the most orders this week.',
  },
  {
    path: '/team',
    file: 'team.html',
    title: `Meet the team · ${SITE_NAME}`,
    description: 'The people who cook, deliver and run Virtual Diner, by rank.',
  },
  {
    path: '/privacy',
    file: 'privacy.html',
    title: `Privacy Policy · ${SITE_NAME}`,
    description:
      'What Virtual Diner stores about you when you use the bot and this website, why, who can see it, and what you can do about it.',
  },
  {
    path: '/terms',
    file: 'terms.html',
    title: `Terms of Service · ${SITE_NAME}`,
    description: 'The rules for using Virtual Diner: the bot in your chat servers and this website.',
  },
];

/** The title of the not-found page. */
export const NOT_FOUND_TITLE = `Page not found · ${SITE_NAME}`;

/** The title of the page at `pathname` (the site's name for pages that are not prerendered). */
export function pageTitle(pathname: string, notFound = false): string {
  if (notFound) return NOT_FOUND_TITLE;
  return PRERENDERED_PAGES.find((page) => page.path === pathname)?.title ?? SITE_NAME;
}

export const SHELL_FILE = 'shell.html';

/** The attribute of `#root` that names the prerendered page it holds (app/prerender/hydration.ts). */
export const PAGE_ATTRIBUTE = 'data-vd-page';
/** Its value on the not-found page. */
export const NOT_FOUND_PAGE = '404';
export const NOT_FOUND_FILE = '404.html';
