/**
 * The catalogue's docs pages render (docs/architecture.md#storybook-docs-pages): builds Storybook (storybook-static/),
 * serves it, opens every docs entry of its index.json (each component's page and every MDX page) in Chromium
 * and fails on any story that did not render there:
 *
 * - an inline story whose render threw (Storybook prints the error in the story's place),
 * - a story frame (a story that needs its own window, .storybook/docs.tsx) that is missing, shows Storybook's
 *   error screen, never rendered, or shares the page's cookies. Frames load their story only on the pages in
 *   FRAME_PAGES: every other frame shows a canvas story that the story tests already render one by one, and
 *   loading them all takes as long as those tests (over ten minutes); `--all-frames` loads them all,
 * - a docs page that itself failed, or an error nobody caught (`pageerror`) in the page or one of its frames.
 *
 * The story tests (vitest, project `storybook`) render each story alone, as the canvas does; only this check
 * renders them together, as a designer reads them.
 *
 *   node scripts/check-docs.mjs [--report test-results/docs.json] [--no-build] [--dir <build>] [--all-frames]
 *                               [--only <id-part>]
 *
 * `--no-build` reuses storybook-static/ (or `--dir`) as it is; `--only` checks the docs entries whose id holds it. The report counts one test per docs page, for the test command.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { bin, CHROMIUM_MISSING, findChromium, formatDuration, repoRoot, run } from './lib/run.mjs';
import { serveStatic } from './static-server.mjs';

const OUT_DIR = 'storybook-static';
/** Pages checked at once: two, like the machine's cores. */
const CONCURRENCY = 2;
/** How long one page may take to open and to render all its stories (generous: a busy 2-core machine). */
const PAGE_TIMEOUT_MS = 120_000;
/**
 * The pages whose story frames are loaded (see above): the store's frames sign in different personas
 * (customer, admin, nobody) and override the fake backend, so they show that frames keep to themselves.
 */
const FRAME_PAGES = ['features-store-storepage--docs'];

const log = (line = '') => process.stdout.write(`${line}\n`);

function option(argv, flag) {
  const index = argv.indexOf(flag);
  return index < 0 ? undefined : argv[index + 1];
}

/** Storybook's last phase of a story render: reached after an error too (the error is then on screen). */
const FINAL_PHASES = ['finished', 'aborted'];

/** Runs in the docs page: the stories that failed, and whether every inline story has finished rendering. */
function inspectDocs(finalPhases) {
  const problems = [];
  if (document.body.classList.contains('sb-show-errordisplay')) {
    const message = document.querySelector('#error-message')?.textContent ?? '';
    return { done: true, problems: [`the page failed: ${message.trim().slice(0, 300)}`] };
  }
  if (!document.querySelector('.sbdocs-content')) return { done: false, problems };
  let inline = 0;
  for (const block of document.querySelectorAll('[data-story-block="true"]')) {
    const error = block.querySelector('pre');
    if (error) {
      const id = block.id.replace(/^story--/, '');
      problems.push(`${id}: ${error.textContent.trim().split('\n')[0].slice(0, 300)}`);
    } else if (!block.querySelector('iframe')) inline += 1;
  }
  const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
  const finished = renders.filter((render) => finalPhases.includes(render.phase)).length;
  return { done: renders.length >= inline && finished === renders.length, problems };
}

/** Runs first in every frame (an init script): a docs page's story frame stops loading unless `load`. */
function skipFrames(load) {
  if (load || !window.frameElement?.id.startsWith('iframe--')) return;
  window.__VD_DOCS_CHECK_SKIPPED__ = true;
  window.stop();
}

