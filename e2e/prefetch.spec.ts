/**
 * Idle prefetch of reachable routes: after idling on a page, the code of the pages the user's navigation
 * reaches is loaded without navigating there, and never the code of pages it does not show them.
 *
 * Chunk names are neutral hashes, so the spec first learns which chunks a page needs: it opens the page in a
 * fresh browser context and keeps the script files it loads that the home page does not. Those reference
 * visits ask the browser to save data (`navigator.connection.saveData`), which switches the prefetch off, so
 * they load only what their own page needs.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { type PersonaKey, personaCookie } from '../mocks/personas';
import { expect, test } from './support';

const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

/** Records every script and API request of a context (the page's own and its service worker's). */
function recordRequests(context: BrowserContext) {
  const scripts = new Set<string>();
  const api: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (isScript(url)) scripts.add(new URL(url).pathname);
    if (new URL(url).pathname.startsWith('/api/')) api.push(`${request.method()} ${new URL(url).pathname}`);
  });
  return { scripts, api };
}

async function newContext(browser: Browser, persona: PersonaKey | null, saveData: boolean) {
  const context = await browser.newContext();
  const baseURL = test.info().project.use.baseURL ?? '';
  if (persona) await context.addCookies([{ ...personaCookie(persona), url: baseURL }]);
  if (saveData) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
  }
  return context;
}

/** The scripts a fresh visit of `path` loads, with the prefetch switched off. */
async function scriptsOf(browser: Browser, persona: PersonaKey | null, path: string, heading: RegExp) {
  const context = await newContext(browser, persona, true);
  const { scripts } = recordRequests(context);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

const minus = (all: Set<string>, ...others: Set<string>[]) =>
  [...all].filter((script) => !others.some((other) => other.has(script)));

const HOME = /Virtual food/;

/**
 * The scripts of the header's overlays (menus, preferences, drawer): every visitor's page loads them once idle
 * (app/layouts/parts/header-overlays.ts), so they are nobody's page code. Pointing at the preferences button
 * loads them here.
 */
async function headerOverlayScripts(browser: Browser) {
  const context = await newContext(browser, null, true);
  const { scripts } = recordRequests(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(HOME);
  await page.waitForLoadState('networkidle');
  const before = new Set(scripts);
  await page.getByRole('button', { name: 'Site preferences' }).hover();
  await expect.poll(() => scripts.size, { timeout: 10_000 }).toBeGreaterThan(before.size);
  await page.waitForLoadState('networkidle');
  await context.close();
  return new Set(minus(scripts, before));
}

test.describe('idle prefetch of reachable routes', () => {
  // Each test opens a fresh browser context per reference page (up to eight) before its own visit, and each
  // waits for the network to go quiet: several page loads in a row, not one page's wait.
  test.describe.configure({ timeout: 150_000 });

  test('a signed-in chef idling on home loads the Order Manager code without going there, and no data', async ({
    browser,
  }) => {
    const home = await scriptsOf(browser, 'chef', '/', HOME);
    const orders = minus(await scriptsOf(browser, 'chef', '/staff/orders', /Order Manager/), home);
    expect(orders.length).toBeGreaterThan(0);

    const context = await newContext(browser, 'chef', false);
    const { scripts, api } = recordRequests(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOME);
    const apiBefore = api.length;
    // Idle, then 2000 ms, then the chunks: well within the poll's limit.
    await expect
      .poll(() => orders.filter((script) => scripts.has(script)), { timeout: 10_000 })
      .toEqual(orders);
    await expect(page).toHaveURL('/');
    // Code only: no page's data was fetched (the start-up reads of every page may still be finishing).
    const startUp = /^GET \/api\/(client\/(ranks|settings|teams)|v3\/users\/@me)$/;
    expect(api.slice(apiBefore).filter((call) => !startUp.test(call))).toEqual([]);
    expect(api.some((call) => call.includes('/orders'))).toBe(false);
    await context.close();
  });

  test('an anonymous visitor idling on home loads the login page code, and no staff page code', async ({
    browser,
  }) => {
    // One reference visit at a time: two pages loading side by side on a busy 2-core machine each took
    // longer than a page may (7 s), while one at a time each stays well within it.
    const home = await scriptsOf(browser, null, '/', HOME);
    const login = minus(await scriptsOf(browser, null, '/login', /Log in/), home);
    // Code the public pages of the anonymous navigation share with the staff pages (the avatar, the rank
    // badge, the confirmation dialog) is not staff page code.
    const publicPages = [
      await scriptsOf(browser, null, '/team', /Meet the team/),
      await scriptsOf(browser, null, '/leaderboard', /Leaderboard/),
      await scriptsOf(browser, null, '/store', /Store/),
      await headerOverlayScripts(browser),
    ];
    const staffOrders = await scriptsOf(browser, 'chef', '/staff/orders', /Order Manager/);
    const staffHome = await scriptsOf(browser, 'chef', '/', HOME);
    const staff = minus(staffOrders, staffHome, new Set(login), ...publicPages);
    expect(login.length).toBeGreaterThan(0);
    expect(staff.length).toBeGreaterThan(0);

    const context = await newContext(browser, null, false);
    const { scripts } = recordRequests(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOME);
    // The prefetch has run once the login page's code is in...
    await expect
      .poll(() => login.filter((script) => scripts.has(script)), { timeout: 10_000 })
      .toEqual(login);
    await page.waitForLoadState('networkidle');
    // ...and it took no staff page's code.
    expect(staff.filter((script) => scripts.has(script))).toEqual([]);
    await context.close();
  });
});
