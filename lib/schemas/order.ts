/**
 * Orders and the delivery queue (docs/api/entities.md#order, docs/api/entities.md#queue-entry,
 * docs/api/entities.md#enums). Liberal where the server is known to vary: unknown statuses are kept as
 * numbers, optional parts default to empty.
 */
import * as z from 'zod/mini';
import { MINUTE } from '../time';
import { lenientArray, millis, optionalString } from './common';
import { userSummarySchema } from './user';

export const OrderStatus = { Unclaimed: 0, Claimed: 1, Preparing: 2, PendingDelivery: 3 } as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_LABELS: Record<number, string> = {
  0: 'Unclaimed',
  1: 'Claimed',
  2: 'Preparing',
  3: 'Ready for delivery',
};

/** Claims expire 4 minutes after claiming (docs/product/orders.md#claiming). */
export const CLAIM_DURATION_MS = 4 * MINUTE;
/** Default preparation time (docs/product/orders.md#constants). */
export const DEFAULT_PREPARE_DURATION_MS = 180_000;
export const MAX_ORDER_IMAGES = 3;
export const MAX_CHEF_NOTE_LENGTH = 500;
export const MAX_DELIVERY_MESSAGE_LENGTH = 1650;

const orderCustomer = z.pipe(
  z.looseObject({
    id: z.optional(z.string()),
    _id: z.optional(z.string()),
    username: z.catch(z.string(), 'Unknown user'),
    displayName: optionalString,
    discriminator: optionalString,
    avatar: optionalString,
  }),
  z.transform((u) => ({ ...u, id: u.id ?? u._id ?? '' })),
);

export const orderSchema = z.looseObject({
  orderID: z.string().check(z.minLength(1)),
  user: z.catch(orderCustomer, {
    id: '',
    username: 'Unknown user',
    displayName: null,
    discriminator: null,
    avatar: null,
  }),
  orderUserMentions: lenientArray(orderCustomer),
  guild: z.catch(
    z.nullish(
      z.looseObject({ id: z.catch(z.string(), ''), name: z.catch(z.string(), ''), icon: optionalString }),
    ),
    null,
  ),
  order: z.catch(z.string(), ''),
  status: z.catch(z.number(), 0),
  priority: z.catch(z.boolean(), false),
  sentAt: z.catch(z.number(), 0),
  prepareExpiry: millis,
  prepareDuration: millis,
  images: z.catch(z.array(z.string()), []),
  chefNote: optionalString,
  claimedBy: z.catch(z.nullish(z.looseObject({ user: z.string(), expiry: z.number() })), null),
  deliveryAssignedTo: z.catch(z.nullish(z.looseObject({ userID: z.string(), expiry: z.number() })), null),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersResponse = z.object({ orders: lenientArray(orderSchema) });
export const orderResponse = z.object({ order: orderSchema });

/**
 * A delivery-queue entry. The core sends `{userID, joinedAt}` only (docs/api/entities.md#queue-entry), so
 * `user` is null and the client looks the member up by id. It is filled only when a payload embeds the
 * member: `userID` given as a user or a `user` field (the client's own optimistic join).
 */
export const queueEntrySchema = z.pipe(
  z.looseObject({
    userID: z.union([z.string(), userSummarySchema]),
    joinedAt: z.catch(z.coerce.number(), 0),
    user: z.optional(userSummarySchema),
  }),
  z.transform((entry) => ({
    userID: typeof entry.userID === 'string' ? entry.userID : entry.userID.id,
    joinedAt: entry.joinedAt,
    user: typeof entry.userID === 'string' ? (entry.user ?? null) : entry.userID,
  })),
);
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export const queueResponse = z.object({ queue: lenientArray(queueEntrySchema) });

/**
 * `POST /api/client/orders/images/search` → `{ images: [{ description, url }] }`
 * (docs/api/endpoints.md#picture-search).
 */
export const searchedImageSchema = z.looseObject({ description: optionalString, url: z.url() });
export type SearchedImage = z.infer<typeof searchedImageSchema>;
export const imageSearchResponse = z.object({ images: lenientArray(searchedImageSchema) });
