/**
 * The whole test command (`npm test`, which `./nodew test` and CI run). Steps, in order, stopping at the
 * first failure:
 *
 *   1. biome check .                       lint and format
 *   2. depcruise ui lib features app mocks direction of imports between layers, and import cycles
 *                                          (dependency-cruiser; the rules are in .dependency-cruiser.cjs)
 *   3. tsc -p tsconfig.json --noEmit       typecheck (TypeScript 7: @typescript/native)
 *   4. vitest run --project unit           unit tests (Node)
 *   5. node scripts/check-budget.mjs       byte budget: a production build's first-visit JS and CSS per
 *                                          public page (gzip), one check per page and measure
 *   6. node scripts/check-hosting.mjs      hosting: that build served by Debian's nginx with the build's
 *      --reuse dist-budget                 nginx.conf; pages, app routes, 404, headers, caching, types
 *   7. vitest run --project 'storybook*'   story tests in Chromium: each story's play function, its axe
 *                                          checks and its screenshot against the committed baseline
 *   8. node scripts/check-docs.mjs         docs pages: a Storybook build, every docs page opened in
 *                                          Chromium; fails on any story that did not render there
 *   9. playwright test                     e2e against the demo build
 *  10. playwright test -c playwright.production.config.ts
 *                                          e2e against the production build, talking to the local API
 *                                          server over real HTTP and WebSocket (docs/local-api-server.md)
 *
 * Two steps run beside another (`alongside`): the production e2e beside the story tests, the docs check beside the
 * demo e2e. Their output is kept in test-results/<key>.log and printed when they end.
 *
 * One production build serves steps 5, 6 and 10: the budget makes it with the production e2e's configuration
 * (scripts/lib/production-e2e.mjs), hosting copies it, the production e2e serves it (E2E_PRODUCTION_BUILD).
 * Without the budget step in the run, steps 6 and 10 each build their own. The e2e step builds the demo once
 * (its web server); its tests open their pages signed in by cookie unless signing in is what they test.
 *
 * Both browser steps start Chromium with a fontconfig that knows one system font only (e2e/support/chromium.ts),
 * so a screenshot that depends on the machine's fonts fails everywhere, not only on another machine.
 *
 * Each step prints its duration. The counts of passed and failed tests come from each runner's JSON report
 * (test-results/*.json); a check step without tests that fails (or a runner that dies before writing its
 * report) counts as one failure. The last line of output is exactly `N passed, N failed`, for CI.
 *
 * Needs Node >= 22.12 (Vitest 5 hides failures on Node 20), Chromium ($CHROMIUM_PATH or /usr/bin/chromium: the story
 * tests and the installed app's e2e) and its headless shell ($HEADLESS_SHELL_PATH or /usr/bin/chromium-headless-shell:
 * the other e2e and the docs check; e2e/support/chromium.ts);
 * the hosting step needs nginx: $NGINX_PATH or /usr/sbin/nginx (./nodew test installs both as root).
 *
 * While working on one step: `npm test -- --from unit` starts at a step, `npm test -- --only lint,e2e` runs
 * just those (keys: lint, layers, typecheck, unit, budget, hosting, stories, docs, e2e, production).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_BUILD_VARIABLE } from './lib/production-e2e.mjs';
import { readPlaywrightCounts, readVitestCounts } from './lib/reports.mjs';
import {
  bin,
  CHROMIUM_MISSING,
  findChromium,
  findHeadlessShell,
  formatDuration,
  repoRoot,
  run,
} from './lib/run.mjs';

const results = path.join(repoRoot, 'test-results');
/** TypeScript 7's compiler; the `typescript` package is 6.0 (dependency-cruiser parses with its API). */
const TSC = path.join(repoRoot, 'node_modules/@typescript/native/bin/tsc');
const report = (name) => path.join(results, name);
/** The production build the byte budget makes (scripts/check-budget.mjs), which later steps serve. */
const BUDGET_BUILD = 'dist-budget';

