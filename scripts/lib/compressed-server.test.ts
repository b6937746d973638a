import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCompressed } from './compressed-server.mjs';

let root: string;
let server: Awaited<ReturnType<typeof serveCompressed>>;
const script = `export const answer = ${'42 + '.repeat(200)}0;\n`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'compressed-server-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(root, 'shell.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(path.join(root, 'assets', 'app.js'), script);
  writeFileSync(path.join(root, 'assets', 'font.woff2'), 'woff2');
  server = await serveCompressed(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** GET with or without Accept-Encoding: gzip; the raw (still encoded) body. */
function get(pathname: string, gzip = true) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${server.url}${pathname}`,
        { headers: gzip ? { 'Accept-Encoding': 'gzip, br' } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('serveCompressed', () => {
  it('gzips text when the client accepts it, and caches hashed assets', async () => {
    const response = await get('/assets/app.js');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.length).toBeLessThan(script.length);
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends text as it is to a client that does not accept gzip', async () => {
    const response = await get('/assets/app.js', false);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });

  it('does not gzip fonts', async () => {
    const response = await get('/assets/font.woff2');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('woff2');
  });

  it('serves the app shell for client-side routes and 404 for missing files and unknown paths', async () => {
    const route = await get('/staff/orders', false);
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toContain('<title>shell</title>');
    expect((await get('/assets/missing.js')).status).toBe(404);
    // The hosts' rule (scripts/hosting.ts): an unknown path is a 404, with the page the build has for it.
    const unknown = await get('/no-such-page', false);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('<title>not found</title>');
    expect((await get('/', false)).body.toString()).toContain('<title>home</title>');
    expect((await get('/%2e%2e/secret.txt')).status).toBe(404);
  });
});
