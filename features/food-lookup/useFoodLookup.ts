/** The food lookup list and its mutations, which update the cached list in place (no refetch). */
import { useEndpoint } from '@lib/endpoint';
import type { FoodLookupItem } from '@lib/schemas/catalogue';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
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

type ListData = { lookup: FoodLookupItem[] };

export function useFoodLookupMutations() {
  const { mutate } = useSWRConfig();

  const updateList = useCallback(
    (update: (items: FoodLookupItem[]) => FoodLookupItem[]) =>
      mutate<ListData>(
        foodLookupListEndpoint.key(),
        (data) => (data ? { ...data, lookup: update(data.lookup) } : data),
        { revalidate: false },
      ),
    [mutate],
  );

  /** Adds an item; the new item joins the list (a refetch when the server did not send it back). */
  const add = useCallback(
    async (values: FoodLookupFormValues): Promise<void> => {
      const { lookup } = await addFoodLookupEndpoint.call({ ...toFields(values), log: values.log });
      if (lookup) await updateList((items) => [lookup, ...items.filter((i) => i.id !== lookup.id)]);
      else await mutate(foodLookupListEndpoint.key());
    },
    [mutate, updateList],
  );

  /**
   * Sends only the changed fields. The list shows the server's item with the changes on top: the real core
   * may answer with the item as it was before the update (contract §3.6).
   */
  const edit = useCallback(
    async (item: FoodLookupItem, values: FoodLookupFormValues): Promise<void> => {
      const changes = changedFields(item, values);
      const { lookup } = await editFoodLookupEndpoint.call({ id: item.id, changes, log: values.log });
      const next: FoodLookupItem = { ...item, ...lookup, ...changes };
      await updateList((items) => items.map((i) => (i.id === item.id ? next : i)));
    },
    [updateList],
  );

  const remove = useCallback(
    async (item: FoodLookupItem, log: boolean): Promise<void> => {
      await deleteFoodLookupEndpoint.call({ id: item.id, log });
      await updateList((items) => items.filter((i) => i.id !== item.id));
    },
    [updateList],
  );

  return useMemo(() => ({ add, edit, remove }), [add, edit, remove]);
}
