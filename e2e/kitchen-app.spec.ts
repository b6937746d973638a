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
