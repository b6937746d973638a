/**
 * Seed of the store and subscriptions (docs/product/store-and-rewards.md): the subscription plans and the
 * customer persona's subscriptions, one active and one that ended. The store items themselves are the core's
 * static list (`store/items.ts`), not stored.
 */
import { PERSONAS } from './personas';
import type { SubscriptionPlanDoc, UserSubscriptionDoc } from './types';

const DAY = 24 * 60 * 60 * 1000;

export const PLAN_IDS = {
  monthly: 'sub_supporter_monthly',
  yearly: 'sub_supporter_yearly',
  tip: 'sub_kitchen_tip',
} as const;

/** The Stripe customer id of the customer persona (the only seeded user with billing). */
export const CUSTOMER_STRIPE_ID = 'cus_PancakePilot01';

/** The plans, in `position` order. `supporterRank` is the rank both supporter plans grant. */
export function seedSubscriptionPlans(supporterRank: string): SubscriptionPlanDoc[] {
  return [
    {
      _id: PLAN_IDS.monthly,
      name: 'Supporter',
      price: 4.99,
      billingInterval: 'monthly',
      benefits: [
        'Priority orders: your orders go to the front of the kitchen',
        'The Supporter rank on the site and in the community server',
        'Our thanks, every month',
      ],
      ranks: [supporterRank],
      position: 1,
      stripeData: { priceID: 'price_supporter_monthly', productID: 'prod_supporter', type: 'subscription' },
    },
    {
      _id: PLAN_IDS.yearly,
      name: 'Supporter (yearly)',
      price: 49.99,
      billingInterval: 'yearly',
      benefits: ['Everything in Supporter', 'Two months free compared to paying monthly'],
      ranks: [supporterRank],
      position: 2,
      stripeData: { priceID: 'price_supporter_yearly', productID: 'prod_supporter', type: 'subscription' },
    },
    {
      _id: PLAN_IDS.tip,
      name: 'Kitchen tip',
      price: 2.5,
      billingInterval: 'once',
      benefits: ['A one-off thank-you to the kitchen staff'],
      ranks: [],
      position: 3,
      stripeData: { priceID: 'price_kitchen_tip', productID: 'prod_tip', type: 'payment' },
    },
  ];
}

export function seedUserSubscriptions(now: number): UserSubscriptionDoc[] {
  const customer = PERSONAS.customer.userId;
  return [
    {
      _id: 'sub_1PancakeActive',
      customerID: CUSTOMER_STRIPE_ID,
      discordID: customer,
      planID: PLAN_IDS.monthly,
      status: 'active',
      startDate: now - 130 * DAY,
      endedAt: null,
      billingInfo: {
        lastInvoiceDate: now - 10 * DAY,
        nextInvoiceDueDate: now + 20 * DAY,
        paymentInterval: 'month',
        amountPaid: 4.99,
      },
    },
    {
      _id: 'sub_1PancakeEnded',
      customerID: CUSTOMER_STRIPE_ID,
      discordID: customer,
      planID: PLAN_IDS.yearly,
      status: 'canceled',
      startDate: now - 600 * DAY,
      endedAt: now - 235 * DAY,
      billingInfo: {
        lastInvoiceDate: now - 600 * DAY,
        cancelledAt: now - 250 * DAY,
        paymentInterval: 'year',
        amountPaid: 49.99,
      },
    },
  ];
}
