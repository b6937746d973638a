/**
 * Subscriptions through the payment provider (docs/api/endpoints.md#subscriptions): the plans
 * (public), a checkout, the user's subscriptions and the billing portal (signed in). Rules in `rules.ts`.
 */
import { http } from 'msw';
import { optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody } from '../http/respond';
import { billingPortalUrl, createCheckout, listPlans, subscriptionsOf } from './rules';

const STRIPE = `${CLIENT_API}/stripe`;

export const stripeHandlers = [
  /** → `{ subscriptions }`: the plans, `position` ascending. */
  http.get(`${STRIPE}/subscriptions`, ({ request }) => {
    optionalSession(request);
    return ok({ subscriptions: listPlans() });
  }),

  /** → `{ subscriptions }`: the caller's own, as stored. */
  http.get(`${STRIPE}/subscriptions/@me`, ({ request }) => {
    const { user } = requireSession(request);
    return ok({ subscriptions: subscriptionsOf(user) });
  }),

  /** `{ subscriptionID }` → `{ checkoutURL }`. */
  http.post(`${STRIPE}/subscriptions/create`, async ({ request }) => {
    const { user } = requireSession(request);
    const { subscriptionID } = await readBody(request);
    return ok({ checkoutURL: createCheckout(user, subscriptionID) });
  }),

  /** → `{ sessionURL }`. */
  http.get(`${STRIPE}/billing-portal-url`, ({ request }) => {
    const { user } = requireSession(request);
    return ok({ sessionURL: billingPortalUrl(user) });
  }),
];
