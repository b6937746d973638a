import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../app/prerender/pages.ts';
import {
  appRoutes,
  hostingMiddleware,
  nginxConf,
  readRoutePaths,
  redirectsFile,
  routePathsFromTree,
  routePattern,
  type Served,
  serve,
} from './hosting.ts';
import { listen } from './static-server.mjs';

const routePaths = readRoutePaths();
const routes = appRoutes(routePaths);

/** A build output with every file of app/prerender/pages.ts, an asset and the hosting files. */
const BUILD = new Set([
  ...PRERENDERED_PAGES.map((page) => page.file),
  'shell.html',
  '404.html',
  'sw.js',
  'favicon.svg',
  'assets/a1b2.js',
  '_redirects',
  '_headers',
  'nginx.conf',
  '.vite/manifest.json',
]);
const inBuild = (files: Set<string>) => (relative: string) => files.has(relative);
const served = (pathname: string, files = BUILD): Pick<Served, 'file' | 'status'> => {
  const { file, status } = serve(pathname, routes, inBuild(files));
  return { file, status };
};

describe('the route list', () => {
  it('is read from the generated route tree: every route, public or staff, with its parameters', () => {
    for (const known of [
      '/',
      '/hourly',
      '/blog',
      '/discord',
      '/store',
      '/staff',
      '/staff/orders',
      '/staff/orders/$id',
      '/users/$id',
      '/users/$id/manage',
      '/staff/admin/recruitment/$id/applications',
      '/staff/admin/recruitment/$id/applications/$applicationID',
    ]) {
      expect(routePaths).toContain(known);
    }
    // `/staff/` (the index route) and `/staff` (its layout) are one path.
    expect(routePaths.filter((route) => route !== '/' && route.endsWith('/'))).toEqual([]);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it('fails loudly when the route tree has no list of full paths', () => {
    expect(() => routePathsFromTree('export const routeTree = {}')).toThrow(/fullPaths/);
    expect(
      routePathsFromTree(
        "interface X {\n  fullPaths:\n    | '/a/'\n    | '/a'\n    | '/b/$id'\n  to: 'x'\n}",
      ),
    ).toEqual(['/a', '/b/$id']);
  });

  it('matches a parameter as one segment, optional ones and the splat', () => {
    const matches = (route: string, pathname: string) => new RegExp(routePattern(route)).test(pathname);
    expect(matches('/users/$id/manage', '/users/123/manage')).toBe(true);
    expect(matches('/users/$id/manage', '/users/123/manage/')).toBe(true);
    expect(matches('/users/$id/manage', '/users/1/2/manage')).toBe(false);
    expect(matches('/users/$id/manage', '/users//manage')).toBe(false);
    expect(matches('/posts/{-$page}', '/posts')).toBe(true);
    expect(matches('/posts/{-$page}', '/posts/2')).toBe(true);
    expect(matches('/files/$', '/files/a/b.txt')).toBe(true);
    expect(matches('/f/file-{$id}.txt', '/f/file-7.txt')).toBe(true);
    expect(matches('/f/file-{$id}.txt', '/f/file-7xtxt')).toBe(false);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/x')).toBe(false);
  });
});

describe('the routing rule', () => {
  it('serves each prerendered page its own file, with or without a trailing slash', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(served(page.path)).toEqual({ file: page.file, status: 200 });
      if (page.path !== '/') expect(served(`${page.path}/`)).toEqual({ file: page.file, status: 200 });
    }
  });

  it('serves the shell with 200 for every other route of the app, parameters and trailing slash included', () => {
    for (const pathname of [
      '/staff/orders',
      '/staff/orders/',
      '/staff',
      '/users/123',
      '/users/123/manage',
      '/hourly',
      '/blog',
      '/discord',
      '/staff/admin/recruitment/7/applications',
      '/staff/admin/recruitment/7/applications/abc',
    ]) {
      expect(served(pathname), pathname).toEqual({ file: 'shell.html', status: 200 });
    }
  });

  it('serves the 404 page with status 404 for a path no route matches', () => {
    for (const pathname of [
      '/no-such-page',
      '/staff-nope',
      '/storefront',
      '/users',
      '/users/1/2/manage',
      '/staff/orders/1/2',
      '/assets/missing.js',
      '/%2e%2e/secret',
    ]) {
      expect(served(pathname), pathname).toEqual({ file: '404.html', status: 404 });
    }
  });

  it('serves files as they are, but never the hosting files or dot-folders', () => {
    expect(served('/assets/a1b2.js')).toEqual({ file: 'assets/a1b2.js', status: 200 });
    expect(served('/sw.js')).toEqual({ file: 'sw.js', status: 200 });
    expect(served('/store.html')).toEqual({ file: 'store.html', status: 200 });
    for (const hidden of ['/_redirects', '/_headers', '/nginx.conf', '/.vite/manifest.json']) {
      expect(served(hidden), hidden).toEqual({ file: '404.html', status: 404 });
    }
  });

  it('answers a plain 404 when the build has no 404 page', () => {
    expect(served('/no-such-page', new Set())).toEqual({ file: null, status: 404 });
  });
});

