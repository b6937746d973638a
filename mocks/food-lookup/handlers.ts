/**
 * The food lookup (spec §7 "Orders", contract §1.8, §3.6): what chefs may prepare. Reading needs
 * VIEW_FOOD_LOOKUP, changes need MANAGE_FOOD_LOOKUP (route guards are not shown). Items are keyed by their
 * snowflake `id`.
 *
 * `?log` asks the server to post the change to the food-lookup Discord channel. The mock has no Discord: the flag
 * is accepted and has no effect.
 */
import { FOOD_LOOKUP_LIMIT } from '@lib/schemas/catalogue';
import { http } from 'msw';
import { now } from '../clock';
import { db } from '../db';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { internalSnowflake, objectId } from '../ids';
import { requirePermissions } from '../session/rules';
import type { FoodLookupDoc, UserDoc } from '../types';
import { toFoodLookupItem } from '../views';

const LOOKUP = `${CLIENT_API}/orders/food-lookup`;

type LookupFields = Pick<FoodLookupDoc, 'food' | 'description' | 'preparable' | 'chefDiscretion'>;

function lookupManager(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_FOOD_LOOKUP');
  return user;
}

/**
 * The editable fields present in `body`. Not shown (the core validates nothing): the mock wants a non-empty
 * `food` name, a string `description` and boolean flags, and answers 400 `invalid_body` otherwise.
 */
function readLookupFields(body: Record<string, unknown>): Partial<LookupFields> {
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
function findItem(id: string): FoodLookupDoc {
  const item = db.foodLookup.find((i) => i.id === id);
  if (!item) throw errors.lookupNotFound();
  return item;
}

export const foodLookupHandlers = [
  /**
   * → `{ lookup: [...] }`, at most 250 items, in the order they were added (the core's natural order). The
   * wrapper key is not shown: the mock uses `lookup` (the name of the PATCH response); the client also accepts
   * `items`.
   */
  http.get(LOOKUP, ({ request }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'VIEW_FOOD_LOOKUP');
    const items = db.foodLookup.all().sort((a, b) => a.addedAt - b.addedAt);
    return ok({ lookup: items.slice(0, FOOD_LOOKUP_LIMIT).map(toFoodLookupItem) });
  }),

  /**
   * `{food, description, preparable, chefDiscretion}` → `{ lookup: item }`. The core throws after inserting
   * (contract §7.13); the mock returns the new item.
   */
  http.post(LOOKUP, async ({ request }) => {
    const user = lookupManager(request);
    const fields = readLookupFields(await readBody(request));
    if (fields.food === undefined) throw errors.invalidBody('You must provide a food name');
    const addedAt = now();
    const item = db.foodLookup.upsert({
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
    return ok({ lookup: toFoodLookupItem(item) });
  }),

  /** Changed fields → `{ lookup: updatedItem }` (the core throws after updating, contract §7.13). */
  http.patch<{ id: string }>(`${LOOKUP}/:id`, async ({ request, params }) => {
    const user = lookupManager(request);
    const item = findItem(params.id);
    const fields = readLookupFields(await readBody(request));
    Object.assign(item, fields, { editedBy: user._id });
    return ok({ lookup: toFoodLookupItem(item) });
  }),

  http.delete<{ id: string }>(`${LOOKUP}/:id`, ({ request, params }) => {
    lookupManager(request);
    db.foodLookup.delete(findItem(params.id)._id);
    return success();
  }),
];
