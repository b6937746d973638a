/**
 * The production-mode e2e suite (`e2e/production/**\/*.spec.ts`; docs/local-api-server.md#tests): the
 * production build — no fake backend in the page — talking over real HTTP and a real WebSocket to the local
 * API server (scripts/api-server.mjs), which serves the fake backend's rules from Node.
 *
 * Two web servers: the API server on 127.0.0.1:4176 (E2E_API_PORT), and the production build, pointed at it
 * (`VITE_API_URL`, its authorize page as the chat platform's), built into dist-e2e-production/ and served by
 * `vite preview` on 127.0.0.1:4175 (E2E_PROD_PORT) with the shipped security headers.
 *
 * One worker: the tests share one API server, whose state (the kitchen, the fault switches) each test resets
 * first, as a test of the real site would share one backend.
 */
import { defineConfig } from '@playwright/test';
import { API_PORT, API_URL, APP_PORT, APP_URL } from './e2e/production/ports';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const baseURL = APP_URL;

/** The production build's configuration: every `VITE_*` it reads that the test depends on, set here. */
const buildEnv = {
  VITE_API_MOCKING: 'false',
  VITE_API_URL: API_URL,
  VITE_GATEWAY_URL: '',
  VITE_DISCORD_AUTHORIZE_URL: `${API_URL}/oauth2/authorize`,
  VITE_OAUTH_REDIRECT_URI: `${baseURL}/login`,
  VITE_ADS_SCRIPT_URL: '',
  // Shorter than production's 15 s, so a test of a call that never answers waits for 4 s deadlines.
  VITE_API_TIMEOUT_MS: '4000',
};

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
    launchOptions: chromiumLaunchOptions(),
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
      command:
        'npx vite build --outDir dist-e2e-production --emptyOutDir --logLevel warn && ' +
        `npx vite preview --outDir dist-e2e-production --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      env: buildEnv,
      url: baseURL,
      // Never reused: a site left on this port may be an older build, or one pointed at another API.
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
