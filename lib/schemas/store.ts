/**
 * Store items, subscription plans and a user's subscriptions (docs/api/entities.md,
 * docs/product/store-and-rewards.md#store, docs/product/store-and-rewards.md#subscriptions). Liberal like every
 * schema here (docs/api/parsing.md): a bad item is dropped, a missing optional field falls back.
 */
import * as z from 'zod/mini';
import { lenientArray, millis, stringList } from './common';

const money = z.catch(z.number(), 0);
const prices = z.looseObject({ realMoney: money, virtualMoney: money });

/**
 * A store item: `id` is a number and the key of a purchase. `specialOffer` is sent as stored, also when it has
 * long ended: the page decides whether it is on (`startDate` ≤ now ≤ `endDate`, ms).
 */
export const storeItemSchema = z.looseObject({
  id: z.number(),
  name: z.catch(z.string(), 'Unnamed item'),
  description: z.catch(z.string(), ''),
  prices,
  specialOffer: z.catch(
    z.nullish(
      z.looseObject({
        startDate: z.number(),
        endDate: z.number(),
        prices,
      }),
    ),
    null,
  ),
  perks: stringList,
});
export type StoreItem = z.infer<typeof storeItemSchema>;

/** `GET /api/client/store/items` → `{ items }`. */
export const storeItemsResponse = z.object({ items: lenientArray(storeItemSchema) });

/** `POST /api/client/store/items/purchase` → `{ purchased }`: `false` means nothing changed. */
export const purchaseResponse = z.object({ purchased: z.boolean() });

export const BILLING_INTERVALS = ['once', 'monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** A subscription plan: `_id` only (no `id` mirror); `ranks` are the rank ids it grants. */
export const subscriptionPlanSchema = z.pipe(
  z.looseObject({
    _id: z.optional(z.string()),
    id: z.optional(z.string()),
    name: z.catch(z.string(), 'Unnamed plan'),
    price: money,
    billingInterval: z.catch(z.nullable(z.enum(BILLING_INTERVALS)), null),
    benefits: stringList,
    ranks: stringList,
    position: z.catch(z.number(), 0),
  }),
  z.transform((plan) => ({ ...plan, id: plan._id ?? plan.id ?? '' })),
);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** `GET /api/client/stripe/subscriptions` → `{ subscriptions }`; plans without an id are dropped. */
export const subscriptionPlansResponse = z.pipe(
  z.object({ subscriptions: lenientArray(subscriptionPlanSchema) }),
  z.transform(({ subscriptions }) => ({ subscriptions: subscriptions.filter((plan) => plan.id !== '') })),
);

/** One of the user's subscriptions, as stored (Stripe's `status`: "active" means `active` or `trialing`). */
export const userSubscriptionSchema = z.looseObject({
  _id: z.string(),
  planID: z.catch(z.string(), ''),
  status: z.catch(z.string(), 'unknown'),
  startDate: millis,
  endedAt: millis,
  billingInfo: z.catch(
    z.looseObject({
      lastInvoiceDate: millis,
      nextInvoiceDueDate: millis,
      cancelledAt: millis,
      paymentInterval: z.catch(z.string(), ''),
      amountPaid: money,
    }),
    {
      lastInvoiceDate: null,
      nextInvoiceDueDate: null,
      cancelledAt: null,
      paymentInterval: '',
      amountPaid: 0,
    },
  ),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

/** `GET /api/client/stripe/subscriptions/@me` → `{ subscriptions }`. */
export const userSubscriptionsResponse = z.object({ subscriptions: lenientArray(userSubscriptionSchema) });

/** `POST /api/client/stripe/subscriptions/create` → `{ checkoutURL }` (checked before use: lib/safe-url.ts). */
export const checkoutResponse = z.object({ checkoutURL: z.catch(z.nullish(z.string()), null) });

/** `GET /api/client/stripe/billing-portal-url` → `{ sessionURL }` (checked before use). */
export const billingPortalResponse = z.object({ sessionURL: z.catch(z.nullish(z.string()), null) });
