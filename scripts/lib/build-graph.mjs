/**
 * What a production build's manifest says a page loads: the entry chunk with its static imports, the split
 * chunks of a route and of its layouts (TanStack Router's autoCodeSplitting), and their CSS, with gzip
 * sizes at a fixed level (9), so the figures depend on the build output only. Shared by scripts/bench.mjs
 * (its "static graph" column) and scripts/check-budget.mjs (the byte budget of the test command).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startupKeys, staticClosure } from './manifest-graph.mjs';
import { bin, repoRoot, run } from './run.mjs';

export const GZIP_LEVEL = 9;
export const ROUTES_DIR = path.join(repoRoot, 'app', 'routes');
const ROUTE_FILE = /\.(?:tsx|ts|jsx|js)$/;

/** The API origin production builds are pointed at by the benches and the budget (it never answers). */
export const FAKE_API_ORIGIN = 'https://api.example.invalid';

/**
 * Builds production into `outDir` (relative to the repo) with a manifest, pointed at `apiUrl`; `env` adds or
 * overrides `VITE_*` variables (the byte budget builds with the production e2e's, scripts/lib/production-e2e.mjs).
 */
export async function buildProduction(outDir, { quiet = false, apiUrl = FAKE_API_ORIGIN, env = {} } = {}) {
  const started = Date.now();
  const code = await run(
    bin('vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      env: { VITE_API_URL: apiUrl, VITE_API_MOCKING: 'false', ...env, NODE_ENV: 'production' },
      quiet,
    },
  );
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  return Date.now() - started;
}

/**
 * The floor: a bare React 19 page built by the same Vite, same target. Builds it in .tools/<name>/ (git-ignored;
 * it resolves the repo's node_modules) and returns its output folder. Each bench has its own name, so two benches
 * can run at the same time.
 *
 * `prerendered`: the page's markup (its h1) is in the HTML and React hydrates it, with the script added after the
 * first frame as the site's public pages do (docs/architecture.md#first-visit): the floor of a page whose
 * JavaScript all runs after its first paint.
 */
export async function buildBare(name = 'bench-bare', { prerendered = false } = {}) {
  const bareDir = path.join(repoRoot, '.tools', name);
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(bareDir, { recursive: true });
  const root = prerendered ? '<div id="root"><h1>Hello</h1></div>' : '<div id="root"></div>';
  writeFileSync(
    path.join(bareDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Bare React</title></head><body>${root}<script type="module" src="./main.jsx"></script></body></html>\n`,
  );
  writeFileSync(
    path.join(bareDir, 'main.jsx'),
    prerendered
      ? "import { hydrateRoot } from 'react-dom/client';\n\nhydrateRoot(document.getElementById('root'), <h1>Hello</h1>);\n"
      : "import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  writeFileSync(
    path.join(bareDir, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\n\nexport default { plugins: [react()], build: { target: 'es2022' } };\n",
  );
  const code = await run(
    bin('vite'),
    ['build', '--outDir', 'dist', '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: bareDir, env: { NODE_ENV: 'production' } },
  );
  if (code !== 0) throw new Error(`bare React build failed (exit ${code})`);
  const dist = path.join(bareDir, 'dist');
  if (prerendered) {
    // The script after the first frame, as scripts/boot-shell.ts adds a public page's.
    const html = path.join(dist, 'index.html');
    const built = readFileSync(html, 'utf8');
    const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
    if (!script.test(built)) throw new Error('bare React build: no module script in index.html');
    writeFileSync(
      html,
      built.replace(
        script,
        (_, src) =>
          `<script>requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)},0)})</script>`,
      ),
    );
  }
  return dist;
}

const gzipCache = new Map();
export function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(file), { level: GZIP_LEVEL }).length);
  }
  return gzipCache.get(file);
}

export function readManifest(outDir) {
  const file = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`no manifest at ${path.relative(repoRoot, file)}: did the build run with --manifest?`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * JS and CSS files (relative to outDir) loaded for a set of manifest keys, plus `extraJs` (files outside the
 * manifest, such as a worker's), and their gzip sizes.
 */
export function measure(manifest, outDir, keys, extraJs = []) {
  const js = new Set(extraJs);
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(path.join(outDir, file)), 0);
  return { js: sum(js), css: sum(css), files: js.size + css.size, jsFiles: [...js], cssFiles: [...css] };
}

/** Route files under app/routes, relative to it, with `/` separators (`staff/dashboard.tsx`). */
export function discoverRoutes(directory = ROUTES_DIR, prefix = '') {
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
export function parentRoutes(route, routes) {
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
export function splitChunks(manifest, route) {
  const source = `app/routes/${route}`;
  return Object.keys(manifest).filter((key) => {
    const src = manifest[key].src ?? key;
    return src.startsWith(`${source}?`) && src.includes('tsr-split');
  });
}

/** Manifest keys of the dynamic entries built from a source module (`ui/X/Y.tsx`), with their imports. */
export function dynamicChunksOf(manifest, source) {
  const keys = Object.keys(manifest).filter((key) => (manifest[key].src ?? key) === source);
  return staticClosure(manifest, keys);
}

/**
 * A worker's script, built from `name` (its source file's name without `.ts`): Vite writes it as
 * `assets/<name>-<hash>.js`, outside the manifest.
 */
export function workerFile(outDir, name) {
  const file = readdirSync(path.join(outDir, 'assets')).find(
    (entry) => entry.startsWith(`${name}-`) && entry.endsWith('.js'),
  );
  if (!file) throw new Error(`no worker built from ${name}`);
  return `assets/${file}`;
}

/**
 * What the static graph says a first visit loads: the start-up code ({@link startupKeys}), plus (for a route
 * file) the split chunks of the route and its layouts, plus (`alsoLoads`) the dynamic chunks of the given
 * source modules that the page loads at once, plus (`workers`) the scripts of the workers it starts.
 * `route` null = the entry alone (the 404 page).
 */
export function firstVisitStatic(
  manifest,
  outDir,
  route,
  { routes = discoverRoutes(), alsoLoads = [], workers = [] } = {},
) {
  const keys = startupKeys(manifest);
  if (route) {
    const lazy = [...parentRoutes(route, routes), route].flatMap((file) => splitChunks(manifest, file));
    for (const key of staticClosure(manifest, lazy)) keys.add(key);
  }
  for (const source of alsoLoads) {
    const chunks = dynamicChunksOf(manifest, source);
    if (chunks.size === 0) throw new Error(`no chunk built from ${source}`);
    for (const key of chunks) keys.add(key);
  }
  return measure(
    manifest,
    outDir,
    keys,
    workers.map((name) => workerFile(outDir, name)),
  );
}
