import type { Page } from '@playwright/test';
import { expect, expectToast, openSignedIn, test } from './support';

/** What these tests read of an order in the demo's fake backend (mocks/types.ts). */
interface DemoOrder {
  orderID: string;
  status: number;
  prepareExpiry: number | null;
}

interface Demo {
  advanceClock: (ms: number) => void;
  now: () => number;
  db: { orders: { filter: (keep: (order: DemoOrder) => boolean) => DemoOrder[] } };
  createOrder: (partial?: { orderID?: string; order?: string; priority?: boolean }) => unknown;
}

/**
 * Moves the fake backend's clock (claims expire, preparations finish, couriers get assigned) to one second
 * after the latest end of preparation among the Preparing orders `which` picks (`'others'`: all but `orderId`;
 * `'own'`: `orderId`). Computed from its data, not a guessed amount: the clock is real time plus an offset, so
 * a fixed jump lands elsewhere on a slow machine.
 */
const finishPreparing = (page: Page, orderId: string, which: 'own' | 'others') =>
  page.evaluate(
    ({ id, own }) => {
      const demo = (window as unknown as { __VD_DEMO__: Demo }).__VD_DEMO__;
      const ends = demo.db.orders
        .filter((o) => o.status === 2 && o.prepareExpiry !== null && (o.orderID === id) === own)
        .map((o) => o.prepareExpiry as number);
      if (ends.length === 0) throw new Error(`no Preparing order (${own ? id : `other than ${id}`})`);
      demo.advanceClock(Math.max(0, Math.max(...ends) + 1_000 - demo.now()));
    },
    { id: orderId, own: which === 'own' },
  );

/** Switches persona without reloading: the demo's backend lives in the page and resets on reload. */
async function switchTo(page: Page, persona: 'courier' | 'chef') {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Successfully logged out, see you next time!');
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('button', { name: new RegExp(`^Log in as ${persona}\\b`, 'i') }).click();
  await page.waitForURL('/');
}

async function openBoard(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await page
    .getByRole('navigation', { name: 'Staff sections' })
    .getByRole('link', { name: 'Order Manager' })
    .click();
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
  await expect(page.getByTestId('board-liveness')).toContainText('Live');
}

