/** Subscription endpoints (docs/api/endpoints.md#subscriptions), one declaration each. */
import { defineEndpoint } from '@lib/endpoint';
import {
  billingPortalResponse,
  checkoutResponse,
  subscriptionPlansResponse,
  userSubscriptionsResponse,
} from '@lib/schemas/store';

/**
 * `GET /api/client/stripe/subscriptions` → `{ subscriptions }`: the plans, loaded once
 * (docs/architecture.md#caching).
 */
export const plansEndpoint = defineEndpoint({
  name: 'stripe.plans',
  method: 'GET',
  path: () => '/api/client/stripe/subscriptions',
  response: subscriptionPlansResponse,
});

/** `GET /api/client/stripe/subscriptions/@me` → `{ subscriptions }`: the signed-in user's own. */
export const mySubscriptionsEndpoint = defineEndpoint({
  name: 'stripe.mine',
  method: 'GET',
  path: () => '/api/client/stripe/subscriptions/@me',
  response: userSubscriptionsResponse,
});

/** `POST /api/client/stripe/subscriptions/create {subscriptionID}` → `{ checkoutURL }`. */
export const checkoutEndpoint = defineEndpoint({
  name: 'stripe.checkout',
  method: 'POST',
  path: (_: { subscriptionID: string }) => '/api/client/stripe/subscriptions/create',
  body: ({ subscriptionID }) => ({ subscriptionID }),
  response: checkoutResponse,
});

/** `GET /api/client/stripe/billing-portal-url` → `{ sessionURL }`. */
export const billingPortalEndpoint = defineEndpoint({
  name: 'stripe.billingPortal',
  method: 'GET',
  path: () => '/api/client/stripe/billing-portal-url',
  response: billingPortalResponse,
});
