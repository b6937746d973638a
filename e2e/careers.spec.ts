/**
 * Careers and justice in the demo (docs/product/recruitment-and-appeals.md): a customer applies and sees the
 * application Pending, with the answers kept across a reload; a customer appeals, staff vote and decide, and the
 * appeal leaves the queue; a chef requests leave and a manager approves it; the staff pages' guards.
 *
 * The demo's backend lives in the page and resets on reload, so flows across personas switch persona through
 * the app (logout, login) and move by links.
 */
import type { Page } from '@playwright/test';
import { expect, expectToast, openAccountMenu, openSignedIn, test } from './support';

/** Switches persona without reloading. */
async function switchTo(page: Page, persona: 'customer' | 'chef' | 'manager' | 'admin') {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Successfully logged out, see you next time!');
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('button', { name: new RegExp(`^Log in as ${persona}\\b`, 'i') }).click();
  await page.waitForURL('/');
}

/** Opens a staff sidebar entry from anywhere. */
async function openStaffSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name }).click();
}

test.describe('recruitment', () => {
  test('a customer applies (the draft survives a reload) and sees it Pending; a manager holds, then accepts it', async ({
    page,
  }) => {
    await openSignedIn(page, 'customer');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recruitment' }).click();
    await expect(page).toHaveURL('/recruitment');
    const chef = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Chef', exact: true }) });
    await expect(chef.getByRole('note')).toContainText('this form takes one application a month');

    await page.getByRole('link', { name: 'Apply for Delivery Driver' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Driver' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Tell us about yourself' })
      .fill('<b>Pancakes</b> and fast typing.');
    await page.getByRole('textbox', { name: 'Your time zone' }).fill('Europe/Dublin');

    // A reload (the demo's backend starts again) loses nothing that was typed.
    await page.reload();
    await expect(page.getByText(/^Your draft answers are back/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tell us about yourself' })).toHaveValue(
      '<b>Pancakes</b> and fast typing.',
    );
    await page.getByRole('textbox', { name: 'How many hours a week can you give us?' }).fill('6');
    await page
      .getByRole('textbox', { name: 'Why do you want to deliver for Virtual Diner?' })
      .fill('The messages!');
    await page.getByRole('button', { name: 'Send application' }).click();

    await expectToast(page, 'Your application for Delivery Driver was sent');
    await expect(page).toHaveURL(/\/recruitment\/applications\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Application for Delivery Driver' }),
    ).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('<b>Pancakes</b> and fast typing.')).toBeVisible();

    await page.getByRole('link', { name: 'My applications' }).click();
    // Newest first: the new application heads the list, Pending.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Delivery Driver');
    const sent = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Delivery Driver' }) });
    await expect(sent).toContainText('Pending');
  });
});

test.describe('appeals', () => {
  test('a customer appeals a server blacklist; a manager votes, an admin decides; it leaves the queue', async ({
    page,
  }) => {
    // Four sign-ins (customer, manager, admin, customer again): over 40 s on a loaded 2-core machine.
    test.slow();
    await openSignedIn(page, 'customer');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Appeals' }).click();
    await page.getByRole('link', { name: 'New appeal' }).click();
    await page.getByRole('radio', { name: 'Server blacklist' }).check();
    await page.getByRole('textbox', { name: 'Server ID' }).fill('883920157482917889');
    await page.getByRole('textbox', { name: 'Your appeal' }).fill('The member who spammed has been banned.');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await expectToast(page, 'Your appeal (Server blacklist) was sent');
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for a decision' })).toBeVisible();
    await expect(page.getByText('Orders used to spam other servers.')).toBeVisible();

    // A second appeal for the same case is refused, verbatim.
    await page.getByRole('link', { name: 'My Appeals' }).click();
    await page.getByRole('link', { name: 'New appeal' }).click();
    await page.getByRole('radio', { name: 'Server blacklist' }).check();
    await page.getByRole('textbox', { name: 'Server ID' }).fill('883920157482917889');
    await page.getByRole('textbox', { name: 'Your appeal' }).fill('Again.');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your appeal was not sent' })).toContainText(
      'Appeal already submitted for that case',
    );

    await switchTo(page, 'manager');
    await openStaffSection(page, 'Appeal Manager');
    await page.getByRole('link', { name: 'Open appeal: Pancake Pilot, Server blacklist' }).click();
    // The vote is a segmented control: its visible labels take the click.
    await page
      .locator('label')
      .filter({ hasText: /^Accept$/ })
      .click();
    await page.getByRole('textbox', { name: 'Reason' }).fill('The spammer is gone.');
    await page.getByRole('button', { name: 'Cast vote' }).click();
    await expectToast(page, 'Your vote was recorded');
    await expect(page.getByText(/Accept 1 · Deny 0/)).toBeVisible();

    await switchTo(page, 'admin');
    await openStaffSection(page, 'Appeal Manager');
    await page.getByRole('link', { name: 'Open appeal: Pancake Pilot, Server blacklist' }).click();
    await expect(page.getByText(/The spammer is gone\./)).toBeVisible();
    await page.getByRole('button', { name: 'Accept now' }).click();
    await page
      .getByRole('dialog', { name: 'Accept this appeal now?' })
      .getByRole('button', { name: 'Accept now' })
      .click();
    await expectToast(page, 'The appeal was accepted');
    await expect(page).toHaveURL('/staff/admin/appeals');
    await expect(page.getByRole('link', { name: /^Open appeal: Pancake Pilot/ })).toHaveCount(0);

    await switchTo(page, 'customer');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Appeals' }).click();
    const accepted = page.getByRole('listitem').filter({ hasText: 'Server blacklist' }).first();
    await expect(accepted).toContainText('Accepted');
  });

  test('a customer may not open the Appeal Manager', async ({ page }) => {
    await openSignedIn(page, 'customer', '/staff/admin/appeals');
    await expect(page).toHaveURL('/');
    await expectToast(page, 'You have insufficient permissions to view that page');
  });
});

