/**
 * Lighthouse benchmark (not a test): Lighthouse (the npm package) with the system Chromium against the
 * production build served with gzip, beside a bare React 19 page built with the same Vite in the same run.
 *
 * - The build is pointed at a local stub API (scripts/lib/stub-api.mjs: ranks, settings with an
 *   announcement, anonymous visitor), so pages render as they would against the real API.
 * - Both sites are served by scripts/lib/compressed-server.mjs (gzip level 9; `vite preview` does not
 *   compress, and Lighthouse would count ~3.5x the bytes).
 * - Two floors: the bare page rendered in the browser, and the same page prerendered and hydrated with its script
 *   added after the first frame, as the site's public pages are (on those, every script runs after the first
 *   paint, where Lighthouse's total blocking time counts it; before it, nothing counts).
 * - Each public page of scripts/lib/pages.mjs and the floors: `--runs` runs (default 3), each in a fresh
 *   Chromium (own profile, e2e/support/chromium.ts's flags and one-font fontconfig), Lighthouse's default
 *   mobile profile with simulated throttling, categories performance and accessibility.
 * - Prints, per page, the median of the runs: performance and accessibility scores, FCP, LCP, TBT, CLS, and
 *   the transferred JS, CSS and total bytes (Lighthouse's network records).
 *
 * Times depend on the machine and on what else runs on it: compare pages measured in the same run, and
 * look at the bare page's figures to see how noisy the run was. Bytes do not depend on the machine.
 *
 *   node scripts/bench-lighthouse.mjs [--runs 3] [--only /,/login] [--save dir]
 *
 * `--save dir` writes each run's full Lighthouse report (JSON) there, to see why a page scores as it does
 * (its network requests, main-thread work, LCP element and phases).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumEnv, chromiumPath } from '../e2e/support/chromium.ts';
import { buildBare, buildProduction } from './lib/build-graph.mjs';
import { serveCompressed } from './lib/compressed-server.mjs';
import { PUBLIC_PAGES } from './lib/pages.mjs';
import { formatDuration, freePort, repoRoot, table } from './lib/run.mjs';
import { serveStubApi } from './lib/stub-api.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const RUNS = Number(option('runs') ?? 3);
const ONLY = option('only')?.split(',');
const SAVE_DIR = option('save');
const OUT_DIR = 'dist-lighthouse';
/** Goals of the first-visit issue (docs/architecture.md#first-visit). */
const GOAL_PERFORMANCE = 98;
const GOAL_ACCESSIBILITY = 100;
const GOAL_LCP_MS = 1600;
const GOAL_CLS = 0.01;
const GOAL_TBT_MS = 150;

const log = (line = '') => process.stdout.write(`${line}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A fresh headless Chromium with a debugging port and its own profile; resolves to `{ port, close }`. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'vd-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { env: chromiumEnv(), stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // a leftover folder in the temp directory is harmless
    }
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, close };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium (${chromiumPath}) did not open its debugging port`);
}

/** One Lighthouse run of `url` in a fresh browser: scores, metrics, bytes. */
async function runLighthouse(url, saveAs) {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The 404 page comes with status 404, as a host serves it (scripts/hosting.ts): measure it all the same.
      ignoreStatusCode: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (saveAs) {
      mkdirSync(path.dirname(saveAs), { recursive: true });
      writeFileSync(saveAs, JSON.stringify(lhr, null, 1));
    }
    const records = lhr.audits['network-requests']?.details?.items ?? [];
    const bytes = (type) =>
      records
        .filter((item) => item.resourceType === type)
        .reduce((total, item) => total + (item.transferSize ?? 0), 0);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      js: bytes('Script'),
      css: bytes('Stylesheet'),
      total: metric('total-byte-weight'),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.close();
  }
}

