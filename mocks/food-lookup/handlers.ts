/**
 * The food lookup (docs/api/endpoints.md#food-lookup, docs/api/entities.md#food-lookup-item): what chefs may prepare. Reading needs
 * VIEW_FOOD_LOOKUP, changes need MANAGE_FOOD_LOOKUP (route guards are not shown). Items are keyed by their
 * snowflake `id`. The rules are in `rules.ts`.
 *
 * `?log` asks the server to post the change to the food-lookup Discord channel. The mock has no Discord: the flag
 * is accepted and has no effect.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { requirePermissions } from '../session/rules';
import type { UserDoc } from '../types';
import { toFoodLookupItem } from '../views';
import { addItem, deleteItem, editItem, findItem, listFoodLookup } from './rules';

const LOOKUP = `${CLIENT_API}/orders/food-lookup`;

function lookupManager(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_FOOD_LOOKUP');
  return user;
}

export const foodLookupHandlers = [
  /**
   * → `{ lookup: [...] }` (see `listFoodLookup`). The wrapper key is not shown: the mock uses `lookup` (the name of
   * the PATCH response); the client also accepts `items`.
   */
  http.get(LOOKUP, ({ request }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'VIEW_FOOD_LOOKUP');
    return ok({ lookup: listFoodLookup().map(toFoodLookupItem) });
  }),

  /** `{food, description, preparable, chefDiscretion}` → `{ lookup: item }` (see `addItem`). */
  http.post(LOOKUP, async ({ request }) => {
    const user = lookupManager(request);
    return ok({ lookup: toFoodLookupItem(addItem(user, await readBody(request))) });
  }),

  /** Changed fields → `{ lookup: updatedItem }` (see `editItem`). */
  http.patch<{ id: string }>(`${LOOKUP}/:id`, async ({ request, params }) => {
    const user = lookupManager(request);
    const item = findItem(params.id);
    return ok({ lookup: toFoodLookupItem(editItem(item, user, await readBody(request))) });
  }),

  http.delete<{ id: string }>(`${LOOKUP}/:id`, ({ request, params }) => {
    lookupManager(request);
    deleteItem(findItem(params.id));
    return success();
  }),
];
