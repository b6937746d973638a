/** The page-loading bar (ui/PageProgress) on a real route transition of the demo. */
import { expect, openSignedIn, test } from './support';

const HOME = /Virtual food/;

test.describe('page-loading bar', () => {
  test('a page whose code is slow to arrive shows the bar until it is there', async ({ page, context }) => {
    // The browser asks to save data, so the idle prefetch does not load the staff pages' code before the
    // click (on a slow machine it did, and the page then came at once, without the bar).
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await openSignedIn(page, 'chef');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOME);
    // From now on every script is held until the bar has shown (after its 200 ms throttle): the page's code is
    // slow to arrive for as long as that takes, however fast or slow the machine, and not a guessed second more.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // What the bar showed, recorded in the page as it changed (a poll from the test could miss a phase on a
    // busy machine): each entry is the bar's state and whether the new page's heading was there yet.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __barStates: string[] }).__barStates = seen;
      const record = () => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Loading page"]');
        const arrived = /^Good (Morning|Afternoon|Evening), /.test(
          document.querySelector('h1')?.textContent ?? '',
        );
        const state = `${bar ? `bar busy=${bar.getAttribute('aria-busy')}` : 'no bar'}${arrived ? ', page there' : ''}`;
        if (seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /^Good (Morning|Afternoon|Evening), /,
    );
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
    const states = await page.evaluate(() => (window as unknown as { __barStates: string[] }).__barStates);
    // The bar was busy while the page was not there, and the page came before the bar went away.
    const busy = states.indexOf('bar busy=true');
    const arrived = states.findIndex((state) => state.endsWith('page there'));
    expect(busy, states.join(' → ')).toBeGreaterThanOrEqual(0);
    expect(arrived, states.join(' → ')).toBeGreaterThan(busy);
    expect(
      states.slice(busy, arrived).every((state) => state.startsWith('bar')),
      states.join(' → '),
    ).toBe(true);
    expect(states.at(-1)).toBe('no bar, page there');
  });
});
