/**
 * The gateway over a real WebSocket, when it misbehaves (the local API server's gateway faults,
 * docs/api/gateway.md#faults): what the Order Manager tells the user, and that the board keeps working.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../mocks/personas';
import { expect, signInWithDiscord, test } from './support';

const liveness = (page: Page) => page.getByTestId('board-liveness');

/**
 * How long an order placed while the board is not live may take to show: the next read comes within the 10 s
 * poll interval, counted from the end of the last one (16 s apart was seen on a busy machine), then renders.
 */
const POLL_WAIT = 25_000;

async function openBoard(page: Page) {
  await page.goto('/staff/orders');
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
}

test.describe('the gateway, in production', () => {
  test('a gateway that never answers identify is given up after its deadline, and the board goes live once it answers', async ({
    page,
    api,
  }) => {
    await signInWithDiscord(page, 'chef');
    await api.gatewayFault('silent');
    await openBoard(page);
    await expect(liveness(page)).toContainText('Connecting…');
    // Identify has 10 s (docs/api/gateway.md#identify); then the client tries again.
    await expect(liveness(page)).toContainText('Reconnecting…', { timeout: 15_000 });
    await api.gatewayFault(null);
    // The next try (within the 10 s deadline plus a backoff of at most 2 s) identifies.
    await expect(liveness(page)).toContainText('Live', { timeout: 15_000 });
  });

  test('a gateway that drops every link after identify is given up after three tries; the board still refreshes', async ({
    page,
    api,
  }) => {
    await signInWithDiscord(page, 'chef');
    await api.gatewayFault('drop-after-identify');
    await openBoard(page);
    // Three reconnects, 0.5-1 s, 1-2 s and 2-4 s apart.
    await expect(liveness(page)).toContainText('Offline: retrying when you are back online', {
      timeout: 15_000,
    });
    // Not live, but not stale: the board reads the orders every 10 s.
    await api.createOrder({
      customerId: PERSONAS.customer.userId,
      orderID: 'Poll01',
      order: 'Soup found by polling',
    });
    await expect(page.getByRole('article', { name: /#Poll01/ })).toBeVisible({ timeout: POLL_WAIT });
  });

  test('a gateway that closes with 1005 is not reconnected to; the board refreshes instead', async ({
    page,
    api,
  }) => {
    await signInWithDiscord(page, 'chef');
    await api.gatewayFault('close-1005');
    await openBoard(page);
    await expect(liveness(page)).toContainText('Refreshing every 10 s');
    const identifies = (await api.state()).gateway;
    expect(identifies.open).toBe(0);
    await api.createOrder({
      customerId: PERSONAS.customer.userId,
      orderID: 'Poll02',
      order: 'Soup found after a 1005',
    });
    await expect(page.getByRole('article', { name: /#Poll02/ })).toBeVisible({ timeout: POLL_WAIT });
  });

  test('a gateway that refuses a token the API still accepts leaves the user signed in, the board not live', async ({
    page,
    api,
  }) => {
    await signInWithDiscord(page, 'chef');
    await api.gatewayFault('refuse-token');
    let sessionChecks = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v3/users/@me') sessionChecks += 1;
    });
    await openBoard(page);
    await expect(liveness(page)).toContainText('Offline: retrying when you are back online');
    // The site asked the API about the session (docs/api/gateway.md#identify): one `@me` at start-up, one after
    // the refusal. Still valid, so still signed in.
    await expect.poll(() => sessionChecks).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(page.getByText('You were logged out. Log in again to continue.')).toHaveCount(0);
  });
});
