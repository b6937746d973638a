/**
 * One flow per area, in production (docs/local-api-server.md#tests): each a short piece of use through the real
 * server, checked by what the user sees afterwards and, where the site must use the server's answer instead of
 * reading again (issue 20, defects 4-6), by the calls it made. Grouped by persona, one sign-in serving several
 * areas (the sign-in is the platform round trip).
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../mocks/personas';
import { TEAM_IDS } from '../../mocks/seed';
import { APPEAL_IDS } from '../../mocks/seed-careers';
import { API_URL } from './ports';
import {
  confirmIn,
  expect,
  expectToast,
  recordApiCalls,
  routeOfflineHosts,
  sessionToken,
  signInWithDiscord,
  test,
} from './support';

const TRAINEE_RANK = '5679342629683201031';

/** How often `call` (`METHOD /path`, or a pattern of one) was made. */
function count(calls: string[], call: string | RegExp): number {
  return calls.filter((made) => (typeof call === 'string' ? made === call : call.test(made))).length;
}

/** What the server answers `path` for the user signed in on `page` (their session's token). */
async function readAs<T>(page: Page, path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A staff sidebar entry, as a user follows it (no page load: the start-up data stays). */
async function openFromSidebar(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name, exact: true }).click();
}

/** Today (UTC, the browser's time zone here) as the date picker names its day buttons. */
function todaysName(): string {
  return new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

test.describe('one flow per area, in production', () => {
  test('a chef sees the hourly reward, asks for leave and looks up food; a manager decides the leave, edits a rank and a team', async ({
    page,
    browser,
  }) => {
    // Two people, each through the platform, working several pages: minutes of use, each wait still a user's.
    test.setTimeout(120_000);
    const chef = page;
    const chefCalls = recordApiCalls(chef);
    await signInWithDiscord(chef, 'chef');

    await test.step('hourly: the chef’s balance and next reward, from the session’s user (no new read of it)', async () => {
      const before = chefCalls.length;
      await chef.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hourly' }).click();
      await expect(chef.getByRole('heading', { level: 1, name: 'Hourly reward' })).toBeVisible();
      // The chef claimed it less than an hour ago (the seed): the balance, and the wait for the next one.
      await expect(chef.getByTestId('hourly-balance')).toHaveText('3,420 VD');
      await expect(chef.getByRole('timer', { name: /^Next reward in/ })).toBeVisible();
      await expect(chef.getByRole('button', { name: 'Claim reward' })).toBeDisabled();
      expect(count(chefCalls.slice(before), 'GET /api/v3/users/@me')).toBe(0);
    });

    const reason = 'Family visit, production check.';
    await test.step('leave: the chef asks for a day off', async () => {
      await chef.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
      await openFromSidebar(chef, 'Take a Vacation');
      await chef.getByRole('button', { name: 'First day' }).click();
      await chef.getByRole('button', { name: todaysName() }).click();
      await chef.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await chef.getByRole('button', { name: 'Request leave' }).click();
      await expectToast(chef, 'Your leave request was sent');
      await expect(chef.getByRole('listitem').filter({ hasText: reason }).getByText('Pending')).toBeVisible();
    });

    await test.step('food lookup: the chef finds a dish', async () => {
      await openFromSidebar(chef, 'Food Lookup');
      await chef.getByRole('searchbox', { name: 'Search the food lookup' }).fill('pizza');
      await expect(chef.getByRole('heading', { name: 'Pizza', level: 2, exact: true })).toBeVisible();
      await expect(chef.getByRole('status')).toHaveText(/^\d+ of \d+ items match$/);
    });

    const managerContext = await browser.newContext();
    await routeOfflineHosts(managerContext);
    const manager = await managerContext.newPage();
    const calls = recordApiCalls(manager);
    await signInWithDiscord(manager, 'manager');
    await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();

    await test.step('leave: the manager approves it, and the list takes the server’s request', async () => {
      await openFromSidebar(manager, 'On Leave Requests');
      const request = manager.getByRole('listitem').filter({ hasText: reason });
      await expect(request.getByText('Pending')).toBeVisible();
      const listReads = count(calls, /^GET \/api\/client\/onleave\/requests$/);
      await request.getByRole('button', { name: /^Approve .*’s leave/ }).click();
      await expectToast(manager, /^Approved: .*’s leave$/);
      await expect(request.getByText('Approved')).toBeVisible();
      expect(count(calls, /^POST \/api\/client\/onleave\/requests\/[^/]+\/update-status$/)).toBe(1);
      expect(count(calls, /^GET \/api\/client\/onleave\/requests$/)).toBe(listReads);
    });

    await test.step('ranks: the manager renames a rank from its fresh read, and it stays renamed', async () => {
      await openFromSidebar(manager, 'Rank Manager');
      const before = calls.length;
      await manager.getByRole('link', { name: 'Edit Trainee' }).click();
      await expect(manager).toHaveURL(`/staff/admin/rank-manager/${TRAINEE_RANK}`);
      await manager.getByRole('textbox', { name: /^Name/ }).fill('Apprentice');
      await manager.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(manager, 'Saved Apprentice');
      await expect(manager).toHaveURL('/staff/admin/rank-manager');
      const list = manager.getByRole('list', { name: 'Ranks, most senior first' });
      await expect(list).toContainText('Apprentice');
      const made = calls.slice(before);
      expect(count(made, `GET /api/client/ranks/${TRAINEE_RANK}`)).toBe(1);
      expect(count(made, 'GET /api/client/ranks')).toBe(0);
      // And the server holds it.
      const stored = await readAs<{ rank: { name: string } }>(manager, `/api/client/ranks/${TRAINEE_RANK}`);
      expect(stored.rank.name).toBe('Apprentice');
    });

    await test.step('teams: the manager renames a team and moves the chef into it', async () => {
      await openFromSidebar(manager, 'Team Manager');
      await expect(manager.getByRole('rowheader', { name: 'Team Zest' })).toBeVisible();
      const before = calls.length;
      await manager.getByRole('button', { name: 'Edit Team Zest' }).click();
      const dialog = manager.getByRole('dialog', { name: 'Edit Team Zest' });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('Team Citrus');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(manager, 'Saved Team Citrus');
      await expect(manager.getByRole('rowheader', { name: 'Team Citrus' })).toBeVisible();

      await manager.getByRole('textbox', { name: 'User ID' }).fill(PERSONAS.chef.userId);
      await manager.getByRole('combobox', { name: 'Team', exact: true }).click();
      await manager.getByRole('option', { name: 'Team Citrus' }).click();
      await manager.getByRole('button', { name: 'Move', exact: true }).click();
      await expectToast(manager, `Moved ${PERSONAS.chef.userId} to Team Citrus`);
      const made = calls.slice(before);
      expect(count(made, `POST /api/client/teams/${TEAM_IDS.zest}`)).toBe(1);
      expect(count(made, 'PATCH /api/client/teams/update-user-team')).toBe(1);
      expect(count(made, 'GET /api/client/teams')).toBe(0);
    });
    await managerContext.close();

    await test.step('the chef, on their next visit, finds their new team and the leave approved', async () => {
      await chef.goto('/users/@me');
      await expect(chef.getByRole('heading', { name: 'Sam Sizzle', level: 1 })).toBeVisible();
      await expect(chef.getByText('Team Citrus')).toBeVisible();
      await chef.goto('/staff/take-a-break');
      await expect(
        chef.getByRole('listitem').filter({ hasText: reason }).getByText('Approved'),
      ).toBeVisible();
    });
  });

  test('a visitor browses the store and the leaderboard; an admin changes a setting, publishes an announcement the visitor then sees, decides an appeal, closes an order report, sets an objective and blacklists a user', async ({
    page,
    browser,
  }) => {
    // Two people and six pages: minutes of use, each wait still a user's.
    test.setTimeout(120_000);
    // A visitor who is not signed in, in a browser of their own.
    const visitorContext = await browser.newContext();
    await routeOfflineHosts(visitorContext);
    const visitor = await visitorContext.newPage();
    const visitorBanner = visitor.getByRole('region', { name: 'Announcement' });
    await test.step('public pages: the store and the leaderboard, for a visitor who is not signed in', async () => {
      await visitor.goto('/');
      await expect(visitorBanner).toContainText('Welcome to Virtual Diner!');
      const nav = visitor.getByRole('navigation', { name: 'Main' });

      await nav.getByRole('link', { name: 'Store' }).click();
      await expect(visitor.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
      await expect(visitor.getByRole('article')).toHaveCount(6);
      await expect(
        visitor.getByRole('article', { name: 'Cancel Orders' }).getByRole('link', { name: 'Log in to buy' }),
      ).toBeVisible();
      await expect(visitor.getByRole('button', { name: /^Buy / })).toHaveCount(0);

      await nav.getByRole('link', { name: 'Leaderboard' }).click();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');
      const podium = visitor.getByRole('list', { name: 'The top three' }).getByRole('listitem');
      await expect(podium).toHaveCount(3);
      await expect(podium.first()).toContainText('Basil');
      await expect(podium.first()).toContainText('40 orders');
      await expect(visitor.getByRole('table')).toContainText('Sam Sizzle');
    });

    const calls = recordApiCalls(page);
    await signInWithDiscord(page, 'admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();

    await test.step('site settings: a new daily special, stored as the server answered', async () => {
      await openFromSidebar(page, 'Site Settings');
      const special = page.getByRole('textbox', { name: /^Special/ });
      await special.fill('Truffle gnocchi');
      const before = calls.length;
      await page.getByRole('button', { name: 'Save the special' }).click();
      await confirmIn(page, 'Change the daily special?', 'Save');
      await expectToast(page, 'The daily special is saved');
      await expect(special).toHaveValue('Truffle gnocchi');
      // The answer's `updatedValue` is the stored value: nothing is read again.
      expect(calls.slice(before).filter((call) => call.includes('/api/client/settings'))).toEqual([
        'POST /api/client/settings/dailySpecial',
      ]);
    });

    await test.step('announcements: published, it is the banner the visitor sees next', async () => {
      const before = calls.length;
      await openFromSidebar(page, 'Announce');
      await expect(page).toHaveURL('/staff/admin/site-management/announcement');
      const text = page.getByRole('textbox', { name: /^Announcement/ });
      await expect(text).toHaveValue(/^\*\*Welcome\*\* to Virtual Diner!/);
      // The editor starts from the key's own read.
      expect(count(calls.slice(before), 'GET /api/client/settings/currentAnnouncement')).toBe(1);
      await text.fill('Kitchen closed for maintenance at 22:00 UTC.');
      await page.getByText('Warning', { exact: true }).click();
      await page.getByRole('button', { name: 'Publish' }).click();
      await confirmIn(page, 'Publish the announcement?', 'Publish');
      await expectToast(page, 'The announcement is published');
      // The visitor's next page load shows it.
      await visitor.goto('/');
      await expect(visitorBanner).toContainText('Kitchen closed for maintenance at 22:00 UTC.');
      await expect(visitorBanner).toHaveAttribute('data-tone', 'warning');
    });
    await visitorContext.close();

    await test.step('appeals: the admin accepts one at once, and it leaves the queue', async () => {
      await openFromSidebar(page, 'Appeal Manager');
      await page.getByRole('link', { name: /^Open appeal: .*, Ban from our Discord server$/ }).click();
      await expect(page).toHaveURL(`/staff/admin/appeals/${APPEAL_IDS.benBan}`);
      await page.getByRole('button', { name: 'Accept now' }).click();
      await confirmIn(page, 'Accept this appeal now?', 'Accept now');
      await expectToast(page, 'The appeal was accepted');
      await expect(page).toHaveURL('/staff/admin/appeals');
      await expect(page.getByRole('heading', { name: /: User blacklist$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Ban from our Discord server$/ })).toHaveCount(0);
    });

    await test.step('order reports: the admin closes one, and it leaves the open list', async () => {
      await openFromSidebar(page, 'Order Reports');
      const open = page.getByRole('list', { name: 'Open order reports' });
      await open.getByRole('link', { name: /Mr2kDs/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Report on order Mr2kDs' })).toBeVisible();
      await page.getByRole('button', { name: 'Mark completed' }).click();
      await confirmIn(page, 'Mark this report as completed?', 'Mark completed');
      await expectToast(page, /Report marked as completed: order Mr2kDs/);
      await expect(open).toBeVisible();
      await expect(open.getByRole('link', { name: /Mr2kDs/ })).toHaveCount(0);
    });

    const objective = 'Handle 600 orders in production';
    await test.step('objectives: the admin sets one; it is read by the id the server gave', async () => {
      await openFromSidebar(page, 'My Achievements');
      await page.getByRole('link', { name: 'New objective' }).click();
      await page.getByRole('textbox', { name: /^Description/ }).fill(objective);
      await page.getByRole('textbox', { name: /^Target/ }).fill('600');
      await page.getByRole('textbox', { name: /^Amount/ }).fill('2500');
      // The list is read again when its page opens (objectives are not loaded once): that read is held here
      // until the new objective shows, so what shows it is the answer's `completed` id and that objective's read.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const isList = (url: URL) => url.origin === API_URL && url.pathname === '/api/client/objectives';
      await page.route(isList, async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        await held;
        await route.continue().catch(() => undefined); // a read the page gave up on meanwhile
      });
      const before = calls.length;
      await page.getByRole('button', { name: 'Create objective' }).click();
      await expectToast(page, `Created “${objective}”`);
      await expect(page).toHaveURL('/staff/achievements');
      await expect(page.getByRole('heading', { name: objective })).toBeVisible();
      const made = calls.slice(before);
      expect(count(made, 'POST /api/client/objectives/')).toBe(1);
      expect(count(made, /^GET \/api\/client\/objectives\/[^/]+$/)).toBe(1);
      release();
      await page.unroute(isList);
      await expect(page.getByRole('heading', { name: objective })).toBeVisible();
    });

    await test.step('user manager: the admin blacklists a customer; the warnings are read once', async () => {
      await openFromSidebar(page, 'User Manager');
      await page.getByRole('searchbox', { name: 'Search users' }).fill('pancake');
      const table = page.getByRole('table', { name: 'Users' });
      await table.getByRole('button', { name: 'Manage Pancake Pilot' }).click();
      const panel = page.getByRole('dialog', { name: 'Manage user' });
      const blacklist = panel.getByRole('region', { name: 'Blacklist' });
      await expect(blacklist.getByText('Not blacklisted.')).toBeVisible();
      await blacklist.getByRole('button', { name: 'Blacklist' }).click();
      const confirm = page.getByRole('dialog', { name: 'Blacklist Pancake Pilot?' });
      await confirm.getByRole('textbox', { name: /^Reason/ }).fill('Troll orders');
      await confirm.getByRole('button', { name: 'Blacklist' }).click();
      await expectToast(page, 'Blacklisted Pancake Pilot');
      await expect(blacklist.getByText('Troll orders')).toBeVisible();

      const warnings = `GET /api/client/users/${PERSONAS.customer.userId}/warnings`;
      expect(count(calls, warnings)).toBe(1);
      await page.getByRole('button', { name: 'Close the user panel' }).click();
      await table.getByRole('button', { name: 'Manage Pancake Pilot' }).click();
      await expect(panel.getByRole('region', { name: 'Warnings' })).toBeVisible();
      await expect(blacklist.getByText('Troll orders')).toBeVisible();
      expect(count(calls, warnings)).toBe(1);
    });
  });
});
