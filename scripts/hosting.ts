/**
 * How the built site is served (README "Hosting"): one routing rule, written once, that every server of a build
 * applies — the nginx configuration and the `_redirects` file a build writes (vite.config.ts `hostingOutput`),
 * `vite preview` (and so the e2e suite: vite.config.ts `hostingPreview`) and the benches' server
 * (scripts/lib/compressed-server.mjs). For a request path:
 *
 *   a. an existing file is served as is (the hosting files and dot-files excepted: never served);
 *   b. a prerendered page's path (`/store`, `/store/`) gets its file (`store.html`: app/prerender/pages.ts);
 *   c. a path that matches a route of the app (`/users/$id/manage`: any one segment for `$id`) gets the app shell
 *      (`shell.html`) with 200, and the app renders the route;
 *   d. anything else gets the prerendered "page not found" (`404.html`) with status 404.
 *
 * The routes are the full paths of the generated route tree (app/routeTree.gen.ts, which the router plugin
 * rewrites at every build), read at build time: a new route file is served the shell without a hand-kept list.
 *
 * Plain TypeScript with erasable syntax only: vite.config.ts imports it, and so do Node scripts (.mjs) directly.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_FOUND_FILE, PRERENDERED_PAGES, SHELL_FILE } from '../app/prerender/pages.ts';

/** The generated route tree (TanStack Router's plugin writes it; vite.config.ts `tanstackRouter`). */
export const ROUTE_TREE_FILE = fileURLToPath(new URL('../app/routeTree.gen.ts', import.meta.url));

/** Files a build writes for its host, never served themselves. */
export const HOSTING_FILES = ['_redirects', '_headers', 'nginx.conf'] as const;

/** `Cache-Control` of the hashed files under /assets/ (their names change with their content). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `Cache-Control` of everything else (HTML, `/sw.js`, the icon): revalidated on every load. */
export const REVALIDATE = 'no-cache';

/**
 * The full paths of the app's routes, from the source of app/routeTree.gen.ts (its `FileRouteTypes.fullPaths`),
 * without trailing slash (`/staff/` and `/staff` are one route), sorted. Throws when the list cannot be found, so a
 * change of the generator's output fails the build instead of serving every route a 404.
 */
export function routePathsFromTree(source: string): string[] {
  const block = /\bfullPaths:\s*((?:\|\s*'[^'\n]*'\s*)+)/.exec(source);
  const paths = [...(block?.[1] ?? '').matchAll(/'([^'\n]*)'/g)].map((match) => match[1] ?? '');
  if (paths.length === 0) {
    throw new Error(
      'hosting: no `fullPaths` in the route tree (app/routeTree.gen.ts): has its format changed?',
    );
  }
  const normalized = paths.map((route) => (route.length > 1 ? route.replace(/\/+$/, '') : route) || '/');
  return [...new Set(normalized)].sort();
}

/** The app's routes, read from app/routeTree.gen.ts now. */
export function readRoutePaths(file: string = ROUTE_TREE_FILE): string[] {
  return routePathsFromTree(readFileSync(file, 'utf8'));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regular expression source matching the request paths of one route (`/users/$id/manage`), with or without a
 * trailing slash. Written in the syntax JavaScript and nginx (PCRE) share, so both servers match the same paths:
 * `$name` (and `{$name}` inside a segment) is one segment, `{-$name}` an optional segment, a lone `$` the rest.
 */
export function routePattern(route: string): string {
  if (route === '/') return '^/$';
  const segments = route.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === '$') return '(?:/.*)?';
      const optional = /^\{-\$[A-Za-z_]\w*\}$/.test(segment);
      if (optional) return '(?:/[^/]+)?';
      if (/^\$[A-Za-z_]\w*$/.test(segment)) return '/[^/]+';
      // A parameter with a fixed prefix or suffix (`file-{$id}.txt`); anything else is literal text.
      const parts = segment.split(/\{\$[A-Za-z_]\w*\}/);
      return `/${parts.map(escapeRegExp).join('[^/]+')}`;
    })
    .join('');
  return `^${body}/?$`;
}

export interface Route {
  path: string;
  pattern: RegExp;
}

/** The app's routes with their matchers; the prerendered pages are served by (b), so they are not among them. */
export function appRoutes(routePaths: readonly string[]): Route[] {
  const pages = new Set(PRERENDERED_PAGES.map((page) => page.path));
  return routePaths
    .filter((route) => !pages.has(route))
    .map((route) => ({ path: route, pattern: new RegExp(routePattern(route)) }));
}

