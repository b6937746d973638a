import type { FoodLookupItem } from '@lib/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  EMPTY_FORM,
  filterFoodLookup,
  foodLookupRules,
  foodLookupSearchSchema,
  formValuesOf,
  normalise,
  SEARCH_MAX_LENGTH,
} from './model';

const item = (food: string, description = '', fields: Partial<FoodLookupItem> = {}): FoodLookupItem => ({
  id: food.toLowerCase().replace(/\W+/g, '-'),
  food,
  description,
  preparable: true,
  chefDiscretion: false,
  addedAt: null,
  ...fields,
});

const ITEMS = [
  item('Pizza Margherita', 'Tomato, mozzarella and basil.'),
  item('Crème brûlée', 'Custard with a burnt sugar top.'),
  item('Pepperoni pizza', 'A classic with spicy salami.'),
  item('Garlic bread', 'Goes well with any pizza.'),
  item('Raw chicken', 'Never served.', { preparable: false }),
];
const foods = (items: FoodLookupItem[]) => items.map((i) => i.food);

describe('foodLookupSearchSchema', () => {
  const parse = (search: Record<string, unknown>) => foodLookupSearchSchema.parse(search);

  it('keeps a non-blank q', () => {
    expect(parse({ q: 'pizza' })).toEqual({ q: 'pizza' });
    expect(parse({})).toEqual({});
  });

  it('leaves out a blank q, numbers, arrays, objects and null, without failing', () => {
    for (const q of ['   ', '', 42, ['pizza'], { q: 'pizza' }, null, true]) {
      expect(parse({ q }), JSON.stringify(q)).toStrictEqual({ q: undefined });
    }
  });

  it('clips a very long q', () => {
    expect(parse({ q: 'a'.repeat(500) }).q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('ignores other and hostile keys', () => {
    expect(parse({ other: 'x' })).toStrictEqual({});
    expect(parse(JSON.parse('{"__proto__": {"q": "polluted"}, "q": "__proto__"}'))).toStrictEqual({
      q: '__proto__',
    });
    expect(Object.prototype).not.toHaveProperty('q');
  });
});

describe('filterFoodLookup', () => {
  it('keeps every item alphabetically for a blank query', () => {
    expect(foods(filterFoodLookup(ITEMS, '  '))).toEqual([
      'Crème brûlée',
      'Garlic bread',
      'Pepperoni pizza',
      'Pizza Margherita',
      'Raw chicken',
    ]);
  });

  it('matches food and description, ignoring case and accents', () => {
    expect(foods(filterFoodLookup(ITEMS, 'CREME'))).toEqual(['Crème brûlée']);
    expect(foods(filterFoodLookup(ITEMS, 'salami'))).toEqual(['Pepperoni pizza']);
  });

  it('ranks names starting with the query, then names containing it, then descriptions', () => {
    expect(foods(filterFoodLookup(ITEMS, 'pizza'))).toEqual([
      'Pizza Margherita',
      'Pepperoni pizza',
      'Garlic bread',
    ]);
  });

  it('needs every word, each in the food or the description', () => {
    expect(foods(filterFoodLookup(ITEMS, 'pizza spicy'))).toEqual(['Pepperoni pizza']);
    expect(foods(filterFoodLookup(ITEMS, 'pizza sushi'))).toEqual([]);
  });

  it('does not reorder the input array', () => {
    const input = [...ITEMS];
    filterFoodLookup(input, '');
    expect(input).toEqual(ITEMS);
  });
});

describe('normalise', () => {
  it('drops accents and case', () => {
    expect(normalise('Crème BRÛLÉE')).toBe('creme brulee');
  });
});

describe('form rules', () => {
  it('requires food, at most 100 characters after trimming', () => {
    expect(foodLookupRules.food('   ')).toBe('Food is required');
    expect(foodLookupRules.food(` ${'a'.repeat(100)} `)).toBeNull();
    expect(foodLookupRules.food('a'.repeat(101))).toBe('Food must be 100 characters or fewer');
  });

  it('allows an empty description, at most 1000 characters', () => {
    expect(foodLookupRules.description('')).toBeNull();
    expect(foodLookupRules.description('a'.repeat(1000))).toBeNull();
    expect(foodLookupRules.description('a'.repeat(1001))).toBe(
      'Description must be 1000 characters or fewer',
    );
  });

  it('starts a new item preparable, with logging on', () => {
    expect(EMPTY_FORM).toMatchObject({ food: '', preparable: true, chefDiscretion: false, log: true });
  });
});

describe('changedFields', () => {
  const pizza = ITEMS[0] as FoodLookupItem;

  it('is empty when nothing changed (trimming and the log flag do not count)', () => {
    expect(changedFields(pizza, { ...formValuesOf(pizza), food: ` ${pizza.food} `, log: false })).toEqual({});
  });

  it('holds only the changed fields, trimmed', () => {
    expect(
      changedFields(pizza, {
        ...formValuesOf(pizza),
        description: '  Now with olives. ',
        chefDiscretion: true,
      }),
    ).toEqual({ description: 'Now with olives.', chefDiscretion: true });
  });
});