async function main() {
  const api = await serveStubApi();
  let app;
  let bare;
  let hydrated;
  try {
    log(`bench-lighthouse: building production into ${OUT_DIR}/ (API: the stub at ${api.url})`);
    const started = Date.now();
    await buildProduction(OUT_DIR, { apiUrl: api.url });
    const bareDir = await buildBare('bench-bare-lighthouse');
    const hydratedDir = await buildBare('bench-bare-hydrated-lighthouse', { prerendered: true });
    log(`bench-lighthouse: builds took ${formatDuration(Date.now() - started)}`);
    app = await serveCompressed(path.join(repoRoot, OUT_DIR));
    bare = await serveCompressed(bareDir);
    hydrated = await serveCompressed(hydratedDir);

    const targets = [
      { name: 'bare React 19 (floor)', url: `${bare.url}/`, slug: 'bare' },
      // The floor of a prerendered page: every script runs after the first paint, where Lighthouse counts it.
      { name: 'bare React, hydrated', url: `${hydrated.url}/`, slug: 'bare-hydrated' },
      ...PUBLIC_PAGES.filter((page) => !ONLY || ONLY.includes(page.path)).map((page) => ({
        name: page.label ? `${page.path} (${page.label})` : page.path,
        url: `${app.url}${page.path}`,
        slug: page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home',
      })),
    ];
    log(
      `bench-lighthouse: ${targets.length} pages x ${RUNS} runs, Lighthouse mobile (simulated throttling), fresh Chromium per run\n`,
    );
    const rows = [];
    for (const target of targets) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const saveAs = SAVE_DIR && path.resolve(SAVE_DIR, `${target.slug}-${run + 1}.json`);
        runs.push(await runLighthouse(target.url, saveAs));
      }
      const pick = (key) => median(runs.map((run) => run[key]));
      rows.push({
        name: target.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        scores: runs.map((run) => run.performance).join('/'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        js: pick('js'),
        css: pick('css'),
        total: pick('total'),
        warnings: [...new Set(runs.flatMap((run) => run.warnings))],
      });
      log(`  ${target.name}: performance ${runs.map((run) => run.performance).join(', ')}`);
    }

    const KiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    log('');
    log(
      table(
        ['page', 'perf', 'runs', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'CSS', 'total'],
        rows.map((row) => [
          row.name,
          String(row.performance),
          row.scores,
          String(row.accessibility),
          s(row.fcp),
          s(row.lcp),
          `${Math.round(row.tbt)} ms`,
          row.cls.toFixed(3),
          KiB(row.js),
          KiB(row.css),
          KiB(row.total),
        ]),
      ),
    );
    log(
      `\nmedian of ${RUNS} runs per page; bytes are transferred (gzip) sizes from Lighthouse's network records.`,
    );
    for (const row of rows.filter((r) => r.warnings.length > 0)) {
      log(`bench-lighthouse: ${row.name}: ${row.warnings.join(' | ')}`);
    }
    const FLOORS = 2;
    const pages = rows.slice(FLOORS);
    const slow = pages.filter((row) => row.performance < GOAL_PERFORMANCE).map((row) => row.name);
    const over = (key, goal) => pages.filter((row) => row[key] > goal).map((row) => row.name);
    const goals = [
      ['LCP', over('lcp', GOAL_LCP_MS), `<= ${s(GOAL_LCP_MS)}`],
      ['CLS', over('cls', GOAL_CLS), `<= ${GOAL_CLS}`],
      ['TBT', over('tbt', GOAL_TBT_MS), `<= ${GOAL_TBT_MS} ms`],
    ];
    const inaccessible = pages.filter((row) => row.accessibility < GOAL_ACCESSIBILITY).map((row) => row.name);
    log(
      `\nsummary: performance ${pages.map((row) => `${row.name} ${row.performance}`).join(', ')} (bare React ${rows[0].performance}, hydrated ${rows[1].performance}); ` +
        `goal >= ${GOAL_PERFORMANCE}: ${slow.length === 0 ? 'met' : `not met on ${slow.join(', ')}`}; ` +
        `accessibility ${GOAL_ACCESSIBILITY} on all: ${inaccessible.length === 0 ? 'yes' : `no (${inaccessible.join(', ')})`}; ` +
        goals
          .map(
            ([name, missed, goal]) =>
              `${name} ${goal}: ${missed.length === 0 ? 'met' : `not met on ${missed.join(', ')}`}`,
          )
          .join('; '),
    );
  } finally {
    await app?.close();
    await bare?.close();
    await hydrated?.close();
    await api.close();
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(
      `bench-lighthouse: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
