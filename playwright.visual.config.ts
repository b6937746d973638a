/**
 * Visual regression of every story (run through scripts/visual.mjs, which builds Storybook and serves it,
 * passing its URL in STORYBOOK_URL). Baselines live in e2e/visual/__screenshots__/<story id>.png: the
 * name carries no platform because CI renders with the same Debian Chromium. Update them with
 * `node scripts/visual.mjs --update`.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

export default defineConfig({
  testDir: 'e2e/visual',
  testMatch: '**/*.visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // In CI a story without a baseline fails and writes nothing; locally the first run writes it (commit it).
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  outputDir: 'test-results/visual',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry, everywhere (CI may not set CI): a test that fails twice fails the run; one that passes on the
  // retry passes but is named under "Flaky" at the end of `npm test`, so its cause still gets found.
  retries: 1,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/visual-report.json' }]],
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: process.env.STORYBOOK_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'dark',
    // Mantine's transitions off (theme.respectReducedMotion): a screenshot never catches a modal mid-close.
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    // Stories start MSW's worker (msw-storybook-addon).
    serviceWorkers: 'allow',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
