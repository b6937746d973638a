import { expect, expectToast, openSignedIn, test } from './support';

test.describe('running the site', () => {
  test('an admin publishes an announcement and another tab shows it without a reload', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'admin');
    const visitor = await context.newPage();
    await visitor.goto('/');
    const banner = visitor.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText('Welcome to Virtual Diner!');

    // The admin reaches Announce from the sidebar's Site section.
    await page.goto('/staff/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Announce' }).first().click();
    await expect(page).toHaveURL('/staff/admin/site-management/announcement');
    const text = page.getByRole('textbox', { name: /^Announcement/ });
    await text.fill('Kitchen **closed** for maintenance at 22:00 UTC. <script>window.__xss=1</script>');
    await page.getByText('Warning', { exact: true }).click(); // the segmented control's label (its radio is hidden)
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText(
      'Kitchen closed for maintenance',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('dialog', { name: 'Publish the announcement?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expectToast(page, 'The announcement is published');

    // The other tab was never reloaded: its banner changed in place, safely.
    await expect(banner).toContainText('Kitchen closed for maintenance at 22:00 UTC.');
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(banner.locator('script')).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // Hiding it takes the banner away in the other tab too.
    await page.getByRole('switch', { name: /Show the banner/ }).click();
    await page.getByRole('button', { name: 'Hide the banner' }).click();
    await page
      .getByRole('dialog', { name: 'Hide the announcement?' })
      .getByRole('button', { name: 'Hide the banner' })
      .click();
    await expectToast(page, 'The announcement is hidden');
    await expect(banner).toHaveCount(0);
    // The demo's other tab runs its own fake server; it was told of the write too, as one real server would be.
    const stored = await visitor.evaluate(
      () =>
        (
          window as unknown as { __VD_DEMO__: { db: { settings: Map<string, { enabled: boolean }> } } }
        ).__VD_DEMO__.db.settings.get('currentAnnouncement')?.enabled,
    );
    expect(stored).toBe(false);
  });

  test('an admin turns teams off and on again, each time confirmed', async ({ page }) => {
    await openSignedIn(page, 'admin', '/staff/admin/settings');
    const teams = page.getByRole('switch', { name: /^Teams are/ });
    await expect(teams).toBeChecked();
    await teams.click({ force: true }); // Mantine's switch input is drawn over by its track
    await page
      .getByRole('dialog', { name: 'Turn teams off?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await expectToast(page, 'Teams are now off');
    await expect(teams).not.toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await teams.click({ force: true });
    await page
      .getByRole('dialog', { name: 'Turn teams on?' })
      .getByRole('button', { name: 'Turn on' })
      .click();
    await expectToast(page, 'Teams are now on');
    await expect(teams).toBeChecked();
  });

  test('an admin creates a global objective that a chef then claims, and the chef’s balance follows', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin', '/staff/achievements');
    await page.getByRole('link', { name: 'New objective' }).click();
    await expect(page).toHaveURL('/staff/achievements/create');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Handle 600 orders');
    await page.getByRole('textbox', { name: /^Target/ }).fill('600');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('2500');
    await page.getByRole('button', { name: 'Create objective' }).click();
    await expectToast(page, 'Created “Handle 600 orders”');
    await expect(page).toHaveURL('/staff/achievements');
    await expect(page.getByRole('heading', { name: 'Handle 600 orders' })).toBeVisible();

    // The chef signs in in the same tab, without a reload (the demo's fake server lives in the tab).
    const menu = page.getByRole('button', { name: /^Account menu for / });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Successfully logged out, see you next time!');
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: /^(log in as\s+)?Chef\b/i }).click();
    await page.waitForURL((url) => url.pathname !== '/login' && !url.searchParams.has('code'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('link', { name: 'My Achievements' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'You have handled' })).toContainText(
      'You have handled 612 orders and hold 3,420 VD.',
    );
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Handle 600 orders' }) });
    await card.getByRole('button', { name: 'Claim' }).click();
    await expectToast(page, 'Claimed “Handle 600 orders”: 2,500 VD');
    await expect(card.getByText(/^Claimed /)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You have handled' })).toContainText(
      'hold 5,920 VD',
    );
  });

  test('a manager creates a team and moves the chef into it', async ({ page }) => {
    await openSignedIn(page, 'manager', '/staff/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Team Manager' }).first().click();
    await expect(page).toHaveURL('/staff/admin/teams');
    await expect(page.getByRole('img', { name: /^Orders per team: Team Sizzle/ })).toBeVisible();
    await page.getByRole('link', { name: 'New team' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Team Umami');
    await page.getByRole('button', { name: 'Create team' }).click();
    await expectToast(page, 'Created Team Umami');
    await expect(page).toHaveURL('/staff/admin/teams');
    await expect(page.getByRole('rowheader', { name: 'Team Umami' })).toBeVisible();

    const chefId = await page.evaluate(
      () =>
        (window as unknown as { __VD_DEMO__: { personas: { chef: { userId: string } } } }).__VD_DEMO__
          .personas.chef.userId,
    );
    await page.getByRole('textbox', { name: 'User ID' }).fill(chefId);
    await page.getByRole('combobox', { name: 'Team', exact: true }).click();
    await page.getByRole('option', { name: 'Team Umami' }).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expectToast(page, `Moved ${chefId} to Team Umami`);
  });

  test('a manager sorts the management statistics and exports them as CSV', async ({ page }) => {
    await openSignedIn(page, 'manager', '/staff/admin/management-statistics/management');
    await expect(page.getByRole('img', { name: /^Actions per manager, all time: / })).toBeVisible();
    await page.getByRole('button', { name: /^Manager/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Manager/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^management-statistics-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    const lines = Buffer.concat(text).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'User ID,Manager,Applications reviewed,Appeals voted,Warnings issued,Blacklists,Order history entries,Total',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'Ada Okafor',
      'Greta Grill',
      'Marlow Quinn',
      'Priya Paprika',
    ]);
  });

  test('someone without a site permission is turned away from Announce', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/admin/site-management/announcement');
    await expect(page).toHaveURL('/');
    await expectToast(page, 'You have insufficient permissions to view that page');
  });
});
