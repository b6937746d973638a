/** The food lookup list and its actions, which update the cached list in place (no refetch). */
import { cached, useAction } from '@lib/action';
import { useEndpoint } from '@lib/endpoint';
import type { FoodLookupItem } from '@lib/schemas/catalogue';
import {
  addFoodLookupEndpoint,
  deleteFoodLookupEndpoint,
  editFoodLookupEndpoint,
  foodLookupListEndpoint,
} from './api';
import { changedFields, type FoodLookupFormValues, toFields } from './model';

export function useFoodLookupList() {
  return useEndpoint(foodLookupListEndpoint, undefined);
}

/** The cached list with `update` applied to its items. */
const updateList = (update: (items: FoodLookupItem[]) => FoodLookupItem[]) =>
  cached.update(foodLookupListEndpoint, undefined, (data) => ({ ...data, lookup: update(data.lookup) }));

/**
 * Adds an item (`run(null, values)`) or edits one (`run(item, values)`, sending only the changed fields), then
 * `onSaved`. The saved item joins the list in place: a new one at the top (a refetch when the server did not send it
 * back), an edited one as the server's item with the changes on top, since the real core may answer with the item as
 * it was before the update (docs/product/food-lookup.md#differences). A failure stays in `error` for the form.
 */
export function useSaveFoodLookup(onSaved: () => void) {
  return useAction(
    async (item: FoodLookupItem | null, values: FoodLookupFormValues): Promise<FoodLookupItem | null> => {
      if (!item) {
        const { lookup } = await addFoodLookupEndpoint.call({ ...toFields(values), log: values.log });
        return lookup ?? null;
      }
      const changes = changedFields(item, values);
      const { lookup } = await editFoodLookupEndpoint.call({ id: item.id, changes, log: values.log });
      return { ...item, ...lookup, ...changes };
    },
    {
      cache: (saved, item) =>
        !saved
          ? cached.refetch(foodLookupListEndpoint, undefined)
          : item
            ? updateList((items) => items.map((i) => (i.id === item.id ? saved : i)))
            : updateList((items) => [saved, ...items.filter((i) => i.id !== saved.id)]),
      onSuccess: onSaved,
      success: (_, item, values) =>
        item ? `Saved ${values.food.trim()}` : `Added ${values.food.trim()} to the food lookup`,
    },
  );
}

/** Deletes an item (`run(item, log)`): it leaves the cached list, then `onDeleted`. */
export function useDeleteFoodLookup(onDeleted: () => void) {
  return useAction(
    (item: FoodLookupItem, log: boolean) => deleteFoodLookupEndpoint.call({ id: item.id, log }),
    {
      cache: (_, item) => updateList((items) => items.filter((i) => i.id !== item.id)),
      onSuccess: onDeleted,
      success: (_, item) => `Deleted ${item.food} from the food lookup`,
    },
  );
}