/** @type {{ key: string, name: string, alongside?: string, command: (steps: { key: string }[]) => [string, string[]], env?: (steps: { key: string }[]) => Record<string, string>, report?: { file: string, read: (file: string) => ({ passed: number, failed: number } | null) } }[]} */
const STEPS = [
  { key: 'lint', name: 'lint (biome check)', command: () => [bin('biome'), ['check', '.']] },
  {
    key: 'layers',
    name: 'layers (dependency-cruiser)',
    command: () => [
      bin('depcruise'),
      [
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'err-long',
        'ui',
        'lib',
        'features',
        'app',
        'mocks',
      ],
    ],
  },
  {
    key: 'typecheck',
    name: 'typecheck (tsc)',
    command: () => [process.execPath, [TSC, '-p', 'tsconfig.json', '--noEmit']],
  },
  {
    key: 'unit',
    name: 'unit tests (vitest unit)',
    command: () => [bin('vitest'), vitestArgs('unit', 'vitest-unit.json')],
    report: { file: report('vitest-unit.json'), read: readVitestCounts },
  },
  {
    key: 'budget',
    name: 'byte budget (check-budget)',
    command: () => [process.execPath, ['scripts/check-budget.mjs', '--report', report('budget.json')]],
    report: { file: report('budget.json'), read: readVitestCounts },
  },
  {
    key: 'hosting',
    name: 'hosting: nginx serves the build (check-hosting)',
    // The byte budget's production build when that step ran just before (it stops the run when it fails), else
    // a build of its own.
    command: (steps) => [
      process.execPath,
      [
        'scripts/check-hosting.mjs',
        '--report',
        report('hosting.json'),
        ...(steps.some((step) => step.key === 'budget') ? ['--reuse', BUDGET_BUILD] : []),
      ],
    ],
    report: { file: report('hosting.json'), read: readVitestCounts },
  },
  {
    key: 'stories',
    name: 'stories: play, axe, screenshot (vitest storybook)',
    command: () => [bin('vitest'), vitestArgs('storybook*', 'vitest-storybook.json')],
    report: { file: report('vitest-storybook.json'), read: readVitestCounts },
  },
  {
    key: 'docs',
    name: 'docs pages (check-docs)',
    command: () => [process.execPath, ['scripts/check-docs.mjs', '--report', report('docs.json')]],
    // Beside the demo e2e, whose pages often wait on the fake backend's timers and the network.
    alongside: 'e2e',
    report: { file: report('docs.json'), read: readVitestCounts },
  },
  {
    key: 'e2e',
    name: 'e2e (playwright test)',
    command: () => [bin('playwright'), ['test']],
    report: { file: report('e2e-report.json'), read: readPlaywrightCounts },
  },
  {
    key: 'production',
    name: 'e2e production (local API server)',
    command: () => [bin('playwright'), ['test', '-c', 'playwright.production.config.ts']],
    // Beside the story tests: its one worker mostly waits (deadlines, backoffs: 48 CPU-s in 2 min 6 s), on ports
    // of its own (4175, 4176).
    alongside: 'stories',
    // The byte budget's production build when that step ran before (it is made with this suite's configuration,
    // scripts/lib/production-e2e.mjs), else the suite builds its own.
    env: (steps) =>
      steps.some((step) => step.key === 'budget')
        ? { [PRODUCTION_BUILD_VARIABLE]: path.join(repoRoot, BUDGET_BUILD) }
        : {},
    report: { file: report('e2e-production-report.json'), read: readPlaywrightCounts },
  },
];

