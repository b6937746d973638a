/**
 * The pages the benches visit and the byte budget checks (scripts/bench.mjs, scripts/bench-lighthouse.mjs,
 * scripts/check-budget.mjs). `route` is the page's file under app/routes; a page whose file does not exist
 * yet is served the 404 page (and measured as such, so its figures are the 404's until the page lands).
 * `alsoLoads`: source modules of lazy chunks the page loads at once on a first visit: every page of the public
 * layout shows the announcement when one is set (as the benches' stub API answers), so it loads the
 * announcement's markdown renderer, and starts the worker that lexes it (`workers`: scripts outside the build
 * manifest, named after their source file).
 */
const ANNOUNCEMENT = ['ui/AnnouncementBanner/AnnouncementMarkdown.tsx'];
const WORKERS = ['announcement.worker'];

export const PAGES = [
  { path: '/', route: '_site/index.tsx', alsoLoads: ANNOUNCEMENT, workers: WORKERS },
  { path: '/login', route: '_site/login.tsx', alsoLoads: ANNOUNCEMENT, workers: WORKERS },
  { path: '/store', route: '_site/store.tsx', alsoLoads: ANNOUNCEMENT, workers: WORKERS },
  { path: '/leaderboard', route: '_site/leaderboard.tsx', alsoLoads: ANNOUNCEMENT, workers: WORKERS },
  { path: '/team', route: '_site/team.tsx', alsoLoads: ANNOUNCEMENT, workers: WORKERS },
  { path: '/no-such-page', route: null, label: '404', alsoLoads: ANNOUNCEMENT, workers: WORKERS },
  { path: '/staff/dashboard', route: 'staff/dashboard.tsx', signedIn: true },
  { path: '/staff/orders', route: 'staff/orders/index.tsx', signedIn: true },
];

/** The public pages (no session needed): the ones the byte budget and Lighthouse cover. */
export const PUBLIC_PAGES = PAGES.filter((page) => !page.signedIn);
