/**
 * The people pages in the demo: an anonymous visitor opens the Leaderboard and the Team page from the top
 * navigation and sees the seeded staff; each list is loaded once and reused when the page is opened again. Then
 * profiles, the User Manager, live rank and ban effects, the Rank Manager, Online Users and the staff command palette.
 */
import { expect, expectToast, openSignedIn, test } from './support';

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
    await openSignedIn(page, 'chef');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.getByText('You are in 2nd place this week with 31 orders.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Sam Sizzle/ })).toHaveAttribute('aria-current', 'true');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Profiles, the User Manager and the live effects of rank changes and bans
// ---------------------------------------------------------------------------------------------------------------

interface PeopleDemo {
  db: { users: { update: (id: string, change: (doc: { ranks: string[] }) => void) => void } };
  emitGatewayEvent: (name: string, payload: unknown) => void;
  personas: Record<string, { userId: string }>;
}

const CHEF_RANK = '5603241177907201029';

test.describe('profiles', () => {
  test('a chef opens their profile, edits it (leaving asks first), saves and syncs', async ({ page }) => {
    await openSignedIn(page, 'chef');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/users/@me');
    await expect(page.getByRole('heading', { name: 'Sam Sizzle', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Rank changes, newest first' }).getByRole('listitem'),
    ).toHaveCount(2);

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/users/@me/manage');
    const food = page.getByRole('textbox', { name: 'Favourite food' });
    await food.fill('Ramen <b>bowls</b>');
    // Leaving with unsaved changes asks first; staying keeps what was typed.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL('/users/@me/manage');
    await expect(food).toHaveValue('Ramen <b>bowls</b>');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Your profile was saved');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expectToast(page, 'Synced with Discord');
    await expect(page.getByText('You can sync again in 60 minutes.')).toBeVisible();

    // Saved: leaving no longer asks, and the profile shows the new text as text.
    await page.getByRole('link', { name: 'View profile' }).click();
    await expect(page).toHaveURL('/users/@me');
    await expect(page.getByText('Ramen <b>bowls</b>')).toBeVisible();
  });

  test('an unknown user has a not-found page; a vanity name finds its user', async ({ page }) => {
    await page.goto('/users/nobody-here');
    await expect(page.getByRole('heading', { name: 'This user could not be found', level: 1 })).toBeVisible();
    await page.goto('/users/ada');
    await expect(page.getByRole('heading', { name: 'Ada Okafor', level: 1 })).toBeVisible();
  });
});

test.describe('user manager', () => {
  test('an admin takes the customer’s rank, bans them, lifts the ban and promotes them to Chef', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin', '/staff/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('pancake');
    await expect(page).toHaveURL(/q=pancake/);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: 'Manage Pancake Pilot' }).click();
    const panel = page.getByRole('dialog', { name: 'Manage user' });
    await expect(panel.getByRole('heading', { name: 'Pancake Pilot' })).toBeVisible();

    // A user with ranks cannot be banned: take the Supporter rank first.
    await panel.getByRole('button', { name: 'Change ranks' }).click();
    let ranks = page.getByRole('dialog', { name: 'Ranks of Pancake Pilot' });
    await ranks.getByRole('checkbox', { name: 'Supporter' }).uncheck();
    await expect(ranks.getByRole('status')).toHaveText(
      'Top rank: Supporter → No rank. Takes away: Supporter.',
    );
    await ranks.getByRole('button', { name: 'Save ranks' }).click();
    await expectToast(page, 'Updated Pancake Pilot’s ranks');
    await expect(panel.getByText('No ranks.')).toBeVisible();

    await panel.getByRole('link', { name: 'Ban' }).click();
    await expect(page.getByRole('heading', { name: 'Ban Pancake Pilot', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Reason' }).fill('Troll orders');
    await page.getByRole('button', { name: 'Ban user' }).click();
    await page
      .getByRole('dialog', { name: 'Ban Pancake Pilot?' })
      .getByRole('button', { name: 'Ban user' })
      .click();
    await expectToast(page, 'Banned Pancake Pilot');
    await expect(page).toHaveURL(/\/staff\/admin\/users\?user=%221063901945033068384%22$/);
    await expect(page.getByRole('region', { name: 'Ban' }).getByText('Troll orders')).toBeVisible();

    await page.getByRole('link', { name: 'Change or lift the ban' }).click();
    await page
      .getByRole('region', { name: 'Lift the ban' })
      .getByRole('button', { name: 'Lift ban' })
      .click();
    await page
      .getByRole('dialog', { name: 'Lift Pancake Pilot’s ban?' })
      .getByRole('button', { name: 'Lift ban' })
      .click();
    await expectToast(page, 'Lifted Pancake Pilot’s ban');
    await expect(page.getByRole('region', { name: 'Ban' }).getByText('Not banned.')).toBeVisible();

    await page.getByRole('button', { name: 'Change ranks' }).click();
    ranks = page.getByRole('dialog', { name: 'Ranks of Pancake Pilot' });
    await ranks.getByRole('checkbox', { name: 'Chef', exact: true }).check();
    await ranks.getByRole('button', { name: 'Save ranks' }).click();
    await expectToast(page, 'Updated Pancake Pilot’s ranks');
    await expect(
      page.getByRole('dialog', { name: 'Manage user' }).getByRole('link', { name: 'Remove from staff' }),
    ).toBeVisible();
  });

  test('leaving a ban with a typed reason asks first; leaving after banning does not', async ({ page }) => {
    await openSignedIn(page, 'admin', '/staff/admin/users/596250058929400857/ban');
    const reason = page.getByRole('textbox', { name: 'Reason' });
    await reason.fill('Rude to the couriers');
    await page.getByRole('button', { name: 'Back to the user' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL('/staff/admin/users/596250058929400857/ban');
    await expect(reason).toHaveValue('Rude to the couriers');

    await page.getByRole('button', { name: 'Ban user' }).click();
    await page
      .getByRole('dialog', { name: /^Ban .*\?$/ })
      .getByRole('button', { name: 'Ban user' })
      .click();
    await expectToast(page, /^Banned /);
    await expect(page).toHaveURL(/\/staff\/admin\/users\?user=%22596250058929400857%22$/);
    await expect(prompt).toBeHidden();
  });

  test('a chef is turned away from the User Manager', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/admin/users');
    await expect(page).toHaveURL('/');
    await expectToast(page, 'You have insufficient permissions to view that page');
  });

  test('a ban page for an id that is not one gets the server’s words', async ({ page }) => {
    await openSignedIn(page, 'manager', '/staff/admin/users/not-a-user/ban');
    await expect(page.getByText('User ID is not a snowflake')).toBeVisible();
  });
});

test.describe('live effects', () => {
  test('a rank change shows at once; a ban sends the user home with the banned toast', async ({ page }) => {
    await openSignedIn(page, 'customer');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    // Another manager promotes the customer to Chef (the demo's backend runs in this page).
    await page.evaluate((rank) => {
      const demo = (window as unknown as { __VD_DEMO__: PeopleDemo }).__VD_DEMO__;
      const id = demo.personas.customer?.userId as string;
      demo.db.users.update(id, (doc) => {
        doc.ranks = [rank];
      });
      demo.emitGatewayEvent('userRankUpdate', { userID: id, ranks: [rank], announceToLog: true });
    }, CHEF_RANK);
    await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();

    await page.evaluate(() => {
      const demo = (window as unknown as { __VD_DEMO__: PeopleDemo }).__VD_DEMO__;
      demo.emitGatewayEvent('userBanned', {
        userID: demo.personas.customer?.userId,
        reason: 'Spam',
        expiry: null,
      });
    });
    // Home shows the toast for ?error=account_banned, then drops the parameter.
    await expect(page).toHaveURL('/');
    await expectToast(page, 'Your account has been banned');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('rank manager', () => {
  test('an admin reorders two ranks and the order holds when the page is opened again', async ({ page }) => {
    await openSignedIn(page, 'admin', '/staff/admin/rank-manager');
    const list = page.getByRole('list', { name: 'Ranks, most senior first' });
    await expect(list.getByRole('listitem').nth(4)).toContainText('Chef');
    // With the Move up button (dragging by keyboard is the RankManagerPage "Move with keyboard" story: in e2e
    // its keys could outrun the drag on a loaded machine).
    await page.getByRole('button', { name: 'Move Chef up', exact: true }).click();
    await expectToast(page, 'Saved the rank order');
    await expect(list.getByRole('listitem').nth(3)).toContainText('Chef');
    await expect(list.getByRole('listitem').nth(4)).toContainText('Head Chef');

    // Away and back (in-app navigation: the demo's data lives in this page).
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'User Manager' }).click();
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Rank Manager' }).click();
    await expect(list.getByRole('listitem').nth(3)).toContainText('Chef');
  });

  test('a manager edits a rank below theirs, and cannot edit their own', async ({ page }) => {
    await openSignedIn(page, 'manager', '/staff/admin/rank-manager');
    await page.getByRole('link', { name: 'Edit Trainee' }).click();
    await expect(page).toHaveURL('/staff/admin/rank-manager/5679342629683201031');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Apprentice');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Saved Apprentice');
    await expect(page).toHaveURL('/staff/admin/rank-manager');
    await expect(page.getByRole('list', { name: 'Ranks, most senior first' })).toContainText('Apprentice');
    await expect(page.getByRole('link', { name: 'Edit Manager' })).toHaveCount(0);
  });
});

test.describe('online users and the command palette', () => {
  test('an admin sees themselves online, from the list the gateway sent before the page opened', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin', '/staff/dashboard');
    await expect(page.getByTestId('gateway-status')).toHaveText('Live');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Online Users' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Users');
    await expect(page.getByText('1 user online')).toBeVisible();
    const row = page.getByRole('list', { name: 'Online users' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'Ada Okafor' })).toBeVisible();
    await expect(row).toContainText('Connected for less than a minute');
  });

  test('a chef is turned away from Online Users', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/admin/online-users');
    await expect(page).toHaveURL('/');
    await expectToast(page, 'You have insufficient permissions to view that page');
  });

  test('the palette finds a user', async ({ page }) => {
    await openSignedIn(page, 'admin', '/staff/dashboard');
    await expect(page.getByRole('button', { name: 'Search pages and users' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    const box = page.getByRole('combobox', { name: 'Search pages and users' });
    await expect(box).toBeFocused();
    await box.fill('sizzle');
    const users = page.getByRole('group', { name: 'Users' });
    await expect(users.getByRole('option')).toHaveCount(1);
    await expect(users.getByRole('option')).toContainText('Sam Sizzle');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/staff\/admin\/users\?user=/);
    await expect(
      page.getByRole('dialog', { name: 'Manage user' }).getByRole('heading', { name: 'Sam Sizzle' }),
    ).toBeVisible();

    // And a page, by its name, from anywhere in the staff pages.
    await page.keyboard.press('ControlOrMeta+k');
    await box.fill('online');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/staff/admin/online-users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Users');
  });
});
