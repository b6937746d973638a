/**
 * Subscription rules (docs/product/store-and-rewards.md#subscriptions, docs/api/endpoints.md#subscriptions): the
 * plans, a user's subscriptions, a checkout and the billing portal. Stripe itself is not there: the URLs point at the
 * payment provider's hosts (the site's default allow-list) with made-up session ids. Not shown and designed here:
 * - a checkout for an unknown plan is 404 `subscription_not_found`;
 * - the billing portal needs a Stripe customer: a user without any subscription has none, 404
 *   `customer_not_found`.
 */
import { db } from '../db';
import { errors } from '../http/respond';
import { deterministicHex } from '../ids';
import type { SubscriptionPlanDoc, UserDoc, UserSubscriptionDoc } from '../types';

export const CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
export const BILLING_PORTAL_ORIGIN = 'https://billing.stripe.com';

/** The plans, `position` ascending; `stripeData` stays on the server. */
export function listPlans(): Omit<SubscriptionPlanDoc, 'stripeData'>[] {
  return db.subscriptionPlans
    .all()
    .sort((a, b) => a.position - b.position)
    .map(({ stripeData: _, ...plan }) => structuredClone(plan));
}

/** The user's subscriptions, raw, newest first. */
export function subscriptionsOf(user: UserDoc): UserSubscriptionDoc[] {
  return db.userSubscriptions
    .filter((s) => s.discordID === user._id)
    .sort((a, b) => b.startDate - a.startDate)
    .map((s) => structuredClone(s));
}

/** A checkout session's URL for `subscriptionID` (a plan `_id`). */
export function createCheckout(user: UserDoc, subscriptionID: unknown): string {
  const plan = typeof subscriptionID === 'string' ? db.subscriptionPlans.get(subscriptionID) : undefined;
  if (!plan) throw errors.subscriptionNotFound();
  const session = deterministicHex(`checkout/${user._id}/${plan._id}`, 24);
  return `${CHECKOUT_ORIGIN}/c/pay/cs_test_${session}`;
}

/** The billing portal's URL for the user's Stripe customer. */
export function billingPortalUrl(user: UserDoc): string {
  const customer = db.userSubscriptions.find((s) => s.discordID === user._id)?.customerID;
  if (!customer) throw errors.customerNotFound();
  return `${BILLING_PORTAL_ORIGIN}/p/session/test_${deterministicHex(`portal/${customer}`, 24)}`;
}
