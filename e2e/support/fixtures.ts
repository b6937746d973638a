/**
 * The `test` of every e2e spec: Playwright's, plus an automatic fixture that fails a test when the page
 * throws an uncaught error (`pageerror`: an exception or an unhandled rejection). Console errors are
 * collected and attached to the report, and a test can read them through `consoleErrors`; they do not fail
 * the test by themselves, because an expected 401/403 response also logs one.
 */
import { test as base, expect } from '@playwright/test';

export interface PageErrorFixtures {
  /** Console messages of type `error` seen so far in this test. */
  consoleErrors: string[];
  /**
   * Uncaught page errors seen so far. The fixture fails the test if any remain at its end; a test that
   * provokes one on purpose empties the list (`pageErrors.length = 0`) after asserting on it.
   */
  pageErrors: Error[];
}

export const test = base.extend<PageErrorFixtures>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      if (errors.length > 0) {
        await testInfo.attach('console-errors.txt', { body: errors.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      if (errors.length > 0) {
        const details = errors.map((error) => error.stack || error.message).join('\n\n');
        throw new Error(`The page threw ${errors.length} uncaught error(s):\n${details}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
