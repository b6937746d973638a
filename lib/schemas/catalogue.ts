/**
 * Food lookup items and premade delivery messages (docs/api/entities.md#food-lookup-item,
 * docs/api/entities.md#delivery-message).
 */
import * as z from 'zod/mini';
import { lenientArray, millis, optionalString } from './common';
import { userSummarySchema } from './user';

/** Food lookup item: `id` (a snowflake) is the key of edit and delete; `_id` is a Mongo id. */
export const foodLookupItemSchema = z.looseObject({
  id: z.string(),
  _id: z.optional(z.string()),
  food: z.catch(z.string(), ''),
  description: z.catch(z.string(), ''),
  preparable: z.catch(z.boolean(), false),
  chefDiscretion: z.catch(z.boolean(), false),
  addedAt: millis,
});
export type FoodLookupItem = z.infer<typeof foodLookupItemSchema>;
export const FOOD_LOOKUP_LIMIT = 250;

export const deliveryMessageSchema = z.pipe(
  z.looseObject({
    _id: z.optional(z.string()),
    id: z.optional(z.string()),
    title: z.catch(z.string(), 'Untitled'),
    message: z.catch(z.string(), ''),
    slug: z.string(),
    createdBy: optionalString,
    createdAt: millis,
    lastUpdatedAt: millis,
    createdByUser: z.catch(z.nullish(userSummarySchema), null),
  }),
  z.transform((m) => ({ ...m, id: m.id ?? m._id ?? m.slug })),
);
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;
export const deliveryMessagesResponse = z.object({ deliveryMessages: lenientArray(deliveryMessageSchema) });
