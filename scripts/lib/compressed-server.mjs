/**
 * A small static server for a built site, served the way a real host serves it, for the benches
 * (scripts/bench.mjs, scripts/bench-lighthouse.mjs). `vite preview` does not compress, and a browser (or
 * Lighthouse) measuring an uncompressed site counts about 3.5x the bytes.
 *
 * - gzip (fixed level 9, computed once per file and kept in memory) when the request accepts it;
 * - an SPA fallback: a path that is no file and has no extension gets index.html (as the production host
 *   does for client-side routes), anything else missing is a 404;
 * - hashed files under /assets/ are cacheable for a year, everything else is `no-cache`.
 *
 * Plain Node, no dependencies; paths are resolved by scripts/static-server.mjs (never outside the root).
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentType, listen, resolveRequestPath } from '../static-server.mjs';

/** Types worth compressing (fonts in woff2 and images are compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
export const GZIP_LEVEL = 9;

function findFile(root, url) {
  const candidate = resolveRequestPath(root, url);
  if (!candidate) return null;
  const isFile = (file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  if (isFile(candidate)) return candidate;
  const index = path.join(candidate, 'index.html');
  if (isFile(index)) return index;
  // Client-side routes (`/staff/orders`, `/no-such-page`): the app shell. Missing files stay 404s.
  const pathname = new URL(url, 'http://localhost').pathname;
  if (!path.extname(pathname)) return path.join(root, 'index.html');
  return null;
}

/**
 * Serves `root` on 127.0.0.1 with gzip; resolves to `{ url, port, close }`. `port` 0 picks a free one.
 * `onRequest(pathname)` is told about every request (the benches use it to check what was asked for).
 */
export function serveCompressed(root, { port = 0, host = '127.0.0.1', onRequest } = {}) {
  const cache = new Map();
  const body = (file, gzip) => {
    const key = `${file}\0${gzip}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(key, gzip ? gzipSync(raw, { level: GZIP_LEVEL }) : raw);
    }
    return cache.get(key);
  };
  const server = createServer((request, response) => {
    onRequest?.(request.url ?? '/');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = findFile(root, request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = contentType(file);
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    let data;
    try {
      data = body(file, gzip);
    } catch {
      response.writeHead(500).end();
      return;
    }
    const relative = path.relative(root, file).split(path.sep).join('/');
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Length': data.length,
      'Cache-Control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : data);
  });
  return listen(server, port, host);
}
