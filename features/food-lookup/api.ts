/**
 * Food lookup endpoints (docs/api/endpoints.md#food-lookup, docs/api/entities.md#food-lookup-item), one declaration
 * each. `?log` is the bare flag form ("log this change to the Discord server"): `log: true` writes `?log`,
 * `undefined` leaves it out.
 */
import { defineEndpoint } from '@lib/endpoint';
import { type FoodLookupItem, foodLookupItemSchema } from '@lib/schemas/catalogue';
import { anyBody, lenientArray } from '@lib/schemas/common';
import * as z from 'zod/mini';

/** The fields a user edits; `id` and `addedAt` belong to the server. */
export type FoodLookupFields = Pick<FoodLookupItem, 'food' | 'description' | 'preparable' | 'chefDiscretion'>;

/** Every mutation may ask the server to log it. */
interface LogOption {
  log: boolean;
}

const logQuery = ({ log }: LogOption) => ({ log: log || undefined });

/** `{ lookup: [...] }`; `{ items: [...] }` is accepted too. Bad items are dropped, not fatal. */
const listResponse = z.pipe(
  z.looseObject({
    lookup: z.optional(lenientArray(foodLookupItemSchema)),
    items: z.optional(lenientArray(foodLookupItemSchema)),
  }),
  z.transform(({ lookup, items }) => ({ lookup: lookup ?? items ?? [] })),
);

/**
 * `{ lookup: item }`. Optional because the real core throws after writing (docs/product/food-lookup.md#differences):
 * a success without the item still means the write happened, and the caller falls back to what it sent or a refetch.
 */
const itemResponse = z.looseObject({ lookup: z.catch(z.optional(foodLookupItemSchema), undefined) });

export const foodLookupListEndpoint = defineEndpoint({
  name: 'foodLookup.list',
  method: 'GET',
  path: () => '/api/client/orders/food-lookup',
  response: listResponse,
});

export const addFoodLookupEndpoint = defineEndpoint({
  name: 'foodLookup.add',
  method: 'POST',
  path: (_: FoodLookupFields & LogOption) => '/api/client/orders/food-lookup',
  query: logQuery,
  body: ({ food, description, preparable, chefDiscretion }) => ({
    food,
    description,
    preparable,
    chefDiscretion,
  }),
  response: itemResponse,
});

export const editFoodLookupEndpoint = defineEndpoint({
  name: 'foodLookup.edit',
  method: 'PATCH',
  path: ({ id }: { id: string; changes: Partial<FoodLookupFields> } & LogOption) =>
    `/api/client/orders/food-lookup/${encodeURIComponent(id)}`,
  query: logQuery,
  body: ({ changes }) => changes,
  response: itemResponse,
});

export const deleteFoodLookupEndpoint = defineEndpoint({
  name: 'foodLookup.delete',
  method: 'DELETE',
  path: ({ id }: { id: string } & LogOption) => `/api/client/orders/food-lookup/${encodeURIComponent(id)}`,
  query: logQuery,
  response: anyBody,
});
