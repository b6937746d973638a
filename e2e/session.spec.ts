import { expect, expectToast, openSignedIn, signInAs, test } from './support';

test.describe('signing in and out', () => {
  for (const persona of ['customer', 'chef', 'courier', 'manager', 'admin'] as const) {
    test(`${persona} signs in through the demo round trip`, async ({ page }) => {
      await signInAs(page, persona);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
      // The code and state never stay in the address bar.
      expect(page.url()).not.toContain('code=');
      const staffLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' });
      if (persona === 'customer') await expect(staffLink).toHaveCount(0);
      else await expect(staffLink).toBeVisible();
    });
  }

  test('an anonymous visitor is sent to login and comes back to the page they wanted', async ({ page }) => {
    await page.goto('/staff/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fstaff%2Fdashboard');
    await page.getByRole('button', { name: /Log in as Chef/ }).click();
    await expect(page).toHaveURL('/staff/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /^Good (Morning|Afternoon|Evening), /,
    );
  });

  test('a user without the permission is sent home with the insufficient-permissions toast', async ({
    page,
  }) => {
    await openSignedIn(page, 'customer', '/staff/dashboard');
    await expect(page).toHaveURL('/');
    await expectToast(page, 'You have insufficient permissions to view that page');
    await expect(page.getByText('An error occurred:')).toBeVisible();
  });

  test('an open redirect in ?redirect is ignored', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=//evil.example/steal');
    await page.getByRole('button', { name: /Log in as Customer/ }).click();
    await expect(page).toHaveURL('/');
    // Still our own site, whatever port the suite serves it on (E2E_PORT).
    expect(new URL(page.url()).host).toBe(new URL(baseURL ?? '').host);
  });

  test('logout from a staff page goes home first, then says goodbye', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/dashboard');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, 'Successfully logged out, see you next time!');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/staff/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('a banned persona sees only the ban notice', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /Log in as Banned/ }).click();
    await expect(page.getByTestId('ban-message')).toContainText(
      'You are currently banned from this website for the following reason:',
    );
    await expect(page.getByTestId('ban-message')).toContainText('This ban will expire on');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // Not a dead end: where to appeal, and the spent code and state gone from the address.
    await expect(page.getByRole('link', { name: 'Support server' })).toHaveAttribute('target', '_blank');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('site shell', () => {
  test('unknown routes show the 404 page', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    // With status 404, as every host serves it (scripts/hosting.ts).
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    // The suite runs the demo build: the version line says so.
    await expect(page.getByRole('contentinfo')).toContainText(/version \S+ \(Demo\)/);
  });

  test('home ignores ?error values that are not its own, inherited object keys included', async ({
    page,
  }) => {
    for (const value of ['__proto__', 'constructor', 'toString', '<img src=x onerror=alert(1)>', '["x"]']) {
      await page.goto(`/?error=${encodeURIComponent(value)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Virtual food');
      // The value is removed from the address without a toast.
      await expect(page).toHaveURL('/');
      await expect(page.getByText('An error occurred:')).toHaveCount(0);
    }
  });

  test('a bad search value falls back to its default instead of an error page', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/food-lookup?q=pizza');
    await expect(page.getByRole('searchbox')).toHaveValue('pizza');
    // `["pizza"]`: the router reads it as an array, which the schema leaves out.
    await page.goto('/staff/food-lookup?q=%5B%22pizza%22%5D');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('');
  });

  test('the announcement from the settings shows at the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Welcome');
  });
});

test.describe('start-up data and caching', () => {
  test('ranks, settings and (teams being enabled) teams load once at start-up and are reused', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/client/ranks', '/api/client/settings', '/api/client/teams'].includes(path)) calls.push(path);
    });
    await signInAs(page, 'chef');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByText('Rank: Chef')).toBeVisible();
    await page.getByRole('link', { name: 'Virtual Diner home' }).click();
    await expect(page).toHaveURL('/');
    const count = (path: string) => calls.filter((call) => call === path).length;
    expect(count('/api/client/ranks')).toBe(1);
    expect(count('/api/client/settings')).toBe(1);
    expect(count('/api/client/teams')).toBe(1);
  });

  test('no empty ad box without an ad library, and no app service worker in demo mode', async ({ page }) => {
    // The demo configures no ads: no slot, no 'Advertisement' label, on any page.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Virtual food');
    await expect(page.locator('#vd-bottom-ad')).toHaveCount(0);
    await expect(page.getByText('Advertisement')).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('#vd-bottom-ad')).toHaveCount(0);
    // The heading is prerendered: the app (and the fake backend's worker) starts after it shows.
    const workers = () =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (r) => r.active?.scriptURL ?? r.installing?.scriptURL ?? '',
        ),
      );
    await expect
      .poll(async () => (await workers()).some((url) => url.endsWith('/mockServiceWorker.js')))
      .toBe(true);
    expect((await workers()).some((url) => url.endsWith('/sw.js'))).toBe(false);
  });
});

test.describe('realtime gateway', () => {
  test('connects and identifies with the session token once signed in', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/dashboard');
    await expect(page.getByTestId('gateway-status')).toContainText('Live');
    const identify = await page.evaluate(() => {
      const demo = (
        window as unknown as {
          __VD_DEMO__: { gatewayLog: { direction: string; frame: { op: number; d?: { token?: string } } }[] };
        }
      ).__VD_DEMO__;
      return demo.gatewayLog.find((entry) => entry.direction === 'in' && entry.frame.op === 0)?.frame;
    });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'VD_SESSION');
    expect(cookie).toBeDefined();
    const token = JSON.parse(decodeURIComponent(cookie?.value ?? '""')).token;
    expect(identify?.d?.token).toBe(token);
  });

  test('a userBanned event for the current user sends them home with the banned toast', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/dashboard');
    await expect(page.getByTestId('gateway-status')).toContainText('Live');
    await page.evaluate(() => {
      const demo = (
        window as unknown as {
          __VD_DEMO__: {
            emitGatewayEvent: (name: string, payload: unknown) => void;
            personas: Record<string, { userId: string }>;
          };
        }
      ).__VD_DEMO__;
      demo.emitGatewayEvent('userBanned', {
        userID: demo.personas.chef?.userId,
        reason: 'Testing',
        expiry: null,
      });
    });
    // The home page shows the toast for ?error=account_banned, then drops the parameter.
    await expect(page).toHaveURL('/');
    await expectToast(page, 'Your account has been banned');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('two tabs of one browser', () => {
  test('a logout or another login in one tab is caught up with in the other', async ({ page, context }) => {
    await signInAs(page, 'chef');
    const menu = (p: typeof page) => p.getByRole('button', { name: /^Account menu for / });
    const chefName = await menu(page).getAttribute('aria-label');
    const other = await context.newPage();
    await other.goto('/');
    await expect(menu(other)).toHaveAttribute('aria-label', chefName ?? '');

    // Logout in the other tab: this one is signed out at once (the storage marker), with the toast.
    await menu(other).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(other, 'Successfully logged out, see you next time!');
    await expectToast(page, 'You were logged out. Log in again to continue.');
    await expect(menu(page)).toHaveCount(0);

    // Another account signs in in the other tab: this one becomes that account, not the chef.
    await signInAs(other, 'courier');
    const courierName = await menu(other).getAttribute('aria-label');
    expect(courierName).not.toBe(chefName);
    await expect(menu(page)).toHaveAttribute('aria-label', courierName ?? '');
  });
});
