/**
 * Playwright e2e suite (`e2e/**\/*.spec.ts`; the visual suite has its own config). The web server builds
 * the demo (the in-browser fake backend, `--mode demo`) into dist-e2e/ and serves it with `vite preview`
 * on 127.0.0.1:4173 (E2E_PORT picks another, so two checkouts can run their suites side by side). Playwright never
 * downloads a browser here: the tests run in Debian's Chromium headless shell, the installed app's in Chromium itself
 * (project `chromium-app`: Chrome's Wake Lock, notifications and install check are not in the shell), see
 * e2e/support/chromium.ts.
 * Reporters: list for people, JSON (test-results/e2e-report.json) for scripts/test-all.mjs.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, headlessShellLaunchOptions } from './e2e/support/chromium';
import { SITE_URL } from './e2e/support/site-url';

const port = Number(process.env.E2E_PORT) || 4173;
/** The installed app's specs, which need Chromium itself. */
const APP_SPECS = ['**/kitchen-app.spec.ts'];
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: ['visual/**', 'production/**'],
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry, everywhere (CI may not set CI): a test that fails twice fails the run; one that passes on the
  // retry passes but is named under "Flaky" at the end of `npm test`, so its cause still gets found.
  retries: 1,
  workers: 2,
  // A whole flow (the chef-to-courier one signs in twice and prepares with pictures) took 24 s in CI and
  // over 30 s on a loaded 2-core machine; each step still fails on its own 7 s expect timeout.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    headless: true,
    // MSW's worker must run: it is the demo's backend.
    serviceWorkers: 'allow',
    locale: 'en-US',
    timezoneId: 'UTC',
    // Only the retry is traced: recording a trace costs about 40% more CPU per test (tests of e2e/session.spec.ts:
    // 40 CPU-s traced, 24 untraced), and a failing first try still leaves its screenshot and error context.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [...APP_SPECS, 'visual/**', 'production/**'],
      use: { browserName: 'chromium', launchOptions: headlessShellLaunchOptions() },
    },
    {
      name: 'chromium-app',
      testMatch: APP_SPECS,
      use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: {
    command:
      'npx vite build --mode demo --outDir dist-e2e --emptyOutDir --logLevel warn && ' +
      `npx vite preview --mode demo --outDir dist-e2e --host 127.0.0.1 --port ${port} --strictPort`,
    // The public origin the prerendered pages' canonical and Open Graph URLs are made of (e2e/first-visit.spec.ts).
    env: { VITE_SITE_URL: SITE_URL },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