export type Served =
  /** (a) the file at the request path. */
  | { kind: 'file'; file: string; status: 200 }
  /** (b) a prerendered page's file. */
  | { kind: 'page'; file: string; status: 200 }
  /** (c) the app shell. */
  | { kind: 'shell'; file: string; status: 200 }
  /** (d) the "page not found" page (`file` null: the build has none, the server answers a plain 404). */
  | { kind: 'not-found'; file: string | null; status: 404 };

/** A path hidden from visitors: the hosting files and anything under a dot-folder (`/.vite/manifest.json`). */
export function isHidden(relative: string): boolean {
  const segments = relative.split('/');
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return true;
  return segments.length === 1 && (HOSTING_FILES as readonly string[]).includes(relative);
}

/**
 * What to serve for a request path (the URL's pathname, not decoded). `isFile(relative)` says whether the build
 * output has a file at a path relative to its root (`assets/a1b2.js`).

 */
export function serve(
  pathname: string,
  routes: readonly Route[],
  isFile: (relative: string) => boolean,
): Served {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const relative = decoded.replace(/^\/+/, '');
  const safe = !relative.split('/').includes('..') && !relative.includes('\0');
  const notFound = (): Served => ({
    kind: 'not-found',
    file: isFile(NOT_FOUND_FILE) ? NOT_FOUND_FILE : null,
    status: 404,
  });
  if (!safe) return notFound();
  if (relative !== '' && !relative.endsWith('/') && !isHidden(relative) && isFile(relative)) {
    return { kind: 'file', file: relative, status: 200 };
  }
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === trimmed);
  if (page) return { kind: 'page', file: page.file, status: 200 };
  if (routes.some((route) => route.pattern.test(pathname))) {
    return { kind: 'shell', file: SHELL_FILE, status: 200 };
  }
  return notFound();
}

