/**
 * Fits in the hand (docs/architecture.md#layers-on-screen, docs/patterns.md#dialogs): at a phone's 375x812 and a
 * laptop's 1440x900, the main flows' dialogs and forms are opened and filled in, then their main action must be
 * on screen and not covered at its centre and four corners (what `document.elementFromPoint` finds there is the
 * button or inside it), the dialog's title must not be covered (by a toast), no page may be wider than the
 * screen, and no decoration (the festive snow, forced on) may lie over a dialog, a menu, the phone drawer or
 * the home page's headline. Each state is photographed into test-results/fits/ for a reviewer (not baselines).
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { dismissToasts, expect, openAccountMenu, openSignedIn, test } from './support';

const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** A day in the festive season (docs/product/navigation.md#preferences): the snow is on by default then. */
const FESTIVE_DAY = new Date('2026-12-20T10:00:00Z');

/** Flakes and their strips take hits here, so `elementFromPoint` would find the snow wherever it is drawn. */
const SNOW_HITTABLE = '[data-snowfall] > *, [data-snowfall] span { pointer-events: auto !important; }';

/**
 * Where the element is off screen or covered: its centre and four corners (4 px inside: a rounded corner's very
 * pixel belongs to what is behind it), each with what lies on top there when that is not the element or inside
 * it. Empty when the element is fully usable.
 */
async function coverage(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 4;
    const points: [string, number, number][] = [
      ['centre', box.left + box.width / 2, box.top + box.height / 2],
      ['top left', box.left + inset, box.top + inset],
      ['top right', box.right - inset, box.top + inset],
      ['bottom left', box.left + inset, box.bottom - inset],
      ['bottom right', box.right - inset, box.bottom - inset],
    ];
    const problems: string[] = [];
    for (const [where, x, y] of points) {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
        problems.push(`${where} (${Math.round(x)}, ${Math.round(y)}) is off screen`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === element || element.contains(hit))) {
        const name = hit
          ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} “${(hit.textContent ?? '').trim().slice(0, 40)}”`
          : 'nothing';
        problems.push(`${where} (${Math.round(x)}, ${Math.round(y)}) is covered by ${name}`);
      }
    }
    return problems;
  });
}

/** The main action (and the dialog's title, when given) is on screen and nothing lies over it. */
async function expectUsable(target: Locator, title?: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect
    .poll(() => coverage(target), { message: 'the main action is on screen, uncovered' })
    .toEqual([]);
  if (title) {
    await expect.poll(() => coverage(title), { message: 'the dialog’s title is uncovered' }).toEqual([]);
  }
}

/** The page is no wider than the screen: nothing to scroll sideways. A failure names what sticks out. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect
    .poll(overflow, { message: `${path} is no wider than the screen (its width beyond the screen, px)` })
    .toBeLessThanOrEqual(0)
    .catch(async (error: Error) => {
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 6)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(box.left)}-${Math.round(box.right)} px)`;
          }),
      );
      throw new Error(`${error.message}\nBeyond the screen's right edge: ${wide.join(', ')}`);
    });
}

/**
 * Over the whole of `layer` (a grid of points, 5 px inside its edges), `elementFromPoint` never finds the snow.
 * Returns the points where it did.
 */
async function snowOver(layer: Locator): Promise<string[]> {
  return layer.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hits: string[] = [];
    const steps = 8;
    for (let i = 0; i <= steps; i += 1) {
      for (let j = 0; j <= steps; j += 1) {
        const x = box.left + 5 + ((box.width - 10) * i) / steps;
        const y = box.top + 5 + ((box.height - 10) * j) / steps;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        if (document.elementFromPoint(x, y)?.closest('[data-snowfall]'))
          hits.push(`(${Math.round(x)}, ${Math.round(y)})`);
      }
    }
    return hits;
  });
}

async function expectNoSnowOver(layer: Locator): Promise<void> {
  await expect(layer).toBeVisible();
  expect(await snowOver(layer), 'no snow over it').toEqual([]);
}

