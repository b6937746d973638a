/**
 * Bundle benchmark (not a test): what a first visit to each page really downloads, in Chromium.
 *
 * 1. Builds production into dist-bench/ the way a real deployment would (VITE_API_URL set to a fake origin,
 *    mocking off, `--manifest`), and a bare React 19 page (`createRoot(…).render(<h1>Hello</h1>)`) with the
 *    same Vite in .tools/bench-bare/ (git-ignored; resolves the repo's node_modules): the floor.
 * 2. Serves both with gzip (level 9; scripts/lib/compressed-server.mjs: `vite preview` does not compress)
 *    and opens each page of scripts/lib/pages.mjs in headless Chromium (e2e/support/chromium.ts), each in a
 *    fresh context (empty cache), the API answered by a stub in the browser (scripts/lib/stub-api.mjs: an
 *    announcement is set; staff pages are signed in as an admin). It adds up the encoded (gzip) body sizes
 *    of the JS, CSS and fonts the page fetches until the network is idle (no request for 500 ms; the idle
 *    prefetch of other pages starts 2 s after that, so it is not counted).
 * 3. Beside it, the static graph (second column): what the build manifest says the page loads (entry with
 *    its static imports, the route's split chunks, its known lazy chunks), gzip level 9. The byte budget
 *    of the test command (scripts/check-budget.mjs) checks these.
 * 4. Checks that no mock code (MSW) leaked into the production build.
 *
 * Usage: `node scripts/bench.mjs [--files]` (or `npm run bench`). Prints a table and a one-line summary;
 * `--files` also lists every file each page fetched. Bytes are
 * deterministic; nothing here is timed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import {
  buildBare,
  buildProduction,
  discoverRoutes,
  firstVisitStatic,
  measure,
  readManifest,
} from './lib/build-graph.mjs';
import { serveCompressed } from './lib/compressed-server.mjs';
import { entryKeys, staticClosure } from './lib/manifest-graph.mjs';
import { PAGES } from './lib/pages.mjs';
import { formatDuration, repoRoot, table } from './lib/run.mjs';
import { stubApi } from './lib/stub-api.mjs';

const OUT_DIR = 'dist-bench';
/** Markers of MSW code in built JavaScript. */
const MOCK_MARKERS = /mockServiceWorker|@mswjs|\[MSW\]|\bmsw\b/g;
/** Goals of the performance issue for a first visit to `/`. */
const GOAL_JS_RATIO = 2.0;
const GOAL_CSS_KIB = 25;

const KiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const log = (line = '') => process.stdout.write(`${line}\n`);

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

/**
 * Opens `url` in a fresh context and adds up what it fetched until the network was idle: encoded (gzip)
 * body bytes per kind, same-origin only for code, styles and fonts.
 */
