/**
 * The catalogue's docs pages render (docs/architecture.md#storybook-docs-pages): builds Storybook (storybook-static/),
 * serves it, shows every docs entry of its index.json (each component's page and every MDX page) in Chromium
 * and fails on any story that did not render there:
 *
 * - an inline story whose render threw (Storybook prints the error in the story's place),
 * - a story frame (a story that needs its own window, .storybook/docs.tsx) that is missing, shows Storybook's
 *   error screen, never rendered, or shares the page's cookies. Frames load their story only on the pages in
 *   FRAME_PAGES: every other frame shows a canvas story that the story tests already render one by one, and
 *   loading them all takes as long as those tests (over ten minutes); `--all-frames` loads them all,
 * - a docs page that itself failed, or an error nobody caught (`pageerror`) in the page or one of its frames.
 *
 * Two pages at once (the machine's cores), each in a browser context of its own. A page loads Storybook's preview
 * (iframe.html) once and then shows one docs entry after another through Storybook's channel, as the manager's
 * sidebar does (openDocsPage): loading the preview, its 3 MB of scripts, Mantine's CSS and the fake backend, for
 * each of the 114 entries took over half the step's CPU time. After an entry with a problem the preview is loaded
 * afresh. The server lets the browser cache the content-hashed assets, so a story frame does not fetch and compile
 * the preview's scripts again. No fixed waits: each entry is checked as soon as its stories have rendered.
 *
 * The story tests (vitest, project `storybook`) render each story alone, as the canvas does; only this check
 * renders them together, as a designer reads them.
 *
 *   node scripts/check-docs.mjs [--report test-results/docs.json] [--no-build] [--dir <build>] [--all-frames]
 *                               [--only <id-part>]
 *
 * `--no-build` reuses storybook-static/ (or `--dir`) as it is; `--only` checks the docs entries whose id holds it.
 * The report counts one test per docs page, for the test command.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { bin, CHROMIUM_MISSING, findHeadlessShell, formatDuration, repoRoot, run } from './lib/run.mjs';
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

/**
 * Runs in the docs page: the stories of docs entry `id` that failed, and whether the entry is rendered with every
 * inline story finished. The page shows one entry after another (see openDocsPage), so only what belongs to `id`
 * counts: the entry must be the preview's current one and Storybook must have announced it rendered
 * (`docsRendered`, recorded by watchWindow), and each inline story block needs a finished render of its own.
 */
function inspectDocs({ id, finalPhases }) {
  const problems = [];
  const preview = window.__STORYBOOK_PREVIEW__;
  if (preview?.currentSelection && preview.currentSelection.storyId !== id) return { done: false, problems };
  if (document.body.classList.contains('sb-show-errordisplay')) {
    const message = document.querySelector('#error-message')?.textContent ?? '';
    return { done: true, problems: [`the page failed: ${message.trim().slice(0, 300)}`] };
  }
  if (window.__VD_DOCS_RENDERED__ !== id || !document.querySelector('.sbdocs-content')) {
    return { done: false, problems };
  }
  const renders = preview?.storyRenders ?? [];
  let done = renders.every((render) => finalPhases.includes(render.phase));
  for (const block of document.querySelectorAll('[data-story-block="true"]')) {
    const error = block.querySelector('pre');
    if (error) {
      problems.push(
        `${block.id.replace(/^story--/, '')}: ${error.textContent.trim().split('\n')[0].slice(0, 300)}`,
      );
    } else if (!block.querySelector('iframe')) {
      // An inline story: rendered into this block, to its end.
      const render = renders.find(
        (candidate) => candidate.canvasElement && block.contains(candidate.canvasElement),
      );
      if (!render || !finalPhases.includes(render.phase)) done = false;
    }
  }
  return { done, problems };
}

/**
 * Runs first in every window of the page (an init script). In the docs page: records the id of each docs entry
 * Storybook has rendered (its `docsRendered` event) in `__VD_DOCS_RENDERED__`. In a docs page's story frame: stops
 * the frame's loading unless its entry loads frames (`all`, or one of `pages`; the frame belongs to the docs
 * page's current entry).
 */
function watchWindow({ all, pages }) {
  if (window === window.top) {
    let channel;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (value) => {
        channel = value;
        channel?.on?.('docsRendered', (id) => {
          window.__VD_DOCS_RENDERED__ = id;
        });
      },
    });
    return;
  }
  if (!window.frameElement?.id.startsWith('iframe--')) return;
  if (all || pages.includes(window.top.__STORYBOOK_PREVIEW__?.currentSelection?.storyId)) return;
  window.__VD_DOCS_CHECK_SKIPPED__ = true;
  window.stop();
}