/** Resolves to `fallback` when `promise` takes longer than `ms` or fails (a frame navigating, a busy frame). */
function within(promise, ms, fallback) {
  let timer;
  return Promise.race([
    promise.catch(() => fallback),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Runs in a story frame: 'ok', 'skipped', 'error: …' or 'pending'. */
function inspectFrame(finalPhases) {
  if (window.__VD_DOCS_CHECK_SKIPPED__) return 'skipped';
  if (document.body?.classList.contains('sb-show-errordisplay')) {
    return `error: ${(document.querySelector('#error-message')?.textContent ?? '').trim().slice(0, 300)}`;
  }
  const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
  if (!finalPhases.includes(phase)) return 'pending';
  // .storybook/docs-frame.ts gives the frame its own cookies: without them, frames sign each other in.
  return Object.getOwnPropertyDescriptor(document, 'cookie')
    ? 'ok'
    : "error: the frame shares the page's cookies (.storybook/docs-frame.ts did not set it up)";
}

/**
 * Checks one docs page in `context`. The fake backend is a service worker, registered per browser context, and
 * it unregisters itself when its last page closes: with two pages checked at once in one context, a page that
 * closed took the worker away while the other's story frames were starting ("Failed to update a ServiceWorker
 * … Not found"), and those frames never rendered. So each of the pages checked at once has a context of its
 * own, and in it a story that stays open (`main`), so the worker is installed once, not once per page.
 */
async function checkPage(context, baseUrl, entry, loadFrames) {
  const page = await context.newPage();
  await page.addInitScript(skipFrames, loadFrames);
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(`uncaught: ${error.message.split('\n')[0].slice(0, 300)}`));
  const started = Date.now();
  try {
    // Not `load`: that waits for every story frame too, and a skipped or slow frame held it past the timeout
    // (seen once on a loaded machine); the loop below waits for what the check needs.
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`, {
      timeout: PAGE_TIMEOUT_MS,
      waitUntil: 'domcontentloaded',
    });
    let problems = [];
    for (;;) {
      const docs = await within(page.evaluate(inspectDocs, FINAL_PHASES), 10_000, {
        done: false,
        problems: [],
      });
      // Frames below the fold load lazily: start them all.
      await within(
        page.evaluate(() => {
          for (const frame of document.querySelectorAll('iframe[loading="lazy"]')) frame.loading = 'eager';
        }),
        10_000,
      );
      const frames = page.frames().filter((frame) => frame !== page.mainFrame());
      const states = await Promise.all(
        frames.map((frame) =>
          within(frame.evaluate(inspectFrame, FINAL_PHASES), 10_000, 'pending').then((state) => ({
            id: new URL(frame.url(), baseUrl).searchParams.get('id') ?? frame.url(),
            state,
          })),
        ),
      );
      const expectedFrames = await within(
        page.evaluate(() => document.querySelectorAll('[data-story-block="true"] iframe').length),
        10_000,
        Number.POSITIVE_INFINITY,
      );
      problems = [
        ...docs.problems,
        ...states.filter(({ state }) => state.startsWith('error')).map(({ id, state }) => `${id}: ${state}`),
      ];
      const settled =
        docs.done && frames.length >= expectedFrames && states.every(({ state }) => state !== 'pending');
      if (settled || problems.length > 0) break;
      if (Date.now() - started > PAGE_TIMEOUT_MS) {
        const waiting = states.filter(({ state }) => state === 'pending').map(({ id }) => id);
        problems.push(
          `not rendered after ${PAGE_TIMEOUT_MS / 1000} s${waiting.length ? `: ${waiting.join(', ')}` : ''}`,
        );
        break;
      }
      // Wait for what is missing (the page's stories, then each pending frame's story), not for a set time; a
      // second at most, then look again (a frame may have appeared or navigated meanwhile).
      const phases = JSON.stringify(FINAL_PHASES);
      if (!docs.done) {
        await within(
          page.waitForFunction(`(${inspectDocs})(${phases}).done`, null, { timeout: 1_000 }),
          1_500,
        );
      } else {
        const pending = frames.filter((_, index) => states[index]?.state === 'pending');
        await within(
          pending.length === 0
            ? page.waitForEvent('frameattached', { timeout: 1_000 })
            : Promise.race(
                pending.map((frame) =>
                  frame.waitForFunction(`(${inspectFrame})(${phases}) !== 'pending'`, null, {
                    timeout: 1_000,
                  }),
                ),
              ),
          1_500,
        );
      }
    }
    return { problems: [...problems, ...uncaught], ms: Date.now() - started };
  } finally {
    await page.close();
  }
}

async function main(argv) {
  const reportFile = option(argv, '--report');
  const only = option(argv, '--only');
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  if (!argv.includes('--no-build')) {
    const started = Date.now();
    const outDir = option(argv, '--dir') ?? OUT_DIR;
    const code = await run(bin('storybook'), ['build', '--quiet', '-o', outDir], { quiet: true });
    if (code !== 0) throw new Error(`storybook build failed with exit ${code}`);
    log(`docs: storybook build into ${outDir}/ in ${formatDuration(Date.now() - started)}`);
  }
  const root = path.resolve(repoRoot, option(argv, '--dir') ?? OUT_DIR);
  const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
  const entries = Object.values(index.entries).filter(
    (entry) => entry.type === 'docs' && (!only || entry.id.includes(only)),
  );
  // Any story: it only has to start the fake backend and stay open (see checkPage).
  const keeperStory = Object.values(index.entries).find((entry) => entry.type === 'story')?.id ?? '';
  const server = await serveStatic(root);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const started = Date.now();
  const results = [];
  try {
    const queue = [...entries];
    const worker = async () => {
      // The locale and time zone are pinned like the other browser tests.
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        serviceWorkers: 'allow',
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const keeper = await context.newPage();
      await keeper.goto(`${server.url}/iframe.html?id=${encodeURIComponent(keeperStory)}&viewMode=story`);
      await keeper.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: PAGE_TIMEOUT_MS,
      });
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const loadFrames = argv.includes('--all-frames') || FRAME_PAGES.includes(entry.id);
        // A check that could not run (the browser, not the page, failed) is tried once more; a page that
        // showed a problem is never retried.
        const attempt = () => checkPage(context, server.url, entry, loadFrames);
        const result = await attempt()
          .catch(() => attempt())
          .catch((error) => ({
            problems: [`the check failed: ${error instanceof Error ? error.message : String(error)}`],
            ms: 0,
          }));
        results.push({ entry, ...result });
        log(
          `${result.problems.length === 0 ? '  ok  ' : '  FAIL'} ${entry.id} (${formatDuration(result.ms)})`,
        );
        for (const problem of result.problems) log(`         ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  const failed = results.filter((result) => result.problems.length > 0).length;
  log(
    failed === 0
      ? `docs: all ${results.length} docs pages render every story (${formatDuration(Date.now() - started)})`
      : `docs: ${failed} of ${results.length} docs pages have stories that did not render`,
  );
  if (reportFile) {
    const file = path.resolve(repoRoot, reportFile);
    mkdirSync(path.dirname(file), { recursive: true });
    const report = {
      numPassedTests: results.length - failed,
      numFailedTests: failed,
      numTotalTests: results.length,
      success: failed === 0 && results.length > 0,
      testResults: [],
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  }
  return failed === 0 && results.length > 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`docs: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
