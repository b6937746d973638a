/**
 * Two browsers on one kitchen, in production: the bot places a customer's order (the API server's control
 * switch, as the bot would), a chef sees it arrive live over the gateway, claims and prepares it; a courier in
 * another browser sees it ready, delivers it; the chef's board lets it go, live; an admin in a third browser finds
 * it in the customer's order history.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../mocks/personas';
import { expect, expectToast, routeOfflineHosts, signInWithDiscord, test } from './support';

async function openBoard(page: Page) {
  await page.goto('/staff/orders');
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
  await expect(page.getByTestId('board-liveness')).toContainText('Live');
}

test.describe('one kitchen, several browsers', () => {
  test('an order placed for a customer is claimed and prepared by a chef and delivered by a courier, live', async ({
    page,
    browser,
    api,
  }) => {
    // Three people log in through the platform and work one order end to end: a few minutes of use, not one
    // page's wait (each step still fails on its own 7 s expect).
    test.setTimeout(120_000);
    await signInWithDiscord(page, 'chef');
    await openBoard(page);

    const courierContext = await browser.newContext();
    await routeOfflineHosts(courierContext);
    const courier = await courierContext.newPage();
    await signInWithDiscord(courier, 'courier');
    await openBoard(courier);

    // The bot places the order: both boards show it without a reload.
    const { orderID } = await api.createOrder({
      customerId: PERSONAS.customer.userId,
      orderID: 'Prod01',
      order: 'A bowl of production ramen',
    });
    const ticket = page.getByRole('article', { name: new RegExp(`#${orderID}`) });
    const courierTicket = courier.getByRole('article', { name: new RegExp(`#${orderID}`) });
    await expect(ticket).toContainText('A bowl of production ramen');
    await expect(courierTicket).toContainText('Unclaimed');

    await ticket.getByRole('button', { name: `Claim order ${orderID}` }).click();
    await expectToast(page, `Order #${orderID} is yours for 4 minutes`);
    await expect(ticket).toContainText('Claimed by you');
    await expect(courierTicket).toContainText(/Claimed/);

    await ticket.getByRole('button', { name: `Prepare order ${orderID}` }).click();
    const dialog = page.getByRole('dialog', { name: `Prepare order #${orderID}` });
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByRole('group', { name: 'Search results' }).getByRole('button').first().click();
    await dialog.getByRole('textbox', { name: /Chef note/ }).fill('Plated with love, over real HTTP.');
    await dialog.getByRole('button', { name: 'Prepare order' }).click();
    await expectToast(page, `Order #${orderID} is being prepared`);
    await expect(courierTicket).toContainText('Preparing');

    // The courier waits in the queue; the preparation finishes on the server's clock and the order is theirs.
    const queue = courier.getByRole('complementary', { name: 'Delivery queue' });
    await api.advanceClock(160_000);
    await queue.getByRole('button', { name: 'Join the queue' }).click();
    await expect(queue).toContainText('You are number 1 in the queue.');
    await api.advanceClock(30_000);
    await expect(courierTicket).toContainText('Ready for delivery');
    await courierTicket.getByRole('button', { name: `Deliver order ${orderID}` }).click();
    await courier.getByRole('dialog').getByRole('button', { name: 'Deliver order' }).click();
    await expectToast(courier, `Order #${orderID} delivered`);
    await expect(courierTicket).toHaveCount(0);
    // The chef's board hears it too.
    await expect(ticket).toHaveCount(0);
    await courierContext.close();

    // The customer hears of it from the bot (the site has no customer order page); the staff see it in the
    // customer's order history, delivered, with the chef's note.
    const adminContext = await browser.newContext();
    await routeOfflineHosts(adminContext);
    const admin = await adminContext.newPage();
    await signInWithDiscord(admin, 'admin');
    await admin.goto(`/staff/admin/order-history/${PERSONAS.customer.userId}`);
    const entry = admin.getByRole('article').filter({ hasText: 'A bowl of production ramen' });
    await expect(entry).toContainText('Plated with love, over real HTTP.');
    await adminContext.close();
  });
});
