/*
 * App-shell service worker (production builds only; never registered in demo mode).
 * Navigations: network first, falling back to the cached shell when offline. Only an HTML answer is stored as
 * the shell: a script or an image opened in a tab is a navigation too, and must never become the page.
 * Hashed build assets under /assets/: cache first (they never change).
 * Everything else, and API responses above all, passes straight through and is never stored.
 * Each build writes its own version below (vite.config.ts), so a deploy installs a new worker, and its
 * activation drops every older cache, old hashed assets included.
 */
const VERSION = '__VD_BUILD__';
const CACHE = `vd-shell-${VERSION}`;

const isHtml = (response) =>
  (response.headers.get('Content-Type') || '').toLowerCase().startsWith('text/html');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request('/', { cache: 'reload' })))
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
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && isHtml(response)) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
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
