/**
 * Bundle benchmark (not a test): what a first visit to each route downloads, gzip level 9.
 *
 * 1. Builds production into dist-bench/ the way a real deployment would (VITE_API_URL set, mocking off,
 *    `--manifest`), and reads dist-bench/.vite/manifest.json.
 * 2. Discovers the routes (app/routes/**) and, for each, adds up the entry chunk with its static imports
 *    (transitively), the lazily split chunks of the route and of its parent layouts (TanStack Router's
 *    autoCodeSplitting: manifest `src` like `app/routes/<file>.tsx?tsr-split=component`) with their static
 *    imports, and the CSS of all of them.
 * 3. Builds a bare React 19 page (`createRoot(…).render(<h1>Hello</h1>)`) with the same Vite in
 *    .tools/bench-bare/ (git-ignored; resolves the repo's node_modules) as the floor to compare against.
 * 4. Checks that no mock code (MSW) leaked into the production build.
 *
 * Usage: `node scripts/bench.mjs` (or `npm run bench`). Prints a table and a one-line summary.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, formatDuration, repoRoot, run } from './lib/run.mjs';

const OUT_DIR = 'dist-bench';
const BARE_DIR = path.join(repoRoot, '.tools', 'bench-bare');
const ROUTES_DIR = path.join(repoRoot, 'app', 'routes');
const ROUTE_FILE = /\.(?:tsx|ts|jsx|js)$/;
/** Markers of MSW code in built JavaScript. */
const MOCK_MARKERS = /mockServiceWorker|@mswjs|\[MSW\]|\bmsw\b/g;

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function readManifest(outDir) {
  const file = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`no manifest at ${path.relative(repoRoot, file)}: did the build run with --manifest?`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest keys reachable from `keys` through static imports, `keys` included. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** JS and CSS files (relative to outDir) loaded for a set of manifest keys, and their gzip sizes. */
function measure(manifest, outDir, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(path.join(outDir, file)), 0);
  return { js: sum(js), css: sum(css), files: js.size + css.size };
}

function entryKeys(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length === 0) throw new Error('the manifest has no entry chunk');
  return keys;
}

/** Route files under app/routes, relative to it, with `/` separators (`staff/dashboard.tsx`). */
function discoverRoutes(directory = ROUTES_DIR, prefix = '') {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return discoverRoutes(path.join(directory, entry.name), relative);
    if (!ROUTE_FILE.test(entry.name) || /\.(?:test|spec|stories)\./.test(entry.name)) return [];
    return [relative];
  });
}

/**
 * The layout files above a route, outermost first: `__root`, then for each leading path segment its
 * `segment.tsx` or `segment/route.tsx` (also flat `a.b.tsx` names), as far as those files exist.
 */
