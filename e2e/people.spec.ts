/**
 * The public people pages in the demo: an anonymous visitor opens the Leaderboard and the Team page from the top
 * navigation and sees the seeded staff; each list is loaded once and reused when the page is opened again.
 */
import { expect, signInAs, test } from './support';

const LEADERBOARD = '/api/client/orders/leaderboard';
const TEAM = '/api/client/users/team';

test.describe('leaderboard and team', () => {
  test('an anonymous visitor opens both from the top navigation and sees the seeded staff, each loaded once', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === LEADERBOARD || path === TEAM) calls.push(path);
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL('/leaderboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');
    const podium = page.getByRole('list', { name: 'The top three' }).getByRole('listitem');
    await expect(podium).toHaveCount(3);
    await expect(podium.first()).toContainText('1st');
    await expect(podium.first()).toContainText('Basil');
    await expect(podium.first()).toContainText('40 orders');
    await expect(
      page.getByRole('img', { name: /^Bar chart of this week’s orders: Basil, 40 orders;/ }),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(2)).toContainText('Sam Sizzle');
    // Customers are never on the board, whatever they order.
    await expect(page.getByRole('table')).not.toContainText('Pancake Pilot');

    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet the team');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Owner');
    const chefs = page.getByRole('region', { name: 'Chef', exact: true });
    await expect(chefs.getByRole('listitem')).toHaveText([/Kofi/, /Nora/, /Sam Sizzle/]);
    await expect(page.getByRole('heading', { name: 'Trainee' })).toHaveCount(0);

    // Back to both: the lists on screen are the ones already loaded.
    await nav.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(podium.first()).toContainText('Basil');
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(chefs).toBeVisible();
    expect(calls).toEqual([LEADERBOARD, TEAM]);
  });

  test('a signed-in chef finds their own place on the leaderboard', async ({ page }) => {
    await signInAs(page, 'chef');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.getByText('You are in 2nd place this week with 31 orders.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Sam Sizzle/ })).toHaveAttribute('aria-current', 'true');
  });
});
