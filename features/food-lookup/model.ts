/**
 * Pure helpers of the food lookup page: the URL search, client-side filtering, form rules and the PATCH diff.
 * No React, no network: unit-tested in Node (model.test.ts).
 */
import type { FoodLookupItem } from '@lib/schemas/catalogue';
import type { FoodLookupFields } from './api';

export {
  type FoodLookupSearch,
  foodLookupSearchSchema,
  SEARCH_MAX_LENGTH,
} from './search';

/** Lower case without accents, so `creme` finds `Crème brûlée`. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const byFood = (a: FoodLookupItem, b: FoodLookupItem) =>
  a.food.localeCompare(b.food, undefined, { sensitivity: 'base', numeric: true });

/**
 * The items matching a search, best first. Every word of the query must appear in the food or the description
 * (case and accents ignored). Items whose name starts with the query come first, then names containing every
 * word, then description-only matches; alphabetical within each group. A blank query keeps every item,
 * alphabetically.
 */
export function filterFoodLookup(items: readonly FoodLookupItem[], query: string): FoodLookupItem[] {
  const needle = normalise(query.trim());
  const words = needle.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items].sort(byFood);

  const ranked: { item: FoodLookupItem; rank: number }[] = [];
  for (const item of items) {
    const food = normalise(item.food);
    const description = normalise(item.description);
    if (!words.every((word) => food.includes(word) || description.includes(word))) continue;
    const rank = food.startsWith(needle) ? 0 : words.every((word) => food.includes(word)) ? 1 : 2;
    ranked.push({ item, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank || byFood(a.item, b.item)).map(({ item }) => item);
}

export const FOOD_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;

/** What the add/edit form holds: the item's fields plus "log this change to the Discord server". */
export interface FoodLookupFormValues extends FoodLookupFields {
  log: boolean;
}

export const EMPTY_FORM: FoodLookupFormValues = {
  food: '',
  description: '',
  preparable: true,
  chefDiscretion: false,
  log: true,
};

/** The form's rules: food required and ≤ 100 characters, description ≤ 1000 (after trimming). */
export const foodLookupRules = {
  food: (value: string) => {
    const food = value.trim();
    if (!food) return 'Food is required';
    if (food.length > FOOD_MAX_LENGTH) return `Food must be ${FOOD_MAX_LENGTH} characters or fewer`;
    return null;
  },
  description: (value: string) =>
    value.trim().length > DESCRIPTION_MAX_LENGTH
      ? `Description must be ${DESCRIPTION_MAX_LENGTH} characters or fewer`
      : null,
};

/** The fields as sent: text trimmed. */
export function toFields(values: FoodLookupFormValues): FoodLookupFields {
  return {
    food: values.food.trim(),
    description: values.description.trim(),
    preparable: values.preparable,
    chefDiscretion: values.chefDiscretion,
  };
}

/** The PATCH body: only the fields that differ from the item (empty when nothing changed). */
export function changedFields(item: FoodLookupItem, values: FoodLookupFormValues): Partial<FoodLookupFields> {
  const next = toFields(values);
  const changes: Partial<FoodLookupFields> = {};
  if (next.food !== item.food) changes.food = next.food;
  if (next.description !== item.description) changes.description = next.description;
  if (next.preparable !== item.preparable) changes.preparable = next.preparable;
  if (next.chefDiscretion !== item.chefDiscretion) changes.chefDiscretion = next.chefDiscretion;
  return changes;
}

/** The form values for editing an item (logging on by default). */
export function formValuesOf(item: FoodLookupItem): FoodLookupFormValues {
  return {
    food: item.food,
    description: item.description,
    preparable: item.preparable,
    chefDiscretion: item.chefDiscretion,
    log: true,
  };
}
