import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRequestPath, serveStatic } from './static-server.mjs';

let root: string;
let server: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>root</title>');
  writeFileSync(path.join(root, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(root, 'index.json'), '{"v":5}');
  writeFileSync(path.join(root, 'assets', 'font file.woff2'), 'woff2');
  writeFileSync(path.join(tmpdir(), 'static-server-secret.txt'), 'secret');
  server = await serveStatic(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(path.join(tmpdir(), 'static-server-secret.txt'), { force: true });
});

describe('serveStatic', () => {
  it('listens on 127.0.0.1 with a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it("serves MSW's worker as JavaScript, so the browser registers it", async () => {
    const response = await fetch(`${server.url}/mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toContain('addEventListener');
  });

  it('serves index.html for the root, JSON and encoded names with their types', async () => {
    const home = await fetch(`${server.url}/?id=x`);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<title>root</title>');
    expect((await fetch(`${server.url}/index.json`)).headers.get('content-type')).toMatch(
      /^application\/json/,
    );
    const font = await fetch(`${server.url}/assets/font%20file.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
  });

  it('lets nothing be cached, unless asked to for the content-hashed assets', async () => {
    expect((await fetch(`${server.url}/assets/font%20file.woff2`)).headers.get('cache-control')).toBe(
      'no-store',
    );
    const caching = await serveStatic(root, { cacheAssets: true });
    try {
      const asset = await fetch(`${caching.url}/assets/font%20file.woff2`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const file of ['/', '/index.json', '/mockServiceWorker.js']) {
        expect((await fetch(`${caching.url}${file}`)).headers.get('cache-control'), file).toBe('no-store');
      }
    } finally {
      await caching.close();
    }
  });

  it('answers 404 for missing files and 405 for other methods', async () => {
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/index.html`, { method: 'POST' })).status).toBe(405);
  });

  it('never serves files outside the root', async () => {
    const inside = (file: string | null) => file === null || file.startsWith(root + path.sep);
    for (const url of ['/../static-server-secret.txt', '/%2e%2e/static-server-secret.txt', '/a/../../x']) {
      expect(inside(resolveRequestPath(root, url)), url).toBe(true);
    }
    // Encoded separators decode after the URL parser normalised the path: caught by the root check.
    expect(resolveRequestPath(root, '/..%2fstatic-server-secret.txt')).toBeNull();
    expect(resolveRequestPath(root, '/%2e%2e%2f%2e%2e%2fetc%2fpasswd')).toBeNull();
    expect(resolveRequestPath(root, '/%00')).toBeNull();
    expect(resolveRequestPath(root, '/%E0%A4%A')).toBeNull();
    expect((await fetch(`${server.url}/..%2fstatic-server-secret.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/../static-server-secret.txt`)).status).toBe(404);
  });
});
