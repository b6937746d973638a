/**
 * Food lookup rules (docs/api/entities.md#food-lookup-item, docs/api/endpoints.md#food-lookup): the list, adding, editing and deleting items, with the mock's
 * validation of the fields. Items are keyed by their snowflake `id`.
 */
import { FOOD_LOOKUP_LIMIT } from '@lib/schemas/catalogue';
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import { internalSnowflake, objectId } from '../ids';
import type { FoodLookupDoc, UserDoc } from '../types';

export type LookupFields = Pick<FoodLookupDoc, 'food' | 'description' | 'preparable' | 'chefDiscretion'>;

/**
 * The editable fields present in `body`. Not shown (the core validates nothing): the mock wants a non-empty
 * `food` name, a string `description` and boolean flags, and answers 400 `invalid_body` otherwise.
 */
export function readLookupFields(body: Record<string, unknown>): Partial<LookupFields> {
  const fields: Partial<LookupFields> = {};
  if ('food' in body) {
    if (typeof body.food !== 'string' || body.food.trim() === '') {
      throw errors.invalidBody('You must provide a food name');
    }
    fields.food = body.food.trim();
  }
  if ('description' in body) {
    if (typeof body.description !== 'string') throw errors.invalidBody('The description must be text');
    fields.description = body.description.trim();
  }
  for (const flag of ['preparable', 'chefDiscretion'] as const) {
    if (!(flag in body)) continue;
    const value = body[flag];
    if (typeof value !== 'boolean') throw errors.invalidBody(`${flag} must be true or false`);
    fields[flag] = value;
  }
  return fields;
}

/** The item with this `id`, or 404 `lookup_not_found`. */
export function findItem(id: string): FoodLookupDoc {
  const item = db.foodLookup.find((i) => i.id === id);
  if (!item) throw errors.lookupNotFound();
  return item;
}

/** At most 250 items, in the order they were added (the core's natural order). */
export function listFoodLookup(): FoodLookupDoc[] {
  return db.foodLookup
    .all()
    .sort((a, b) => a.addedAt - b.addedAt)
    .slice(0, FOOD_LOOKUP_LIMIT);
}

/**
 * Adds an item from `{food, description, preparable, chefDiscretion}`. The core throws after inserting
 * (docs/product/food-lookup.md#differences); the mock returns the new item.
 */
export function addItem(user: UserDoc, body: Record<string, unknown>): FoodLookupDoc {
  const fields = readLookupFields(body);
  if (fields.food === undefined) throw errors.invalidBody('You must provide a food name');
  const addedAt = now();
  return db.foodLookup.upsert({
    _id: objectId(addedAt),
    id: internalSnowflake(addedAt),
    description: '',
    preparable: false,
    chefDiscretion: false,
    ...fields,
    food: fields.food,
    addedBy: user._id,
    addedAt,
  });
}

/** Applies the changed fields of `body` (the core throws after updating, docs/product/food-lookup.md#differences). */
export function editItem(item: FoodLookupDoc, user: UserDoc, body: Record<string, unknown>): FoodLookupDoc {
  return Object.assign(item, readLookupFields(body), { editedBy: user._id });
}

export function deleteItem(item: FoodLookupDoc): void {
  db.foodLookup.delete(item._id);
}