function vitestArgs(project, reportName) {
  return [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(reportName)}`,
  ];
}

/** Picks the steps to run from `--from <key>` / `--only <key,key>`. */
function selectSteps(argv) {
  const option = (flag) => {
    const index = argv.indexOf(flag);
    return index < 0 ? undefined : argv[index + 1];
  };
  const known = STEPS.map((step) => step.key);
  const check = (key) => {
    if (!known.includes(key)) throw new Error(`unknown step "${key}"; steps: ${known.join(', ')}`);
    return key;
  };
  const only = option('--only');
  if (only !== undefined) {
    const keys = new Set(only.split(',').map((key) => check(key.trim())));
    return STEPS.filter((step) => keys.has(step.key));
  }
  const from = option('--from');
  if (from !== undefined) return STEPS.slice(known.indexOf(check(from)));
  return STEPS;
}

function nodeIsRecent() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

const line = (text = '') => process.stdout.write(`${text}\n`);

async function main() {
  if (!nodeIsRecent()) {
    process.stderr.write(
      `test-all: Node ${process.version} is too old: Vitest 5 needs >= 22.12 to report failures. Run ./nodew test.\n`,
    );
    line('0 passed, 1 failed');
    return 1;
  }
  const chromium = findChromium();
  const headlessShell = findHeadlessShell();
  if (!chromium || !headlessShell) {
    process.stderr.write(`test-all: ${CHROMIUM_MISSING}\n`);
    line('0 passed, 1 failed');
    return 1;
  }
  process.env.CHROMIUM_PATH = chromium;
  process.env.HEADLESS_SHELL_PATH = headlessShell;
  mkdirSync(results, { recursive: true });
  const steps = selectSteps(process.argv.slice(2));

  const totals = { passed: 0, failed: 0 };
  const summary = [];
  const flaky = [];
  const startedAll = Date.now();
  let exitCode = 0;

  /** Runs a step (its output passed through, or into `logFile`); resolves to its exit code, counts and time. */
  const execute = async (step, logFile) => {
    const [command, args] = step.command(steps);
    if (step.report) rmSync(step.report.file, { force: true });
    const started = Date.now();
    const env = { ...step.env?.(steps), CHROMIUM_PATH: chromium, HEADLESS_SHELL_PATH: headlessShell };
    const code = await run(command, args, { env, logFile });
    return { code, duration: Date.now() - started, counts: step.report?.read(step.report.file) ?? null };
  };
  const header = (step, note = '') => {
    const [command, args] = step.command(steps);
    const index = steps.indexOf(step);
    line(
      `\n▶ [${index + 1}/${steps.length}] ${step.name}${note}: ${path.relative(repoRoot, command) || command} ${args.join(' ')}`,
    );
  };
  /** Adds a finished step to the totals and the summary; true when it passed. */
  const record = (step, { code, duration, counts }) => {
    let tests = '';
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      tests = `${counts.passed} passed, ${counts.failed} failed`;
      if (counts.flaky?.length) {
        // Passed on its one retry (the e2e and story configs): counted as passed, but never silently.
        tests += `, ${counts.flaky.length} flaky`;
        flaky.push(...counts.flaky.map((title) => `${step.key}: ${title}`));
      }
    }
    if (code !== 0 && (!counts || counts.failed === 0)) {
      totals.failed += 1; // a failing check, or a runner that failed without reporting a failed test
      tests = tests ? `${tests} (+1: exit ${code})` : 'failed';
    }
    const ok = code === 0;
    summary.push({ name: step.name, status: ok ? 'ok' : `FAILED (exit ${code})`, duration, tests });
    line(
      `${ok ? '✔' : '✖'} ${step.name} ${ok ? 'passed' : `failed with exit ${code}`} in ${formatDuration(duration)}`,
    );
    if (!ok) exitCode = code;
    return ok;
  };

  const selected = new Set(steps.map((step) => step.key));
  const started = new Set();
  for (const [index, step] of steps.entries()) {
    // A step that runs beside another starts with it (below).
    if (step.alongside && selected.has(step.alongside)) continue;
    const companions = steps.filter((other) => other.alongside === step.key);
    step.command(steps); // a host that cannot start throws here, before its companions start
    for (const one of [step, ...companions]) started.add(one.key);
    const beside = companions.map((companion) => {
      const logFile = report(`${companion.key}.log`);
      header(companion, ` (beside ${step.key}; its output follows when it ends)`);
      return { companion, logFile, result: execute(companion, logFile) };
    });
    header(step);
    let ok = record(step, await execute(step));
    for (const { companion, logFile, result } of beside) {
      const finished = await result;
      line(`\n▶ ${companion.name}: its output`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      ok = record(companion, finished) && ok;
    }
    if (!ok) {
      for (const skipped of steps.slice(index + 1).filter((other) => !started.has(other.key))) {
        summary.push({ name: skipped.name, status: 'skipped', duration: 0, tests: '' });
      }
      break;
    }
  }

  line('\nSummary');
  const width = Math.max(...summary.map((row) => row.name.length));
  for (const row of summary) {
    const time = row.status === 'skipped' ? '' : formatDuration(row.duration);
    line(`  ${row.name.padEnd(width)}  ${row.status.padEnd(18)} ${time.padStart(10)}  ${row.tests}`);
  }
  line(
    `  ${'total'.padEnd(width)}  ${''.padEnd(18)} ${formatDuration(Date.now() - startedAll).padStart(10)}`,
  );
  if (flaky.length > 0) {
    line(`\nFlaky: failed first, passed on the retry (find the cause; the retry is only a safety net):`);
    for (const title of flaky) line(`  ${title}`);
  }
  line(`${totals.passed} passed, ${totals.failed} failed`);
  return exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`test-all: ${error instanceof Error ? error.message : String(error)}\n`);
    line('0 passed, 1 failed');
    process.exitCode = 1;
  },
);
