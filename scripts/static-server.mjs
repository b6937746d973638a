/**
 * A tiny static file server on 127.0.0.1 for built sites (scripts/visual.mjs serves storybook-static/).
 * Plain Node, no dependencies. JavaScript (MSW's mockServiceWorker.js included) is served as
 * `text/javascript`: browsers refuse to register a service worker with any other type. Paths are
 * decoded once and must stay inside the root; a folder serves its index.html; nothing is cached, unless
 * `cacheAssets`: then the files under /assets/ (the build's content-hashed names) may be kept for good.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a request URL to a file under `root`, or null when it escapes the root or cannot be decoded. */
export function resolveRequestPath(root, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const file = path.resolve(root, `.${pathname}`);
  const base = path.resolve(root);
  return file === base || file.startsWith(base + path.sep) ? file : null;
}

function fileFor(root, url) {
  const candidate = resolveRequestPath(root, url);
  if (!candidate) return null;
  try {
    const stats = statSync(candidate);
    if (stats.isFile()) return { file: candidate, size: stats.size };
    if (stats.isDirectory()) {
      const index = path.join(candidate, 'index.html');
      const indexStats = statSync(index);
      if (indexStats.isFile()) return { file: index, size: indexStats.size };
    }
  } catch {
    // missing
  }
  return null;
}

/** The Cache-Control of `/assets/…` with `cacheAssets`: a content-hashed name never changes its content. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves `root` on 127.0.0.1 and resolves to `{ url, port, close }`; `port` 0 picks a free port. `cacheAssets`:
 * see the module comment (scripts/check-docs.mjs loads Storybook's preview in a frame per story).
 */
export function serveStatic(root, { port = 0, host = '127.0.0.1', cacheAssets = false } = {}) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = fileFor(root, request.url ?? '/');
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentType(found.file),
      'Content-Length': found.size,
      'Cache-Control': cacheAssets && (request.url ?? '').startsWith('/assets/') ? ASSET_CACHE : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(found.file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  return listen(server, port, host);
}

/**
 * Starts `server` on `host:port` (port 0: any free port) and resolves with its port, its URL and a `close`
 * that also ends open keep-alive connections. Shared by the benches' servers.
 */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        port: actualPort,
        url: `http://${host}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
