/**
 * Recruitment in production: the application read carries no `formID` (the contract's shape), so a decision must
 * find the form's cached list by what the server does send (issue 20, defect 3).
 */
import { FORM_IDS } from '../../mocks/seed-careers';
import { expect, expectToast, recordApiCalls, signInWithDiscord, test } from './support';

test.describe('recruitment, in production', () => {
  test('an accepted application leaves the open list at once, with no new read', async ({ page }) => {
    await signInWithDiscord(page, 'admin');
    const calls = recordApiCalls(page);
    await page.goto(`/staff/admin/recruitment/${FORM_IDS.deliveryDriver}/applications`);
    await expect(page.getByRole('heading', { name: 'waffle.wes', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Review application from waffle.wes' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Accepted' }).click();
    const listReads = () =>
      calls.filter(
        (call) => call === `GET /api/client/recruitment/forms/${FORM_IDS.deliveryDriver}/applications`,
      ).length;
    const readsBefore = listReads();
    await page.getByRole('button', { name: 'Save decision' }).click();
    await expectToast(page, /’s application: Accepted/);
    await expect(page.getByRole('heading', { name: /^Applications: / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ramen.rae', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'waffle.wes', level: 2 })).toHaveCount(0);
    expect(listReads()).toBe(readsBefore);
  });
});