/** Saves the screen under test-results/fits/ and attaches it to the test's report. */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const path = `test-results/fits/${name}-${width}x${height}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

/** Closes a dialog that holds typed text: Cancel, then “Discard” when it asks. */
async function discard(page: Page, dialog: Locator, cancel = 'Cancel'): Promise<void> {
  await dialog.getByRole('button', { name: cancel, exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  // Either the dialog closes or it asks first; on a busy machine the question can take a moment to open, so
  // wait for one of the two rather than looking once.
  await expect(async () => {
    if (!(await ask.isVisible())) expect(await dialog.count()).toBe(0);
  }).toPass({ timeout: 7_000 });
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toHaveCount(0);
}

const orderIdOf = async (button: Locator, verb: string) =>
  ((await button.getAttribute('aria-label')) ?? '').replace(`${verb} order `, '');

// Each test walks several pages and dialogs (about 20-40 s alone; more on a loaded 2-core machine).
test.describe.configure({ timeout: 120_000 });

for (const size of SIZES) {
  test.describe(`fits at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('the chef prepares and deletes orders', async ({ page }, testInfo) => {
      await openSignedIn(page, 'chef', '/staff/orders');
      await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // Prepare: claimed (its toast still up), a picture chosen, a note typed.
      const claim = page.getByRole('button', { name: /^Claim order / }).first();
      const claimed = await orderIdOf(claim, 'Claim');
      await claim.click();
      await page.getByRole('button', { name: `Prepare order ${claimed}` }).click();
      const prepare = page.getByRole('dialog', { name: `Prepare order #${claimed}` });
      await prepare.getByRole('button', { name: 'Search', exact: true }).click();
      await prepare.getByRole('group', { name: 'Search results' }).getByRole('button').first().click();
      await prepare
        .getByRole('textbox', { name: /Chef note/ })
        .fill('Plated with love: extra napkins, a lemon wedge on the side and the sauce in a separate pot.');
      await expectUsable(
        prepare.getByRole('button', { name: 'Prepare order' }),
        prepare.getByRole('heading', { name: `Prepare order #${claimed}` }),
      );
      await expectNoSidewaysScroll(page);
      await photograph(page, testInfo, 'prepare');
      await discard(page, prepare);

      // Delete: with its reason.
      const remove = page.getByRole('button', { name: /^Delete order / }).first();
      const removed = await orderIdOf(remove, 'Delete');
      await remove.click();
      const deletion = page.getByRole('dialog', { name: `Delete order #${removed}?` });
      await deletion
        .getByRole('textbox', { name: /Reason/ })
        .fill('A duplicate of an order placed a minute before.');
      await expectUsable(
        deletion.getByRole('button', { name: 'Delete order' }),
        deletion.getByRole('heading', { name: `Delete order #${removed}?` }),
      );
      await photograph(page, testInfo, 'delete');
      await discard(page, deletion, 'Keep order');
    });

    test('the courier delivers an order and requests leave', async ({ page }, testInfo) => {
      await openSignedIn(page, 'courier', '/staff/orders');
      await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();

      // Deliver: a ready order, reported with a reason (the longer form).
      await page
        .getByRole('button', { name: /^Deliver order / })
        .first()
        .click();
      const deliver = page.getByRole('dialog', { name: /^Deliver order #/ });
      await deliver.getByRole('checkbox', { name: 'Report this order instead of delivering it' }).check();
      await deliver
        .getByRole('textbox', { name: /Reason for the report/ })
        .fill('Asked for something against the rules.');
      await expectUsable(
        deliver.getByRole('button', { name: 'Report order' }),
        deliver.getByRole('heading', { name: /^Deliver order #/ }),
      );
      await photograph(page, testInfo, 'deliver');
      await discard(page, deliver);

      // Request leave (Take a Vacation): today, with a reason.
      await page.goto('/staff/take-a-break');
      await expect(page.getByRole('heading', { level: 1, name: 'Take a Vacation' })).toBeVisible();
      const today = await page.evaluate(() =>
        new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
      );
      await page.getByRole('button', { name: 'First day' }).click();
      await page.getByRole('button', { name: today, exact: true }).click();
      await page.getByRole('textbox', { name: 'Reason' }).fill('A week at the lake.');
      const request = page.getByRole('button', { name: 'Request leave' });
      await request.scrollIntoViewIfNeeded();
      await expectUsable(request);
      await expectNoSidewaysScroll(page);
      await photograph(page, testInfo, 'leave');
    });

    test('the admin bans a user, edits a rank and publishes an announcement', async ({ page }, testInfo) => {
      // Ban (a user without ranks): the form, then its confirmation.
      await openSignedIn(page, 'admin', '/staff/admin/users');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.goto('/staff/admin/users/596250058929400857/ban');
      await expect(page.getByRole('heading', { name: /^Ban /, level: 1 })).toBeVisible();
      await page.getByRole('textbox', { name: 'Reason' }).fill('Troll orders, three days running.');
      await page.getByRole('button', { name: 'Ban user' }).click();
      const ban = page.getByRole('dialog', { name: /^Ban .*\?$/ });
      await expectUsable(
        ban.getByRole('button', { name: 'Ban user' }),
        ban.getByRole('heading', { name: /^Ban / }),
      );
      await expectNoSidewaysScroll(page);
      await photograph(page, testInfo, 'ban');
      await ban.getByRole('button', { name: 'Cancel' }).click();

      // Rank edit: a new name.
      await page.goto('/staff/admin/rank-manager');
      await page.getByRole('link', { name: 'Edit Trainee' }).click();
      await page.getByRole('textbox', { name: /^Name/ }).fill('Apprentice');
      const save = page.getByRole('button', { name: 'Save changes' });
      await save.scrollIntoViewIfNeeded();
      await expectUsable(save);
      await expectNoSidewaysScroll(page);
      await photograph(page, testInfo, 'rank-edit');

      // Publish an announcement (admin settings): the text, then the confirmation.
      await page.goto('/staff/admin/site-management/announcement');
      await page
        .getByRole('textbox', { name: /^Announcement/ })
        .fill('Kitchen **closed** for maintenance at 22:00 UTC.');
      await page.getByRole('button', { name: 'Publish' }).click();
      const publish = page.getByRole('dialog', { name: 'Publish the announcement?' });
      await expectUsable(
        publish.getByRole('button', { name: 'Publish' }),
        publish.getByRole('heading', { name: 'Publish the announcement?' }),
      );
      await expectNoSidewaysScroll(page);
      await photograph(page, testInfo, 'announce');
    });

    test('the customer buys and gifts in the store, and the snow stays off what they read and click', async ({
      page,
    }, testInfo) => {
      // In season, so the snow is on; and hittable, so elementFromPoint would find it wherever it is drawn.
      await page.clock.install({ time: FESTIVE_DAY });
      await page.clock.resume();
      await page.addInitScript((css) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, SNOW_HITTABLE);
      await openSignedIn(page, 'customer', '/');
      await expect(page.locator('[data-snowfall]')).toHaveCount(1);
      await expectNoSnowOver(page.getByRole('heading', { level: 1 }));
      // The announcement runs the full width, into the margins where the snow falls.
      await expectNoSnowOver(page.getByRole('region', { name: 'Announcement' }));
      await expectNoSidewaysScroll(page);

      // The account menu, and on a phone the navigation drawer.
      await openAccountMenu(page);
      await expectNoSnowOver(page.getByRole('menu'));
      await photograph(page, testInfo, 'account-menu');
      await page.keyboard.press('Escape');
      const burger = page.getByRole('button', { name: 'Open navigation' });
      if (await burger.isVisible()) {
        await burger.click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expectNoSnowOver(drawer);
        await photograph(page, testInfo, 'drawer');
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
      }

      // Buy: the confirmation.
      await page.goto('/store');
      await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Buy Daily Multiplier' }).click();
      const buy = page.getByRole('dialog', { name: 'Buy Daily Multiplier?' });
      await expectUsable(
        buy.getByRole('button', { name: /^Buy for / }),
        buy.getByRole('heading', { name: 'Buy Daily Multiplier?' }),
      );
      await expectNoSnowOver(buy);
      await photograph(page, testInfo, 'buy');
      await buy.getByRole('button', { name: 'Cancel' }).click();
      await expect(buy).toHaveCount(0);

      // Gift: a recipient found, on to the confirmation.
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Give Stickers & External Emojis as a gift' }).click();
      const gift = page.getByRole('dialog', { name: 'Give Stickers & External Emojis as a gift' });
      await gift.getByRole('textbox', { name: "Recipient's user ID" }).fill('228168039710444964');
      await gift.getByRole('button', { name: 'Find user' }).click();
      await expect(gift.getByRole('group', { name: /^Recipient: / })).toBeVisible();
      await expectUsable(
        gift.getByRole('button', { name: 'Continue' }),
        gift.getByRole('heading', { name: 'Give Stickers & External Emojis as a gift' }),
      );
      await expectNoSnowOver(gift);
      await photograph(page, testInfo, 'gift');
      await gift.getByRole('button', { name: 'Continue' }).click();
      const give = page.getByRole('dialog', { name: /^Give Stickers & External Emojis to / });
      await expectUsable(
        give.getByRole('button', { name: /^Give for / }),
        give.getByRole('heading', { name: /^Give / }),
      );
      await expectNoSnowOver(give);
      await photograph(page, testInfo, 'gift-confirm');
    });
  });
}
