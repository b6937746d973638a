/** Production build against the local API server: logging in through the platform, start-up reads, logout. */
import {
  expect,
  expectToast,
  openAccountMenu,
  recordApiCalls,
  sessionToken,
  signInWithDiscord,
  test,
} from './support';

test.describe('the session, in production', () => {
  test('a visitor logs in through the platform and lands signed in, with one read of each start-up list', async ({
    page,
    api,
  }) => {
    const calls = recordApiCalls(page);
    let left = 0;
    await signInWithDiscord(page, 'chef', { onPlatformPage: () => (left = calls.length) });
    await expect(page).toHaveURL('/');
    // The code was exchanged once, over real HTTP, and the token works against the server.
    expect(calls.filter((call) => call === 'POST /api/client/authenticate')).toHaveLength(1);
    const token = await sessionToken(page);
    const me = await fetch(`${api.url}/api/v3/users/@me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);

    // The page that came back from the platform read each start-up list once (spec: ranks, settings, and teams
    // while teams are on), and the current user once.
    const landed = calls.slice(left);
    for (const list of ['GET /api/client/ranks', 'GET /api/client/settings', 'GET /api/client/teams']) {
      expect(
        landed.filter((call) => call === list),
        list,
      ).toHaveLength(1);
    }
    expect(landed.filter((call) => call === 'GET /api/v3/users/@me')).toHaveLength(1);

    // Moving around the site reads none of them again.
    const before = calls.length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /^Good (Morning|Afternoon|Evening), /,
    );
    const later = calls.slice(before);
    expect(later.filter((call) => /\/(ranks|settings|teams)$|@me$/.test(call))).toEqual([]);
  });

  test('logging out ends the session on the server too', async ({ page, api }) => {
    await signInWithDiscord(page, 'courier');
    const token = await sessionToken(page);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Successfully logged out, see you next time!');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const me = await fetch(`${api.url}/api/v3/users/@me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  test('a logout the server fails still logs the visitor out here', async ({ page, api }) => {
    await signInWithDiscord(page, 'courier');
    await api.fault({ method: 'DELETE', path: '/api/client/sessions', status: 500 });
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Failed to log out: Internal server error');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'VD_SESSION'))
      .toBe(false);
  });
});