/** `Cache-Control` for a file served from the build: hashed assets for a year, everything else revalidated. */
export function cacheControl(file: string): string {
  return file.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * `dist/_redirects` for Netlify and Cloudflare Pages: each app route rewritten (status 200) to the shell. The
 * prerendered pages need no rule (both hosts serve `/store` from `store.html`), and neither does an unknown path:
 * both serve the top-level `404.html` with status 404 when nothing matches. No catch-all rule: Cloudflare applies
 * a rule even where a file exists, so `/*` would swallow the assets. Static paths first, then those with
 * placeholders (Cloudflare's order and its limit of 100 dynamic rules); each with and without a trailing slash.
 */
export function redirectsFile(routes: readonly Route[]): string {
  const toRule = (route: string) =>
    route
      .split('/')
      .map((segment) => {
        if (segment === '$') return '*';
        const parameter = /^\{?-?\$([A-Za-z_]\w*)\}?$/.exec(segment);
        return parameter ? `:${parameter[1]}` : segment;
      })
      .join('/');
  // Cloudflare compares a rule with the whole path: each is written with and without the trailing slash.
  const rules = routes.flatMap((route) => [toRule(route.path), `${toRule(route.path)}/`]);
  const dynamic = rules.filter((rule) => rule.includes(':') || rule.includes('*'));
  const fixed = rules.filter((rule) => !dynamic.includes(rule));
  const width = Math.max(...rules.map((rule) => rule.length));
  const lines = [
    '# Generated by the build (scripts/hosting.ts): the app routes get the app shell; README "Hosting".',
    '# The prerendered pages are served from their own .html files and unknown paths get /404.html (404).',
    ...[...fixed, ...dynamic].map((rule) => `${rule.padEnd(width)}  /${SHELL_FILE}  200`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Content types the nginx configuration declares (it does not rely on the host's mime.types). */
export const NGINX_TYPES: Record<string, readonly string[]> = {
  'text/html': ['html'],
  'text/css': ['css'],
  'text/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'application/manifest+json': ['webmanifest'],
  'text/plain': ['txt'],
  'application/xml': ['xml'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/x-icon': ['ico'],
  'font/woff': ['woff'],
  'font/woff2': ['woff2'],
  'font/ttf': ['ttf'],
  'application/wasm': ['wasm'],
};

/** Types gzip compresses (text/html always is); images other than SVG and woff2 are compressed already. */
const GZIP_TYPES = [
  'text/css',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'text/plain',
  'application/xml',
  'image/svg+xml',
];

/** A header value in nginx's double quotes; `$` (a variable in nginx) and quotes are refused, not mangled. */
function nginxString(value: string): string {
  if (/["$\\\n\r]/.test(value))
    throw new Error(`hosting: cannot write this header value for nginx: ${value}`);
  return `"${value}"`;
}

/**
 * `dist/nginx.conf`: the rule above for nginx, to include in a `server` block whose `root` is the build output
 * (README "Hosting"). It also sends the security headers on every response, errors included (`always`), with
 * `Cache-Control` (`no-cache`, `/assets/` immutable for a year), gzip for text and its own content types.
 */
export function nginxConf(routes: readonly Route[], headers: Record<string, string>): string {
  const headerLines = (cache: string, indent: string) =>
    [...Object.entries(headers), ['Cache-Control', cache] as const].map(
      ([name, value]) => `${indent}add_header ${name} ${nginxString(value)} always;`,
    );
  const typeLines = Object.entries(NGINX_TYPES).map(
    ([type, extensions]) => `    ${type.padEnd(26)} ${extensions.join(' ')};`,
  );
  const hidden = HOSTING_FILES.map(escapeRegExp).join('|');
  const pageLines = PRERENDERED_PAGES.flatMap((page) => {
    const variants = page.path === '/' ? ['/'] : [page.path, `${page.path}/`];
    return variants.map((variant) => `location = ${variant} { try_files /${page.file} =404; }`);
  });
  const routeLines = routes.map(
    (route) => `location ~ "${routePattern(route.path)}" { try_files $uri /${SHELL_FILE} =404; }`,
  );
  const lines = [
    '# Generated by the build (scripts/hosting.ts, vite.config.ts); README "Hosting". Include it in a server block',
    '# whose root is this folder:',
    '#',
    '#     server {',
    '#         listen 443 ssl;',
    '#         server_name example.org;',
    '#         root /srv/site/dist;',
    '#         include /srv/site/dist/nginx.conf;',
    '#     }',
    '#',
    '# For a request path: a file is served as is; a prerendered page gets its .html file; a route of the app gets',
    `# /${SHELL_FILE} (200); anything else /${NOT_FOUND_FILE} with status 404.`,
    '',
    '# Own types: a `types` block replaces the inherited mime.types, so this list is complete.',
    'types {',
    ...typeLines,
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types text/css text/javascript application/json application/manifest+json text/plain image/svg+xml;`,
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_min_length 256;',
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    '',
    '# The security headers (the same as _headers) and Cache-Control on every response, errors included. A',
    '# location with an add_header of its own inherits none of these: /assets/ repeats them.',
    ...headerLines(REVALIDATE, ''),
    '',
    `error_page 404 /${NOT_FOUND_FILE};`,
    '',
    '# Files are served as they are; nothing else (no folder index, no listing).',
    'location / {',
    '    try_files $uri =404;',
    '}',
    '',
    '# Hashed assets: cacheable for a year. `^~`: the route patterns below are not tried for them.',
    'location ^~ /assets/ {',
    ...headerLines(IMMUTABLE, '    '),
    '    try_files $uri =404;',
    '}',
    '',
    '# Never served: the hosting files and dot-files (the build manifest under /.vite/).',
    `location ~ "^/(?:${hidden})$" { return 404; }`,
    'location ~ "/\\.(?!well-known/)" { return 404; }',
    '',
    '# The prerendered pages (app/prerender/pages.ts), with and without a trailing slash.',
    ...pageLines,
    '',
    `# The app's routes (app/routeTree.gen.ts): the app shell.`,
    ...routeLines,
  ];
  return `${lines.join('\n')}\n`;
}

/** `isFile` for a build output folder: a regular file at that relative path (never outside the folder). */
export function fileChecker(root: string): (relative: string) => boolean {
  const base = path.resolve(root);
  return (relative) => {
    const file = path.resolve(base, relative);
    if (!file.startsWith(base + path.sep)) return false;
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
}

/**
 * The rule as a connect-style middleware for `vite preview` (vite.config.ts `hostingPreview`), placed before its
 * static files: a page or an app route is passed on as a request for its file (Vite serves it with the preview
 * headers), a file as it is; an unknown path is answered here with the 404 page, status 404 and `headers`.
 */
export function hostingMiddleware(root: string, routes: readonly Route[], headers: Record<string, string>) {
  const isFile = fileChecker(root);
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const served = serve(url.pathname, routes, isFile);
    if (served.kind === 'file') {
      next();
      return;
    }
    if (served.kind !== 'not-found') {
      request.url = `/${served.file}${url.search}`;
      next();
      return;
    }
    const body = served.file ? readFileSync(path.join(root, served.file)) : Buffer.from('Not found\n');
    response.writeHead(404, {
      ...headers,
      'Content-Type': served.file ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': REVALIDATE,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