function parentRoutes(route, routes) {
  const known = new Set(routes);
  const withoutExtension = route.replace(ROUTE_FILE, '');
  const segments = withoutExtension.split(/[/.]/);
  const parents = routes.filter((file) => /^__root\.[jt]sx?$/.test(file) && file !== route);
  for (let length = 1; length < segments.length; length++) {
    const prefix = segments.slice(0, length);
    for (const base of [prefix.join('/'), prefix.join('.')]) {
      for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/route.tsx`, `${base}/route.ts`]) {
        if (known.has(candidate) && candidate !== route && !parents.includes(candidate)) {
          parents.push(candidate);
        }
      }
    }
  }
  return parents;
}

/** Manifest keys of the lazily split chunks of one route file. */
function splitChunks(manifest, route) {
  const source = `app/routes/${route}`;
  return Object.keys(manifest).filter((key) => {
    const src = manifest[key].src ?? key;
    return src.startsWith(`${source}?`) && src.includes('tsr-split');
  });
}

function findMockCode(outDir) {
  const hits = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const text = readFileSync(full, 'utf8');
        const markers = new Set([...text.matchAll(MOCK_MARKERS)].map((match) => match[0]));
        if (markers.size > 0) hits.push({ file: path.relative(outDir, full), markers: [...markers] });
      }
    }
  };
  walk(outDir);
  return hits;
}

async function buildApp() {
  const started = Date.now();
  const code = await run(
    bin('vite'),
    ['build', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      env: { VITE_API_URL: 'https://api.example.invalid', VITE_API_MOCKING: 'false', NODE_ENV: 'production' },
    },
  );
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  return Date.now() - started;
}

/** The floor: a bare React 19 page built by the same Vite, same target. */
async function buildBare() {
  rmSync(BARE_DIR, { recursive: true, force: true });
  mkdirSync(BARE_DIR, { recursive: true });
  writeFileSync(
    path.join(BARE_DIR, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    path.join(BARE_DIR, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  writeFileSync(
    path.join(BARE_DIR, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\n\nexport default { plugins: [react()], build: { target: 'es2022' } };\n",
  );
  const started = Date.now();
  const code = await run(
    bin('vite'),
    ['build', '--outDir', 'dist', '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: BARE_DIR,
      env: { NODE_ENV: 'production' },
    },
  );
  if (code !== 0) throw new Error(`bare React build failed (exit ${code})`);
  const outDir = path.join(BARE_DIR, 'dist');
  const manifest = readManifest(outDir);
  return {
    ...measure(manifest, outDir, staticClosure(manifest, entryKeys(manifest))),
    ms: Date.now() - started,
  };
}

function table(rows) {
  const headers = ['route', 'JS gzip', 'CSS gzip', 'total', 'files', 'lazy chunks'];
  const cells = rows.map((row) => [
    row.name,
    kB(row.js),
    kB(row.css),
    kB(row.js + row.css),
    String(row.files),
    String(row.lazy ?? ''),
  ]);
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((cell) => cell[column].length)),
  );
  const format = (cell) =>
    cell
      .map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column])))
      .join('  ');
  return [format(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(format)].join(
    '\n',
  );
}

async function main() {
  const outDir = path.join(repoRoot, OUT_DIR);
  process.stdout.write(
    `bench: building production into ${OUT_DIR}/ (VITE_API_URL=https://api.example.invalid, mocking off)\n`,
  );
  const appMs = await buildApp();
  process.stdout.write(`bench: building a bare React 19 page in .tools/bench-bare/\n`);
  const bare = await buildBare();

  const manifest = readManifest(outDir);
  const entry = staticClosure(manifest, entryKeys(manifest));
  const routes = discoverRoutes();
  process.stdout.write(
    `bench: ${routes.length} route file(s) in app/routes: ${routes.join(', ') || '(none)'}\n` +
      `bench: builds took ${formatDuration(appMs)} (app) and ${formatDuration(bare.ms)} (bare)\n\n`,
  );

  const rows = [
    { name: 'bare React 19 (floor)', ...bare, lazy: '' },
    { name: 'app shell (entry only)', ...measure(manifest, outDir, entry), lazy: 0 },
  ];
  const unsplit = [];
  for (const route of routes.filter((file) => !/^__root\./.test(file))) {
    const own = splitChunks(manifest, route);
    if (own.length === 0) unsplit.push(route);
    const lazy = [...parentRoutes(route, routes), route].flatMap((file) => splitChunks(manifest, file));
    const keys = new Set([...entry, ...staticClosure(manifest, lazy)]);
    rows.push({ name: route, ...measure(manifest, outDir, keys), lazy: lazy.length });
  }
  process.stdout.write(`${table(rows)}\n\n`);
  if (unsplit.length > 0) {
    process.stdout.write(
      `bench: no split chunk found for ${unsplit.join(', ')} (bundled with the entry, or no component)\n`,
    );
  }

  const leaks = findMockCode(outDir);
  const workerShipped = existsSync(path.join(outDir, 'mockServiceWorker.js'));
  if (leaks.length === 0 && !workerShipped) {
    process.stdout.write(
      'bench: mock code in the production build: none (no MSW markers, no mockServiceWorker.js)\n',
    );
  } else {
    process.stdout.write('bench: MOCK CODE LEAKED into the production build:\n');
    const firstVisit = new Set([...entry].map((key) => manifest[key].file));
    for (const leak of leaks) {
      const source =
        Object.values(manifest).find((chunk) => chunk.file === leak.file)?.src ?? 'unknown source';
      const loaded = firstVisit.has(leak.file) ? 'LOADED on every first visit' : 'emitted as a lazy chunk';
      process.stdout.write(`  ${leak.file} (${source}; ${loaded}): ${leak.markers.join(', ')}\n`);
    }
    if (workerShipped) process.stdout.write('  mockServiceWorker.js is in the output\n');
  }

  const shell = rows[1];
  // `/` is `index.tsx` at the top, possibly inside pathless layout folders (`_site/index.tsx`).
  const home = rows.find((row) => /^(?:_[^/]+\/)*index\.[jt]sx?$/.test(row.name)) ?? shell;
  const totalLazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
  process.stdout.write(
    `\nsummary: first visit to ${home.name === shell.name ? 'the app shell' : home.name} loads ${kB(home.js)} JS + ${kB(home.css)} CSS gzip ` +
      `(bare React 19: ${kB(bare.js)} JS, so +${kB(home.js - bare.js)}); ${routes.length} route files, ${totalLazy} lazy chunks; ` +
      `mock code leaked: ${leaks.length > 0 || workerShipped ? 'YES' : 'no'}\n`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