test.describe('leave', () => {
  test('a chef requests leave; a manager approves it and sees it on the timeline', async ({ page }) => {
    await openSignedIn(page, 'chef');
    await openStaffSection(page, 'Take a Vacation');
    await expect(page.getByRole('heading', { level: 1, name: 'Take a Vacation' })).toBeVisible();
    // Today, as the date picker names it in the browser's time zone.
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    );
    await page.getByRole('button', { name: 'First day' }).click();
    await page.getByRole('button', { name: today, exact: true }).click();
    await page.getByRole('textbox', { name: 'Reason' }).fill('A week at the lake.');
    await page.getByRole('button', { name: 'Request leave' }).click();
    await expectToast(page, 'Your leave request was sent');
    const mine = page.getByRole('listitem').filter({ hasText: 'A week at the lake.' });
    await expect(mine).toContainText('Pending');
    await expect(mine).toContainText('(no end date)');

    await switchTo(page, 'manager');
    await openStaffSection(page, 'On Leave Requests');
    await expect(page.getByRole('img', { name: /^Leave timeline\./ })).toBeVisible();
    const request = page.getByRole('listitem').filter({ hasText: 'A week at the lake.' });
    await request.getByRole('button', { name: /^Approve Sam Sizzle’s leave/ }).click();
    await expectToast(page, 'Approved: Sam Sizzle’s leave');
    await expect(request).toContainText('Approved');
    await expect(request).toContainText('On leave now');
    await expect(page.getByRole('img', { name: /^Leave timeline\./ })).toHaveAccessibleName(
      /Away today: .*Sam Sizzle/,
    );
  });

  test('a manager files leave for a chef: leaving with typed text asks first, leaving after filing does not', async ({
    page,
  }) => {
    await openSignedIn(page, 'manager', '/staff/admin/on-leave-requests/create');
    const userId = page.getByRole('textbox', { name: /^User ID/ });
    await userId.fill('301453858812796526');
    await page.getByRole('main').getByRole('link', { name: 'On Leave Requests' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL('/staff/admin/on-leave-requests/create');
    await expect(userId).toHaveValue('301453858812796526');

    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    );
    await page.getByRole('button', { name: 'First day' }).click();
    await page.getByRole('button', { name: today, exact: true }).click();
    await page.getByRole('button', { name: 'File leave' }).click();
    await expectToast(page, 'Leave filed for 301453858812796526');
    await expect(page).toHaveURL('/staff/admin/on-leave-requests');
    await expect(prompt).toBeHidden();
  });

  test('a customer may not open the leave requests', async ({ page }) => {
    await openSignedIn(page, 'customer', '/staff/admin/on-leave-requests');
    await expect(page).toHaveURL('/');
    await expectToast(page, 'You have insufficient permissions to view that page');
  });
});

test.describe('recruitment form builder', () => {
  test('a manager builds a form (asked before leaving unsaved), finds it in the list, then deletes it', async ({
    page,
  }) => {
    await openSignedIn(page, 'manager');
    await openStaffSection(page, 'Recruitment');
    await page.getByRole('link', { name: 'New form' }).click();
    await expect(page).toHaveURL('/staff/admin/recruitment/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Night Shift Chef');
    const questions = page.getByRole('region', { name: 'Questions' });
    await questions.getByRole('textbox', { name: /^Question/ }).fill('When are you awake?');
    await questions.getByRole('button', { name: 'Add a question' }).click();
    await questions
      .getByRole('listitem', { name: 'Question 2' })
      .getByRole('textbox', { name: /^Question/ })
      .fill('Your favourite dish');
    await questions.getByRole('button', { name: 'Move question 2 (Your favourite dish) up' }).click();

    await page.getByRole('link', { name: 'All forms' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL('/staff/admin/recruitment/create');

    await page.getByRole('button', { name: 'Create form' }).click();
    await expectToast(page, 'Created Night Shift Chef');
    await expect(page).toHaveURL('/staff/admin/recruitment');
    await page.getByRole('link', { name: 'Edit form Night Shift Chef' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Night Shift Chef', level: 1 })).toBeVisible();
    await expect(
      questions.getByRole('listitem', { name: 'Question 1' }).getByRole('textbox', { name: /^Question/ }),
    ).toHaveValue('Your favourite dish');

    await page.getByRole('button', { name: 'Delete form' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Night Shift Chef?' });
    await expect(confirm).toContainText('Every application sent to Night Shift Chef is deleted with it');
    await confirm.getByRole('button', { name: 'Delete form' }).click();
    await expectToast(page, 'Deleted Night Shift Chef');
    await expect(page).toHaveURL('/staff/admin/recruitment');
    await expect(page.getByRole('heading', { name: 'Night Shift Chef' })).toHaveCount(0);
  });
});
