/*
 * Service worker (production builds only; never registered in demo mode). docs/architecture.md#production-builds.
 * Navigations are network first:
 * - a public prerendered page (its own HTML: /, /login, /store, ...) is stored under its own path, search
 *   dropped, and offline gets its own copy (or the app shell if it was never seen);
 * - every other route of the app is never stored: offline it gets the app shell (the boot skeleton, no page),
 *   which install precaches with the home page.
 * Only an OK HTML answer is stored: a script or an image opened in a tab is a navigation too, and an error
 * page must never replace a page.
 * Hashed build assets under /assets/: cache first (they never change).
 * Everything else, and API and gateway traffic above all, passes straight through and is never stored.
 * The build (scripts/service-worker.ts) writes its version, the public pages (app/prerender/pages.ts) and the
 * shell's file below, so a deploy installs a new worker, and its activation drops every older cache, old
 * hashed assets included.
 */
const VERSION = '__VD_BUILD__';
const CACHE = `vd-shell-${VERSION}`;
const PAGES = '__VD_PAGES__'.split(',');
const SHELL = '/__VD_SHELL__';

const isHtml = (response) =>
  (response.headers.get('Content-Type') || '').toLowerCase().startsWith('text/html');

/** The public page a path is, or null for any other route ('/store/' too: the host may answer it with the shell). */
const pageOf = (pathname) => (PAGES.includes(pathname) ? pathname : null);

const offline = (page) =>
  (page ? caches.match(page) : Promise.resolve(undefined))
    .then((cached) => cached || caches.match(SHELL))
    .then((cached) => cached || Response.error());

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.addAll([new Request(SHELL, { cache: 'reload' }), new Request('/', { cache: 'reload' })]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (
    url.origin !== self.location.origin ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/ws/')
  )
    return;

  if (request.mode === 'navigate') {
    const page = pageOf(url.pathname);
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (page && response.ok && isHtml(response)) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(page, copy));
          }
          return response;
        })
        .catch(() => offline(page)),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

/*
 * A board notification shown through this worker (browsers that allow notifications only from a service worker,
 * such as Chrome on Android: features/orders/hooks/notifications.ts) was clicked: bring the board's window forward
 * and tell it which order; without a board open, open the order's page.
 */
self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data;
  const orderID = data && typeof data.orderID === 'string' ? data.orderID : null;
  if (!orderID) return;
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const board = windows.find((client) => new URL(client.url).pathname === '/staff/orders');
      if (!board) return self.clients.openWindow(`/staff/orders/${encodeURIComponent(orderID)}`);
      board.postMessage({ type: 'vd:focus-order', orderID });
      return board.focus();
    }),
  );
});
