/**
 * The `test` of every e2e spec: Playwright's, plus automatic fixtures that fail a test when the page
 * throws an uncaught error (`pageerror`: an exception or an unhandled rejection), and when anything breaks
 * the content security policy the server sends (the shipped one: vite.config.ts, scripts/security-headers.ts). Console errors are
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
  /**
   * Content security policy violations seen so far (`securitypolicyviolation` in any page of the test's
   * context). The fixture fails the test if any remain at its end.
   */
  cspViolations: string[];
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
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__vdCspViolation', (_source, report: string) => {
        violations.push(report);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`;
          (window as unknown as { __vdCspViolation?: (report: string) => void }).__vdCspViolation?.(report);
        });
      });
      await use(violations);
      if (violations.length > 0) {
        throw new Error(
          `The content security policy was violated ${violations.length} time(s):\n${violations.join('\n')}`,
        );
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
