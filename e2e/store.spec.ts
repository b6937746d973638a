import { expect, expectToast, openSignedIn, test } from './support';

/** The store through the top navigation (no reload: the demo's backend lives in the page). */
async function openStore(page: import('@playwright/test').Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page).toHaveURL('/store');
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
}

const balance = (page: import('@playwright/test').Page) => page.getByRole('status', { name: 'Your balance' });

test.describe('the store and subscriptions', () => {
  test('a customer buys a perk, sees the balance drop and the item owned, then gives one as a gift', async ({
    page,
  }) => {
    await openSignedIn(page, 'customer');
    await openStore(page);
    await expect(balance(page)).toHaveText('12,500 VD');

    const daily = page.getByRole('article', { name: 'Daily Multiplier' });
    await daily.getByRole('button', { name: 'Buy Daily Multiplier' }).click();
    const confirm = page.getByRole('dialog', { name: 'Buy Daily Multiplier?' });
    await expect(confirm).toContainText('Your balance afterwards: 7,500 VD.');
    await confirm.getByRole('button', { name: 'Buy for 5,000 VD' }).click();
    await expectToast(page, 'You bought Daily Multiplier');
    await expect(balance(page)).toHaveText('7,500 VD');
    await expect(daily.getByRole('button', { name: 'Daily Multiplier: owned' })).toBeDisabled();

    // A gift: the recipient is found by id and shown before paying.
    await page.getByRole('button', { name: 'Give Stickers & External Emojis as a gift' }).click();
    const gift = page.getByRole('dialog', { name: 'Give Stickers & External Emojis as a gift' });
    await gift.getByRole('textbox', { name: "Recipient's user ID" }).fill('not-an-id');
    await gift.getByRole('button', { name: 'Find user' }).click();
    await expect(gift).toContainText('A user ID is a number of 17 to 19 digits');
    await gift.getByRole('textbox', { name: "Recipient's user ID" }).fill('228168039710444964');
    await gift.getByRole('button', { name: 'Find user' }).click();
    await expect(gift.getByRole('group', { name: 'Recipient: Wes' })).toBeVisible();
    await gift.getByRole('button', { name: 'Continue' }).click();
    const giveConfirm = page.getByRole('dialog', { name: 'Give Stickers & External Emojis to Wes?' });
    await giveConfirm.getByRole('button', { name: 'Give for 150 VD' }).click();
    await expectToast(page, 'You gave Stickers & External Emojis to Wes');
    await expect(balance(page)).toHaveText('7,350 VD');
  });

  test('a customer opens a subscription checkout at the payment provider', async ({ page }) => {
    // The payment provider is not reached: its page is answered here.
    await page.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><h1>Stripe checkout</h1>' }),
    );
    await openSignedIn(page, 'customer');
    await openStore(page);
    await page.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL('/subscribe');
    await expect(page.getByRole('list', { name: 'Your subscriptions' })).toContainText('Active');
    await page.getByRole('button', { name: 'Subscribe to Supporter (yearly)' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    await expect(page.getByRole('heading', { name: 'Stripe checkout' })).toBeVisible();
  });

  test('an anonymous visitor browses the store and signs in to buy; a payment return is thanked once', async ({
    page,
  }) => {
    await page.goto('/store?success=true');
    await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
    await expect(page).toHaveURL('/store');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);

    await page
      .getByRole('article', { name: 'Cancel Orders' })
      .getByRole('link', { name: 'Log in to buy' })
      .click();
    await expect(page).toHaveURL('/login?redirect=%2Fstore');
    await page.getByRole('button', { name: /Log in as Customer/ }).click();
    await expect(page).toHaveURL('/store');
    await expect(balance(page)).toHaveText('12,500 VD');
  });
});
