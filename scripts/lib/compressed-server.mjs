/**
 * A small static server for a built site, served the way a real host serves it, for the benches
 * (scripts/bench.mjs, scripts/bench-lighthouse.mjs). `vite preview` does not compress, and a browser (or
 * Lighthouse) measuring an uncompressed site counts about 3.5x the bytes.
 *
 * - gzip (fixed level 9, computed once per file and kept in memory) when the request accepts it;
 * - the hosts' routing rule (scripts/hosting.ts, the same as the nginx configuration and `vite preview`): a
 *   file as it is, a prerendered page its .html file, a route of the app the shell, anything else the 404 page
 *   with status 404 (the app's routes are read from app/routeTree.gen.ts when the server starts);
 * - hashed files under /assets/ are cacheable for a year, everything else is `no-cache`.
 *
 * Plain Node, no dependencies.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appRoutes, cacheControl, fileChecker, readRoutePaths, serve } from '../hosting.ts';
import { contentType, listen } from '../static-server.mjs';

/** Types worth compressing (fonts in woff2 and images are compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
export const GZIP_LEVEL = 9;

/**
 * Serves `root` on 127.0.0.1 with gzip; resolves to `{ url, port, close }`. `port` 0 picks a free one.
 * `onRequest(pathname)` is told about every request (the benches use it to check what was asked for).
 */
export function serveCompressed(root, { port = 0, host = '127.0.0.1', onRequest } = {}) {
  const cache = new Map();
  const routes = appRoutes(readRoutePaths());
  const isFile = fileChecker(root);
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
    let pathname = '/';
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      // served as the root's 404
    }
    const served = serve(pathname, routes, isFile);
    if (!served.file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const file = path.join(root, served.file);
    const type = contentType(file);
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    let data;
    try {
      data = body(file, gzip);
    } catch {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(served.status, {
      'Content-Type': type,
      'Content-Length': data.length,
      'Cache-Control': cacheControl(served.file),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : data);
  });
  return listen(server, port, host);
}
