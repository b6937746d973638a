/**
 * The production build when the API misbehaves (the local API server's fault switches): a 401 on a page's first
 * call and on a later one, a call that never answers, a server error on a read.
 */
import { expect, expectToast, sessionToken, signInWithDiscord, test } from './support';

const LOGGED_OUT = 'You were logged out. Log in again to continue.';

test.describe('faults, in production', () => {
  test("a 401 on a staff page's first data call ends the session", async ({ page, api }) => {
    await signInWithDiscord(page, 'chef');
    const token = await sessionToken(page);
    // `@me` still answers; the board's own list says the session is over.
    await api.fault({ method: 'GET', path: '/api/client/orders', token, status: 401 });
    await page.goto('/staff/orders');
    await expectToast(page, LOGGED_OUT);
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'VD_SESSION'))
      .toBe(false);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('a 401 on a later call ends the session and keeps the page as it was', async ({ page, api }) => {
    await signInWithDiscord(page, 'chef');
    await page.goto('/staff/orders');
    await expect(page.getByTestId('board-liveness')).toContainText('Live');
    const token = await sessionToken(page);
    await api.fault({ method: 'POST', path: '/api/client/orders/*/claim', token, status: 401 });
    await page
      .getByRole('button', { name: /^Claim order / })
      .first()
      .click();
    await expectToast(page, LOGGED_OUT);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Manager' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'VD_SESSION'))
      .toBe(false);
  });

  test('a read that never answers ends in an error with Try again, within the deadline', async ({
    page,
    api,
  }) => {
    await signInWithDiscord(page, 'chef');
    // Every attempt hangs: the first and the two retries a request without an answer gets (docs/api/errors.md).
    await api.fault({ method: 'GET', path: '/api/client/objectives', hang: true, times: 3 });
    await page.goto('/staff/achievements');
    // The build under test gives up on each after 4 s (VITE_API_TIMEOUT_MS), retries after 2 s and 4 s, then
    // tells the user (4 + 2 + 4 + 4 + 4 = 18 s), who can ask again.
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText('The objectives could not be loaded.')).toBeVisible();
    await retry.click();
    // The server answers this time: the objectives are there.
    const global = page.getByRole('region', { name: 'For everyone' });
    await expect(global.getByRole('listitem').first()).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('a server error on a read shows what failed, and Try again recovers', async ({ page, api }) => {
    await signInWithDiscord(page, 'admin');
    // Three attempts: the first and the two retries a 5xx gets (docs/api/errors.md).
    await api.fault({ method: 'GET', path: '/api/client/statistics/management', status: 503, times: 3 });
    await page.goto('/staff/admin/management-statistics/management');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('The statistics could not be loaded.')).toBeVisible();
    await retry.click();
    await expect(retry).toHaveCount(0);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
