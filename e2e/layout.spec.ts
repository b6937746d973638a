/**
 * The layouts on a cold load and on a phone (docs/architecture.md#performance, docs/product/navigation.md):
 * the boot shell paints the right layout with a skeleton before the app's code has run (a public page is
 * prerendered and paints itself), staff pages never show the public layout on the way, and the staff header fits 375 px with the account menu and a drawer that logs out.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { addSession, expect, expectToast, holdScripts, openSignedIn, test } from './support';

/** A cold load of the demo (its fake backend starts first) on a busy machine can take several seconds. */
const COLD = { timeout: 20_000 };

/** Notes, in every document of the context, whether the public layout's navigation ever appeared. */
async function watchForPublicLayout(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('header nav[aria-label="Main"]'))
        (window as { __publicLayoutSeen?: boolean }).__publicLayoutSeen = true;
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
}

const publicLayoutSeen = (page: Page) =>
  page.evaluate(() => (window as { __publicLayoutSeen?: boolean }).__publicLayoutSeen === true);

test.describe('cold loads', () => {
  test('a staff page paints the staff layout with a skeleton before the app runs, never the public one', async ({
    page,
    context,
  }) => {
    await addSession(context, 'chef');
    await watchForPublicLayout(context);
    const release = await holdScripts(context);
    const loading = page.goto('/staff/orders', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-vd-boot', 'staff');
    // The staff sidebar's and the page's skeletons, under the staff header (its avatar's place at the end).
    await expect(page.locator('.vd-boot-nav')).toBeVisible();
    await expect(page.locator('.vd-boot-page .vd-boot-title')).toBeVisible();
    await expect(page.locator('.vd-boot-avatar')).toBeVisible();
    // A picture only: nothing of it reaches assistive technology.
    await expect(page.getByRole('banner')).toHaveCount(0);
    release();
    await loading;
    await expect(page.getByRole('heading', { level: 1, name: 'Order Manager' })).toBeVisible(COLD);
    await expect(page.getByRole('navigation', { name: 'Staff sections' })).toBeVisible();
    await expect(page.locator('.vd-boot-page')).toHaveCount(0);
    expect(await publicLayoutSeen(page)).toBe(false);
  });

  test('a public page paints itself before the app runs, and the app takes it over', async ({
    page,
    context,
  }) => {
    const release = await holdScripts(context);
    const loading = page.goto('/store', { waitUntil: 'commit' });
    // Prerendered (docs/architecture.md#first-visit): the page itself, with its header, and no skeleton.
    const heading = page.getByRole('heading', { level: 1, name: 'Store' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('.vd-boot-page')).toHaveCount(0);
    await heading.evaluate((element) => {
      (window as { __vdHeading?: Element }).__vdHeading = element;
    });
    release();
    await loading;
    // Hydrated: the announcement comes from the API, and the heading is the node painted before.
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible(COLD);
    expect(
      await heading.evaluate((element) => (window as { __vdHeading?: Element }).__vdHeading === element),
    ).toBe(true);
  });

  test('a staff address without a session paints the public layout: it leads to the login page', async ({
    page,
    context,
  }) => {
    const release = await holdScripts(context);
    const loading = page.goto('/staff/orders', { waitUntil: 'commit' });
    await expect(page.locator('.vd-boot-page .vd-boot-title')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-vd-boot', 'staff');
    release();
    await loading;
    await expect(page).toHaveURL(/\/login/, COLD);
  });
});

test.describe('the staff layout on a phone (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header fits, the account menu is on screen, the drawer offers the profile and logs out', async ({
    page,
  }) => {
    await openSignedIn(page, 'chef', '/staff/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Manager' })).toBeVisible(COLD);
    const header = page.getByRole('banner');
    expect(await header.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const account = page.getByRole('button', { name: /^Account menu for / });
    // The header may still be swapping in its signed-in parts: measure the button once it is there.
    await expect(account).toBeVisible();
    const box = await account.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open staff menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Staff sections' });
    await expect(drawer.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Site preferences' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Order Manager' })).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Successfully logged out, see you next time!');
    await expect(page).toHaveURL(/\/$/);
    await expect(account).toHaveCount(0);
  });
});
