// Subscriptions (docs/product/store-and-rewards.md#subscriptions, docs/api/endpoints.md#subscriptions).

import { safeExternalUrl } from '@lib/safe-url';
import {
  billingPortalResponse,
  checkoutResponse,
  subscriptionPlansResponse,
  userSubscriptionsResponse,
} from '@lib/schemas/store';
import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../seed-store';
import { call, expectApiError, setupMockServer } from '../testing';

setupMockServer();

const STRIPE = '/api/client/stripe';
/** The site's default allow-list (lib/config.ts `paymentHosts`). */
const PAYMENT_HOSTS = new Set(['checkout.stripe.com', 'billing.stripe.com']);

describe('GET /api/client/stripe/subscriptions', () => {
  it('answers the plans to anyone, position ascending, without stripeData', async () => {
    const response = await call(`${STRIPE}/subscriptions`);
    expect(response.status).toBe(200);
    const { subscriptions } = subscriptionPlansResponse.parse(response.body);
    expect(subscriptions.map((p) => [p.id, p.billingInterval])).toEqual([
      [PLAN_IDS.monthly, 'monthly'],
      [PLAN_IDS.yearly, 'yearly'],
      [PLAN_IDS.tip, 'once'],
    ]);
    expect(subscriptions[0]?.ranks).toHaveLength(1);
    expect(response.body).not.toHaveProperty('subscriptions.0.stripeData');
  });
});

describe('GET /api/client/stripe/subscriptions/@me', () => {
  it("answers the caller's own subscriptions, newest first", async () => {
    const { subscriptions } = userSubscriptionsResponse.parse(
      (await call(`${STRIPE}/subscriptions/@me`, { as: 'customer' })).body,
    );
    expect(subscriptions.map((s) => s.status)).toEqual(['active', 'canceled']);
    expect(subscriptions[0]?.billingInfo.amountPaid).toBe(4.99);
    const chef = userSubscriptionsResponse.parse(
      (await call(`${STRIPE}/subscriptions/@me`, { as: 'chef' })).body,
    );
    expect(chef.subscriptions).toEqual([]);
  });

  it('needs a session', async () => {
    expectApiError(await call(`${STRIPE}/subscriptions/@me`), 401, 'unauthorized');
  });
});

describe('POST /api/client/stripe/subscriptions/create', () => {
  it('answers a checkout URL on the allow-listed payment host', async () => {
    const response = await call(`${STRIPE}/subscriptions/create`, {
      method: 'POST',
      as: 'chef',
      body: { subscriptionID: PLAN_IDS.yearly },
    });
    const { checkoutURL } = checkoutResponse.parse(response.body);
    expect(safeExternalUrl(checkoutURL, PAYMENT_HOSTS)).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\//);
  });

  it('refuses an unknown plan, and anonymous callers', async () => {
    expectApiError(
      await call(`${STRIPE}/subscriptions/create`, {
        method: 'POST',
        as: 'chef',
        body: { subscriptionID: 'nope' },
      }),
      404,
      'subscription_not_found',
      'Subscription not found',
    );
    expectApiError(
      await call(`${STRIPE}/subscriptions/create`, {
        method: 'POST',
        body: { subscriptionID: PLAN_IDS.tip },
      }),
      401,
      'unauthorized',
    );
  });
});

describe('GET /api/client/stripe/billing-portal-url', () => {
  it('answers the billing portal URL for a customer with billing', async () => {
    const { sessionURL } = billingPortalResponse.parse(
      (await call(`${STRIPE}/billing-portal-url`, { as: 'customer' })).body,
    );
    expect(safeExternalUrl(sessionURL, PAYMENT_HOSTS)).toMatch(
      /^https:\/\/billing\.stripe\.com\/p\/session\//,
    );
  });

  it('refuses a user who never subscribed', async () => {
    expectApiError(await call(`${STRIPE}/billing-portal-url`, { as: 'chef' }), 404, 'customer_not_found');
  });
});
