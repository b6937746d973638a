/**
 * What the production-mode specs import (docs/local-api-server.md#tests): the e2e `test` (uncaught page errors
 * and CSP violations fail a test) plus
 * - `api`: the local API server's switches (`/__control/*`): the kitchen is reset before every test, and a test
 *   adds faults, orders or clock jumps through it;
 * - the chat platform's CDN, the picture hosts and the upload API routed to the server's offline copies (the
 *   same handlers as the demo), so nothing leaves the machine;
 * - `signInWithDiscord`: the real round trip, through the server's authorize page.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { GatewayFault } from '../../mocks/gateway/rules';
import { PERSONAS, type PersonaKey } from '../../mocks/personas';
import type { HttpFault } from '../../mocks/server/faults';
import { test as base, expect } from '../support/fixtures';
import { API_URL } from './ports';

export { confirmIn, expectToast, openAccountMenu } from '../support/actions';
export { expect };

export interface ApiControl {
  /** The server's base URL (`VITE_API_URL` of the build under test). */
  url: string;
  /** Back to the seeded kitchen: data, clock, faults, simulator off. */
  reset(): Promise<void>;
  fault(fault: HttpFault): Promise<void>;
  /** Makes the gateway misbehave at the next identifies (all, or `times` of them); null puts it right. */
  gatewayFault(kind: GatewayFault | null, times?: number): Promise<void>;
  clearFaults(): Promise<void>;
  /** An order as the bot places it for a customer (published to the gateway as `orderSent`). */
  createOrder(order?: {
    customerId?: string;
    orderID?: string;
    order?: string;
    priority?: boolean;
  }): Promise<{ orderID: string }>;
  /** Moves the server's clock forward (claims expire, preparations finish). */
  advanceClock(ms: number): Promise<void>;
  state(): Promise<{ gateway: { open: number; identified: number; fault: GatewayFault | null } }>;
}

async function call<T>(path: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}/__control${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const apiControl: ApiControl = {
  url: API_URL,
  reset: () => call('/reset', 'POST').then(() => undefined),
  fault: (fault) => call('/faults', 'POST', fault).then(() => undefined),
  gatewayFault: (kind, times) => call('/gateway', 'POST', { fault: kind, times }).then(() => undefined),
  clearFaults: () => call('/faults', 'DELETE').then(() => undefined),
  createOrder: (order = {}) =>
    call<{ order: { orderID: string } }>('/orders', 'POST', order).then((r) => r.order),
  advanceClock: (ms) => call('/clock', 'POST', { advanceMs: ms }).then(() => undefined),
  state: () => call('/state', 'GET'),
};

/** Hosts the site reaches besides the API; the tests answer them from the server's offline copies. */
const OFFLINE_HOSTS =
  /^https:\/\/(cdn\.discordapp\.com|images\.unsplash\.com|i\.imgur\.com|api\.imgur\.com)\//;

export async function routeOfflineHosts(context: BrowserContext): Promise<void> {
  await context.route(OFFLINE_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    const offline = `${API_URL}/__offline/${encodeURIComponent(`${url.origin}${url.pathname}`)}${url.search}`;
    const response = await route.fetch({ url: offline });
    // A context that closes (each test's, at its end) or a page that navigates away drops the pictures still
    // loading, and their fetched responses with them ("Fetch response has been disposed"): nothing is left to
    // answer. A picture that fails otherwise is missing on the page, where a test sees it.
    await route.fulfill({ response }).catch(() => undefined);
  });
}

export const test = base.extend<{ api: ApiControl }>({
  api: [
    async ({ context }, use) => {
      await apiControl.reset();
      await routeOfflineHosts(context);
      await use(apiControl);
    },
    { auto: true },
  ],
});

/**
 * Logs in the way a visitor does in production: the login page's "Continue with Discord", the platform's
 * authorize page (the API server's stand-in), the persona's "Authorize as …", and back to the site, which
 * exchanges the code. Resolves once the site has left `/login` and cleaned the code from the address.
 */
export async function signInWithDiscord(
  page: Page,
  persona: PersonaKey,
  { path = '/login', onPlatformPage }: { path?: string; onPlatformPage?: () => void } = {},
): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.waitForURL(/\/oauth2\/authorize\?/);
  onPlatformPage?.();
  await page.getByRole('link', { name: `Authorize as ${PERSONAS[persona].label}` }).click();
  await page.waitForURL((url) => url.origin !== new URL(API_URL).origin && url.pathname !== '/login');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
}

/** The session token the site keeps in its cookie. */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'VD_SESSION');
  const value = cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { token?: string }) : {};
  if (!value.token) throw new Error('no session cookie');
  return value.token;
}

/** Every call the page makes to the API, as `METHOD /path`, in order. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(API_URL).origin && url.pathname.startsWith('/api/')) {
      calls.push(`${request.method()} ${url.pathname}`);
    }
  });
  return calls;
}
