/**
 * The kitchen as an installable app (docs/product/orders.md#the-installed-app): the web app manifest as served,
 * Chromium's own installability check, and the Order Manager keeping the screen awake.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { MANIFEST_PATH, webManifest } from '../scripts/web-manifest';
import { expect, openSignedIn, test } from './support';
import { chromiumLaunchOptions } from './support/chromium';

test('the manifest is served as a web app manifest, linked from every page, with its icons', async ({
  request,
}) => {
  const response = await request.get(MANIFEST_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await response.json()).toEqual(webManifest());
  for (const path of ['/', '/store', '/staff/orders', '/no-such-page']) {
    expect(await (await request.get(path)).text(), path).toContain(
      '<link rel="manifest" href="/manifest.webmanifest" />',
    );
  }
  for (const icon of webManifest().icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test("Chromium's installability check finds nothing missing", async ({ baseURL }) => {
  // A browser profile of its own: Playwright's contexts are incognito, where nothing can be installed.
  const profile = mkdtempSync(path.join(tmpdir(), 'vd-install-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions());
  try {
    const page = await context.newPage();
    await page.goto(new URL('/', baseURL).href);
    await expect(page.locator('html')).toHaveAttribute('data-vd-live', '');
    const cdp = await context.newCDPSession(page);
    // The manifest as the browser parsed it, then the check itself.
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(new URL(MANIFEST_PATH, baseURL).href);
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the Order Manager keeps the screen awake while it is shown, and lets go when switched off', async ({
  page,
}) => {
  // Every wake lock request and release, as the browser's own API answers them (allowed here, as a visible tab is).
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __wakeLocks: string[] }).__wakeLocks = log;
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = async (type) => {
      const lock = await request(type);
      log.push(`held ${type}`);
      lock.addEventListener('release', () => log.push(`released ${type}`));
      return lock;
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Browser.setPermission', { permission: { name: 'screen-wake-lock' }, setting: 'granted' });
  await openSignedIn(page, 'chef', '/staff/orders');
  const keepAwake = page.getByRole('switch', { name: 'Keep screen awake' });
  await keepAwake.check();
  await expect(keepAwake).toHaveAttribute('data-wake-lock', 'held');
  const locks = () => page.evaluate(() => (window as unknown as { __wakeLocks: string[] }).__wakeLocks);
  expect(await locks()).toEqual(['held screen']);
  // Remembered in this browser: a new visit holds it again without a click.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Keep screen awake' })).toHaveAttribute(
    'data-wake-lock',
    'held',
  );
  await page.getByRole('switch', { name: 'Keep screen awake' }).uncheck();
  await expect.poll(locks).toEqual(['held screen', 'released screen']);
});

test('the installed app starts in the kitchen for staff, and at home for everyone else', async ({ page }) => {
  const start = webManifest().start_url;
  await page.goto(start);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Virtual food, cooked and delivered by real people.',
  );
  await openSignedIn(page, 'chef', start);
  await expect(page).toHaveURL((url) => url.pathname === '/staff/dashboard');
});

test('a new order notifies while the board is hidden, never while it is shown, and the click brings its ticket', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL ?? '').origin });
  await page.addInitScript(() => {
    // Headless Chromium never hides a page: the test says when the tab is hidden, and tells the page as the browser would.
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(Document.prototype, 'visibilityState', {
      get: () => visibility,
      configurable: true,
    });
    Object.defineProperty(Document.prototype, 'hidden', {
      get: () => visibility === 'hidden',
      configurable: true,
    });
    const state = window as unknown as {
      __setVisibility: (next: DocumentVisibilityState) => void;
      __notifications: Notification[];
    };
    state.__setVisibility = (next) => {
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    // Every notification the page makes: the browser's own, kept for the test to read and click.
    state.__notifications = [];
    const Native = window.Notification;
    window.Notification = class extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        state.__notifications.push(this);
      }
    };
  });
  type Page = typeof page;
  const shown = (p: Page) =>
    p.evaluate(() =>
      (window as unknown as { __notifications: Notification[] }).__notifications.map(
        ({ title, body, tag }) => ({
          title,
          body,
          tag,
        }),
      ),
    );
  // A priority order: it comes first on the board, in view.
  const placeOrder = (p: Page, orderID: string, order: string) =>
    p.evaluate(
      ([id, text]) =>
        (
          window as unknown as {
            __VD_DEMO__: {
              createOrder: (o: { orderID: string; order: string; priority: boolean }) => unknown;
            };
          }
        ).__VD_DEMO__.createOrder({ orderID: id as string, order: text as string, priority: true }),
      [orderID, order],
    );
  const setVisibility = (p: Page, next: 'visible' | 'hidden') =>
    p.evaluate(
      (v) => (window as unknown as { __setVisibility: (n: string) => void }).__setVisibility(v),
      next,
    );

  await openSignedIn(page, 'chef', '/staff/orders');
  const notify = page.getByRole('switch', { name: 'Notify of new orders' });
  await expect(notify).toHaveAttribute('data-notifications', 'granted');
  await notify.check();

  // Shown: the board itself is the news.
  await placeOrder(page, 'Seen01', 'Soup seen on the board');
  await expect(page.getByRole('article', { name: /#Seen01/ })).toBeVisible();
  expect(await shown(page)).toEqual([]);

  // Hidden: one notification, naming the order and its customer.
  await setVisibility(page, 'hidden');
  await placeOrder(page, 'Away01', 'Tomato soup while away');
  await expect
    .poll(() => shown(page))
    .toEqual([
      {
        title: expect.stringMatching(/^New order #Away01 from .+/),
        body: 'Tomato soup while away',
        tag: 'vd-order-Away01',
      },
    ]);

  // Its click brings the board back on that ticket.
  await setVisibility(page, 'visible');
  await page.evaluate(() =>
    (window as unknown as { __notifications: Notification[] }).__notifications[0]?.dispatchEvent(
      new Event('click'),
    ),
  );
  await expect(page.getByRole('article', { name: /#Away01/ })).toBeFocused();
});