describe('the hosting files', () => {
  it('_redirects rewrites the app routes to the shell, static rules first, and no page or catch-all', () => {
    const rules = redirectsFile(routes)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toContainEqual(['/staff/orders', '/shell.html', '200']);
    expect(rules).toContainEqual(['/users/:id/manage', '/shell.html', '200']);
    expect(rules).toContainEqual([
      '/staff/admin/recruitment/:id/applications/:applicationID',
      '/shell.html',
      '200',
    ]);
    expect(rules).toContainEqual(['/staff/orders/', '/shell.html', '200']);
    expect(rules.length).toBe(2 * routes.length);
    const sources = rules.map(([source]) => source ?? '');
    expect(sources).not.toContain('/*');
    expect(sources).not.toContain('/store');
    const firstDynamic = sources.findIndex((source) => source.includes(':'));
    expect(sources.slice(firstDynamic).every((source) => source.includes(':'))).toBe(true);
    // Cloudflare Pages: at most 100 rules with placeholders.
    expect(sources.length - firstDynamic).toBeLessThanOrEqual(100);
  });

  it('nginx.conf has a location per page and per route, and the headers on every response', () => {
    const conf = nginxConf(routes, {
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'",
    });
    expect(conf).toContain('location = /store { try_files /store.html =404; }');
    expect(conf).toContain('location = / { try_files /index.html =404; }');
    expect(conf).toContain('location ~ "^/users/[^/]+/manage/?$" { try_files $uri /shell.html =404; }');
    expect(conf).toContain('add_header Content-Security-Policy "default-src \'self\'" always;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(() => nginxConf(routes, { 'X-Bad': 'a$b' })).toThrow(/nginx/);
  });
});

describe('the preview middleware', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof listen>>;
  const headers = { 'X-Frame-Options': 'DENY' };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'hosting-'));
    writeFileSync(path.join(root, 'store.html'), 'store page');
    writeFileSync(path.join(root, 'shell.html'), 'the shell');
    writeFileSync(path.join(root, '404.html'), 'not found page');
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'a.js'), 'js');
    writeFileSync(path.join(root, '_headers'), 'secret');
    const middleware = hostingMiddleware(root, routes, headers);
    // The next handler stands in for Vite's static files: it answers with the URL it was given.
    const http = createServer((req, res) => middleware(req, res, () => res.end(`next ${req.url}`)));
    server = await listen(http, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (pathname: string) =>
    new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = request(`${server.url}${pathname}`, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });

  it('passes a page and an app route on as their files, and a file as it is', async () => {
    expect(await get('/store?tab=1')).toMatchObject({ status: 200, body: 'next /store.html?tab=1' });
    expect(await get('/staff/orders')).toMatchObject({ status: 200, body: 'next /shell.html' });
    expect(await get('/assets/a.js')).toMatchObject({ status: 200, body: 'next /assets/a.js' });
  });

  it('answers an unknown path and a hosting file with the 404 page, status 404 and the headers', async () => {
    for (const pathname of ['/no-such-page', '/_headers']) {
      const response = await get(pathname);
      expect(response).toMatchObject({ status: 404, body: 'not found page' });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });
});
