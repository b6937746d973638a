/** The page-loading bar (ui/PageProgress) on a real route transition of the demo. */
import { expect, signInAs, test } from './support';

const HOME = /Virtual food/;

test.describe('page-loading bar', () => {
  test('a page whose code is slow to arrive shows the bar until it is there', async ({ page, context }) => {
    // The browser asks to save data, so the idle prefetch does not load the staff pages' code before the
    // click (on a slow machine it did, and the page then came at once, without the bar).
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await signInAs(page, 'chef');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOME);
    // From now on every script takes a second, longer than the bar's 200 ms throttle.
    await context.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /^Good (Morning|Afternoon|Evening), /,
    );
    await expect(bar).toHaveCount(0);
  });
});
