/**
 * The production-mode e2e suite (`e2e/production/**\/*.spec.ts`; docs/local-api-server.md#tests): the
 * production build — no fake backend in the page — talking over real HTTP and a real WebSocket to the local
 * API server (scripts/api-server.mjs), which serves the fake backend's rules from Node.
 *
 * Two web servers: the API server on 127.0.0.1:4176 (E2E_API_PORT), and the production build, pointed at it
 * (`VITE_API_URL`, its authorize page as the chat platform's; scripts/lib/production-e2e.mjs), served by
 * `vite preview` on 127.0.0.1:4175 (E2E_PROD_PORT) with the shipped security headers. The build is the byte
 * budget's (dist-budget/, made with the same configuration) when the test command ran that step before this one
 * and says so in E2E_PRODUCTION_BUILD; otherwise it is built here into dist-e2e-production/.
 *
 * One worker: the tests share one API server, whose state (the kitchen, the fault switches) each test resets
 * first, as a test of the real site would share one backend.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { headlessShellLaunchOptions } from './e2e/support/chromium';
import {
  API_PORT,
  API_URL,
  APP_PORT,
  APP_URL,
  PRODUCTION_BUILD_VARIABLE,
  PRODUCTION_E2E_ENV,
} from './scripts/lib/production-e2e.mjs';

const baseURL = APP_URL;

/**
 * The build to serve: one made by another step (E2E_PRODUCTION_BUILD, a folder), which must be pointed at this
 * suite's API server (its security headers' connect-src names it), or else a build of its own.
 */
function siteCommand(): string {
  const reused = process.env[PRODUCTION_BUILD_VARIABLE];
  const preview = (dir: string) =>
    `npx vite preview --outDir ${dir} --host 127.0.0.1 --port ${APP_PORT} --strictPort`;
  if (!reused) {
    return `npx vite build --outDir dist-e2e-production --emptyOutDir --logLevel warn && ${preview('dist-e2e-production')}`;
  }
  const headers = path.join(reused, '_headers');
  if (!existsSync(headers) || !readFileSync(headers, 'utf8').includes(API_URL)) {
    throw new Error(
      `${PRODUCTION_BUILD_VARIABLE}=${reused}: not a production build pointed at ${API_URL} (scripts/lib/production-e2e.mjs)`,
    );
  }
  return preview(reused);
}

export default defineConfig({
  testDir: 'e2e/production',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e-production',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 1,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-production-report.json' }]],
  use: {
    baseURL,
    headless: true,
    serviceWorkers: 'allow',
    locale: 'en-US',
    timezoneId: 'UTC',
    // Chromium's headless shell, like the demo e2e (e2e/support/chromium.ts).
    launchOptions: headlessShellLaunchOptions(),
    // Only the retry is traced: recording a trace costs about 40% more CPU per test (tests of e2e/session.spec.ts:
    // 40 CPU-s traced, 24 untraced), and a failing first try still leaves its screenshot and error context.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'production', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `node scripts/api-server.mjs --port ${API_PORT} --origin ${baseURL}`,
      url: `${API_URL}/__control/state`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: siteCommand(),
      // The preview's security headers are made from the same configuration as the build's.
      env: PRODUCTION_E2E_ENV,
      url: baseURL,
      // Never reused: a site left on this port may be an older build, or one pointed at another API.
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