test.describe('the kitchen and delivery board', () => {
  test('a chef claims, finds pictures, writes a note and prepares; a courier delivers it once ready', async ({
    page,
  }) => {
    await openSignedIn(page, 'chef');
    await openBoard(page);

    const claim = page.getByRole('button', { name: /^Claim order / }).first();
    const orderId = ((await claim.getAttribute('aria-label')) ?? '').replace('Claim order ', '');
    const ticket = page.getByRole('article', { name: new RegExp(`#${orderId}`) });
    await claim.click();
    await expectToast(page, `Order #${orderId} is yours for 4 minutes`);
    await expect(ticket).toContainText('Claimed by you');

    await ticket.getByRole('button', { name: `Prepare order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Prepare order #${orderId}` });
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByRole('group', { name: 'Search results' }).getByRole('button').first().click();
    await dialog.getByRole('textbox', { name: /Chef note/ }).fill('Plated with love.');
    await dialog.getByRole('button', { name: 'Prepare order' }).click();
    await expectToast(page, `Order #${orderId} is being prepared`);
    await expect(ticket).toContainText('Preparing');

    // The seeded preparations finish and take the couriers already waiting; then our courier joins, while the
    // chef's order still cooks (it ends at least 29 s of real time later: it was prepared after the seeding).
    await switchTo(page, 'courier');
    await finishPreparing(page, orderId, 'others');
    await openBoard(page);
    const queue = page.getByRole('complementary', { name: 'Delivery queue' });
    await queue.getByRole('button', { name: 'Join the queue' }).click();
    await expect(queue).toContainText('You are number 1 in the queue.');

    // A fast clock: the chef's order finishes preparing, live, and is assigned to the head of the queue.
    await finishPreparing(page, orderId, 'own');
    await expect(ticket).toContainText('Ready for delivery');
    await expect(queue).toContainText('You are not in the queue.');
    await ticket.getByRole('button', { name: `Deliver order ${orderId}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deliver order' }).click();
    await expectToast(page, `Order #${orderId} delivered`);
    await expect(ticket).toHaveCount(0);
  });

  test('coming back to the board shows orders placed while it was closed', async ({ page }) => {
    await openSignedIn(page, 'chef');
    await openBoard(page);
    await page
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('link', { name: 'Food Lookup' })
      .click();
    await expect(page.getByRole('heading', { name: 'Food Lookup' })).toBeVisible();
    // Placed while no board listens to the gateway: only a fresh fetch can show it.
    await page.evaluate(() =>
      (window as unknown as { __VD_DEMO__: Demo }).__VD_DEMO__.createOrder({
        orderID: 'Away01',
        order: 'Soup placed while the board was closed',
        priority: true,
      }),
    );
    await page
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('link', { name: 'Order Manager' })
      .click();
    await expect(page.getByRole('article', { name: /#Away01/ })).toBeVisible();
  });

  test('while the chef holds a claim, the other Claim buttons are disabled with the reason', async ({
    page,
  }) => {
    await openSignedIn(page, 'chef');
    await openBoard(page);
    const first = page.getByRole('button', { name: /^Claim order / }).first();
    const firstId = ((await first.getAttribute('aria-label')) ?? '').replace('Claim order ', '');
    await first.click();
    await expect(page.getByRole('article', { name: new RegExp(`#${firstId}`) })).toContainText(
      'Claimed by you',
    );
    const second = page.getByRole('button', { name: /^Claim order / }).first();
    await expect(second).toHaveAttribute('aria-disabled', 'true');
    await expect(second).toHaveAccessibleDescription(
      'You already have a claimed order. Prepare or unclaim it first.',
    );
    // Keyboard users reach it and read the reason; pressing it (or the C shortcut) sends nothing.
    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/claim\b/.test(request.url())) claims.push(request.url());
    });
    await second.focus();
    await expect(page.getByRole('tooltip', { name: /You already have a claimed order/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('c');
    // A claim the keys started would leave before a request the page sends after handling them: send one from
    // a later task and wait for it, instead of waiting a guessed time.
    const marker = page.waitForRequest((request) => request.url().endsWith('/favicon.svg?e2e-marker'));
    await page.evaluate(() => {
      setTimeout(() => void fetch('/favicon.svg?e2e-marker'), 0);
    });
    await marker;
    expect(claims).toEqual([]);
    await expect(
      page.locator('.mantine-Notifications-root [role="alert"]', { hasText: 'Could not claim' }),
    ).toHaveCount(0);
  });

  test('delete asks for a reason and a confirmation', async ({ page }) => {
    await openSignedIn(page, 'chef');
    await openBoard(page);
    const remove = page.getByRole('button', { name: /^Delete order / }).first();
    const orderId = ((await remove.getAttribute('aria-label')) ?? '').replace('Delete order ', '');
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Delete order #${orderId}?` });
    await dialog.getByRole('button', { name: 'Delete order' }).click();
    await expect(dialog).toContainText('Give a reason for deleting the order');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Duplicate of another order');
    await dialog.getByRole('button', { name: 'Delete order' }).click();
    await expectToast(page, `Order #${orderId} deleted`);
    await expect(page.getByRole('article', { name: new RegExp(`#${orderId}`) })).toHaveCount(0);
  });

  test('the board can be driven from the keyboard', async ({ page }) => {
    await openSignedIn(page, 'chef');
    await openBoard(page);
    const tickets = page.locator('article[data-order-id]');
    await tickets.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tickets.nth(1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tickets.first()).toBeFocused();
  });
});

test.describe('order reports (FEEDBACK_BETA)', () => {
  test('a manager reports a delivered order, then marks the report completed', async ({ page }) => {
    await openSignedIn(page, 'manager');
    await page.getByRole('button', { name: /Feedback/ }).click();
    await page.getByRole('menuitem', { name: 'Report an order' }).click();
    await page.getByRole('textbox', { name: 'Order ID' }).fill('Mg4hTq');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    const form = page.getByRole('form', { name: 'Report' });
    await form.getByLabel(/^Reason/).click();
    await page.getByRole('option', { name: 'The images do not match my order' }).click();
    await form.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Report sent')).toBeVisible();

    // To the Report Manager without reloading (the demo's backend lives in the page).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await page
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('link', { name: 'Order Reports' })
      .click();
    const reports = page.getByRole('list', { name: 'Open order reports' });
    const report = reports.getByRole('link', { name: /Mg4hTq/ });
    await report.click();
    await page.getByRole('button', { name: 'Mark completed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark completed' }).click();
    await expectToast(page, /order Mg4hTq$/);
    await expect(page).toHaveURL('/staff/admin/report-manager/orders');
    await expect(reports.getByRole('link', { name: /Mg4hTq/ })).toHaveCount(0);
  });
});

test.describe('order reports: unsaved text', () => {
  test('leaving a report with typed text asks first; leaving after sending it does not', async ({ page }) => {
    await openSignedIn(page, 'manager', '/feedback/report-order?orderID=Mg4hTq');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    const form = page.getByRole('form', { name: 'Report' });
    await form.getByLabel(/^Reason/).click();
    await page.getByRole('option', { name: 'The images do not match my order' }).click();
    const notes = form.getByRole('textbox', { name: /^Notes/ });
    await notes.fill('The picture shows a salad.');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Team' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/feedback\/report-order/);
    await expect(notes).toHaveValue('The picture shows a salad.');

    await form.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Report sent')).toBeVisible();
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(prompt).toBeHidden();
  });
});

test.describe('a session that ends under the page', () => {
  test('a 401 from any call signs the user out once, keeps what they typed and offers to sign in again', async ({
    page,
  }) => {
    await openSignedIn(page, 'chef');
    await openBoard(page);
    const remove = page.getByRole('button', { name: /^Delete order / }).first();
    const orderId = ((await remove.getAttribute('aria-label')) ?? '').replace('Delete order ', '');
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Delete order #${orderId}?` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Duplicate of another order');
    // The server forgets the session (it expired, or was revoked elsewhere).
    await page.evaluate(() => {
      const raw = document.cookie.match(/(?:^|; )VD_SESSION=([^;]*)/)?.[1] ?? '';
      const { token } = JSON.parse(decodeURIComponent(raw)) as { token: string };
      (
        window as unknown as { __VD_DEMO__: { db: { sessions: { delete: (id: string) => void } } } }
      ).__VD_DEMO__.db.sessions.delete(token);
    });
    await dialog.getByRole('button', { name: 'Delete order' }).click();
    await expectToast(page, 'You were logged out. Log in again to continue.');
    await expect(page.locator('.mantine-Notifications-root [role="alert"]')).toHaveCount(1);
    // Nothing navigated: the dialog and the reason are still there.
    await expect(page).toHaveURL('/staff/orders');
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Duplicate of another order');
    expect(await page.evaluate(() => document.cookie)).not.toContain('VD_SESSION');
    const signIn = page.locator('.mantine-Notifications-root').getByRole('link', { name: 'Log in' });
    await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fstaff%2Forders');
  });
});