async function visit(browser, url, { signedIn = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const apiCalls = await stubApi(context, { siteUrl: url, signedIn });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const pending = [];
  const totals = { js: 0, css: 0, font: 0, other: 0, jsFiles: 0, cssFiles: 0, fontFiles: 0, files: [] };
  page.on('requestfinished', (request) => {
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => {
        if (!request.url().startsWith(origin)) return;
        // Chromium reports -1 for some bodies it streamed to a font or the cache: take Content-Length then.
        const bytes =
          sizes.responseBodySize >= 0
            ? sizes.responseBodySize
            : Number(response?.headers()['content-length'] ?? 0);
        const type = request.resourceType();
        totals.files.push({ url: request.url().slice(origin.length), type, bytes });
        if (type === 'script') {
          totals.js += bytes;
          totals.jsFiles += 1;
        } else if (type === 'stylesheet') {
          totals.css += bytes;
          totals.cssFiles += 1;
        } else if (type === 'font') {
          totals.font += bytes;
          totals.fontFiles += 1;
        } else totals.other += bytes;
      }),
    );
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  const title = await page.title();
  const heading = await page
    .locator('h1')
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  await Promise.all(pending);
  await context.close();
  return { ...totals, apiCalls: apiCalls.length, errors, title, heading: heading?.trim() ?? null };
}

async function main() {
  const outDir = path.join(repoRoot, OUT_DIR);
  log(`bench: building production into ${OUT_DIR}/ (API at a fake origin, mocking off)`);
  const appMs = await buildProduction(OUT_DIR);
  log('bench: building a bare React 19 page in .tools/bench-bare/');
  const bareStarted = Date.now();
  const bareDir = await buildBare();
  log(
    `bench: builds took ${formatDuration(appMs)} (app) and ${formatDuration(Date.now() - bareStarted)} (bare)`,
  );

  const manifest = readManifest(outDir);
  const bareManifest = readManifest(bareDir);
  const routes = discoverRoutes();

  const app = await serveCompressed(outDir);
  const bare = await serveCompressed(bareDir);
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const rows = [];
  try {
    log(`bench: visiting ${PAGES.length} pages and the bare page in Chromium ${browser.version()} (gzip)\n`);
    const bareVisit = await visit(browser, `${bare.url}/`);
    const bareStatic = measure(bareManifest, bareDir, staticClosure(bareManifest, entryKeys(bareManifest)));
    rows.push({ name: 'bare React 19 (floor)', visit: bareVisit, static: bareStatic, note: '' });
    for (const page of PAGES) {
      const exists = page.route !== null && routes.includes(page.route);
      const visited = await visit(browser, `${app.url}${page.path}`, { signedIn: page.signedIn });
      const statics = firstVisitStatic(manifest, outDir, exists ? page.route : null, {
        routes,
        alsoLoads: page.alsoLoads ?? [],
        workers: page.workers ?? [],
      });
      const note = [
        page.label ?? (exists ? '' : 'no page yet: 404'),
        page.signedIn ? 'signed in (admin)' : '',
        visited.errors.length > 0 ? `${visited.errors.length} page error(s)` : '',
      ]
        .filter(Boolean)
        .join(', ');
      rows.push({ name: page.path, visit: visited, static: statics, note });
    }
  } finally {
    await browser.close();
    await app.close();
    await bare.close();
  }

  const floor = rows[0].visit.js;
  log(
    table(
      ['page', 'JS', 'x bare', 'CSS', 'fonts', 'requests', 'static JS', 'static CSS', ''],
      rows.map((row) => [
        row.name,
        KiB(row.visit.js),
        `${(row.visit.js / floor).toFixed(2)}x`,
        KiB(row.visit.css),
        KiB(row.visit.font),
        `${row.visit.jsFiles} js, ${row.visit.cssFiles} css, ${row.visit.fontFiles} font`,
        KiB(row.static.js),
        KiB(row.static.css),
        row.note,
      ]),
    ),
  );
  log(
    '\nJS, CSS, fonts: encoded (gzip) bytes Chromium fetched until the network was idle, fresh cache;' +
      "\nstatic JS/CSS: the build manifest's graph for the page (gzip 9), what `npm test` budgets.",
  );
  if (process.argv.includes('--files')) {
    for (const row of rows) {
      log(`\n${row.name}:`);
      for (const file of row.visit.files)
        log(`  ${KiB(file.bytes).padStart(10)}  ${file.type.padEnd(10)} ${file.url}`);
    }
  }
  for (const row of rows.filter((r) => r.visit.errors.length > 0)) {
    log(`bench: ${row.name}: ${row.visit.errors.join(' | ')}`);
  }

  const leaks = findMockCode(outDir);
  const workerShipped = existsSync(path.join(outDir, 'mockServiceWorker.js'));
  if (leaks.length === 0 && !workerShipped) {
    log('bench: mock code in the production build: none (no MSW markers, no mockServiceWorker.js)');
  } else {
    log('bench: MOCK CODE LEAKED into the production build:');
    for (const leak of leaks) log(`  ${leak.file}: ${leak.markers.join(', ')}`);
    if (workerShipped) log('  mockServiceWorker.js is in the output');
  }

  const home = rows.find((row) => row.name === '/');
  const ratio = home.visit.js / floor;
  const totalLazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
  log(
    `\nsummary: first visit to / loads ${KiB(home.visit.js)} JS (${ratio.toFixed(2)}x the bare React page's ${KiB(floor)}; goal <= ${GOAL_JS_RATIO}x: ${ratio <= GOAL_JS_RATIO ? 'met' : 'not met'}) ` +
      `+ ${KiB(home.visit.css)} CSS (goal <= ${GOAL_CSS_KIB} KiB: ${home.visit.css <= GOAL_CSS_KIB * 1024 ? 'met' : 'not met'}) + ${KiB(home.visit.font)} fonts; ` +
      `${routes.length} route files, ${totalLazy} lazy chunks; mock code leaked: ${leaks.length > 0 || workerShipped ? 'YES' : 'no'}`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(
      `bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