/** Runs in the docs page: shows docs entry `id` as Storybook's own navigation does (the manager's sidebar). */
function showEntry(id) {
  window.__VD_DOCS_RENDERED__ = undefined;
  window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
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
 * A Chromium page that shows docs entries one after another, as Storybook itself does: the preview
 * (iframe.html, with Storybook, React, Mantine's CSS and the fake backend's worker) loads once, and each entry is
 * then shown through Storybook's channel (`setCurrentStory`), which tears the previous entry's stories down
 * and renders the next one's. After an entry with a problem, or a check that failed, the preview is loaded
 * afresh, so what one entry left behind cannot fail the next.
 *
 * The fake backend is a service worker, registered per browser context, that unregisters itself when its last
 * page closes: with two pages checked at once in one context, a page that closed took the worker away while the
 * other's story frames were starting ("Failed to update a ServiceWorker … Not found"), and those frames never
 * rendered. So each docs page has a context of its own.
 */
async function openDocsPage(browser, baseUrl, framesFor) {
  // The locale and time zone are pinned like the other browser tests.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  await page.addInitScript(watchWindow, framesFor);
  let uncaught = [];
  page.on('pageerror', (error) => uncaught.push(`uncaught: ${error.message.split('\n')[0].slice(0, 300)}`));
  let fresh = true;
  return {
    close: () => context.close(),
    /** Checks one docs entry: its problems (none when it rendered every story) and how long it took. */
    async check(entry) {
      const started = Date.now();
      uncaught = [];
      try {
        const result = await checkEntry(page, baseUrl, entry, fresh);
        fresh = result.problems.length > 0 || uncaught.length > 0;
        return { problems: [...result.problems, ...uncaught], ms: Date.now() - started };
      } catch (error) {
        fresh = true;
        throw error;
      }
    },
  };
}

/** Shows docs entry `entry` in `page` (loading the preview first when `fresh`) and waits until it rendered. */
async function checkEntry(page, baseUrl, entry, fresh) {
  const started = Date.now();
  if (fresh) {
    // Not `load`: that waits for every story frame too, and a skipped or slow frame held it past the timeout
    // (seen once on a loaded machine); the loop below waits for what the check needs.
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`, {
      timeout: PAGE_TIMEOUT_MS,
      waitUntil: 'domcontentloaded',
    });
  } else {
    await page.evaluate(showEntry, entry.id);
  }
  const input = { id: entry.id, finalPhases: FINAL_PHASES };
  let problems = [];
  for (;;) {
    const docs = await within(page.evaluate(inspectDocs, input), 10_000, { done: false, problems: [] });
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
    // Wait for what is missing (the entry's stories, then each pending frame's story), not for a set time; a
    // second at most, then look again (a frame may have appeared or navigated meanwhile).
    if (!docs.done) {
      await within(
        page.waitForFunction(`(${inspectDocs})(${JSON.stringify(input)}).done`, null, { timeout: 1_000 }),
        1_500,
      );
    } else {
      const pending = frames.filter((_, index) => states[index]?.state === 'pending');
      const phases = JSON.stringify(FINAL_PHASES);
      await within(
        pending.length === 0
          ? page.waitForEvent('frameattached', { timeout: 1_000 })
          : Promise.race(
              pending.map((frame) =>
                frame.waitForFunction(`(${inspectFrame})(${phases}) !== 'pending'`, null, { timeout: 1_000 }),
              ),
            ),
        1_500,
      );
    }
  }
  return { problems };
}

async function main(argv) {
  const reportFile = option(argv, '--report');
  const only = option(argv, '--only');
  // Chromium's headless shell, like the e2e (e2e/support/chromium.ts): no picture is taken here.
  const executablePath = findHeadlessShell();
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
  const server = await serveStatic(root, { cacheAssets: true });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const framesFor = { all: argv.includes('--all-frames'), pages: FRAME_PAGES };
  const started = Date.now();
  const results = [];
  try {
    const queue = [...entries];
    const worker = async () => {
      const docsPage = await openDocsPage(browser, server.url, framesFor);
      try {
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          // A check that could not run (the browser, not the page, failed) is tried once more, in a freshly
          // loaded preview; an entry that showed a problem is never retried.
          const result = await docsPage
            .check(entry)
            .catch(() => docsPage.check(entry))
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
      } finally {
        await docsPage.close();
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
