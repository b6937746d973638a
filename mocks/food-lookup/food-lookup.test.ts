// The food lookup (docs/api/entities.md#food-lookup-item, docs/api/endpoints.md#food-lookup).
import { FOOD_LOOKUP_LIMIT, foodLookupItemSchema } from '@lib/schemas/catalogue';
import { SNOWFLAKE_PATTERN } from '@lib/snowflake';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { type CallResult, call, expectApiError, setupMockServer } from '../testing';
import type { FoodLookupDoc } from '../types';

setupMockServer();

const BASE = '/api/client/orders/food-lookup';
const listSchema = z.object({ lookup: z.array(foodLookupItemSchema) });
const itemOf = (response: CallResult) =>
  z.object({ lookup: foodLookupItemSchema }).parse(response.body).lookup;

describe('GET /api/client/orders/food-lookup', () => {
  it('answers { lookup } with ~40 items, ids as snowflakes, no addedBy', async () => {
    const response = await call(BASE, { as: 'chef' });
    expect(response.status).toBe(200);
    const { lookup } = listSchema.parse(response.body);
    expect(lookup.length).toBeGreaterThanOrEqual(40);
    expect(new Set(lookup.map((i) => i.id)).size).toBe(lookup.length);
    for (const item of lookup) {
      expect(item.id).toMatch(SNOWFLAKE_PATTERN);
      expect(item._id).toMatch(/^[0-9a-f]{24}$/);
      expect(item).not.toHaveProperty('addedBy');
    }
    expect(lookup.some((i) => !i.preparable)).toBe(true);
    expect(lookup.some((i) => i.chefDiscretion)).toBe(true);
  });

  it('caps the list at 250', async () => {
    const template = db.foodLookup.all()[0] as FoodLookupDoc;
    for (let i = 0; i < 260; i++) {
      db.foodLookup.upsert({ ...structuredClone(template), _id: `x${i}`, id: `9${i}`.padEnd(19, '0') });
    }
    const { lookup } = listSchema.parse((await call(BASE, { as: 'chef' })).body);
    expect(lookup).toHaveLength(FOOD_LOOKUP_LIMIT);
  });

  it('needs VIEW_FOOD_LOOKUP', async () => {
    expectApiError(await call(BASE, { as: 'customer' }), 403, 'missing_permissions');
  });
});

describe('changes (MANAGE_FOOD_LOOKUP)', () => {
  it('POST ?log adds an item and answers { lookup: item }', async () => {
    const response = await call(`${BASE}?log`, {
      method: 'POST',
      as: 'admin',
      body: { food: ' Churros ', description: 'With chocolate sauce.', preparable: true },
    });
    const item = itemOf(response);
    expect(item).toMatchObject({
      food: 'Churros',
      description: 'With chocolate sauce.',
      preparable: true,
      chefDiscretion: false,
    });
    expect(item.id).toMatch(SNOWFLAKE_PATTERN);
    expect(db.foodLookup.find((i) => i.id === item.id)?.addedBy).toBe(PERSONAS.admin.userId);
  });

  it('PATCH ?log changes fields and answers { lookup: updatedItem }; unknown ids are 404', async () => {
    const [first] = db.foodLookup.all();
    const item = itemOf(
      await call(`${BASE}/${first?.id}?log`, {
        method: 'PATCH',
        as: 'admin',
        body: { preparable: false, chefDiscretion: true },
      }),
    );
    expect(item).toMatchObject({ id: first?.id, food: first?.food, preparable: false, chefDiscretion: true });
    expectApiError(
      await call(`${BASE}/1234567890123456789?log`, { method: 'PATCH', as: 'admin', body: { food: 'x' } }),
      404,
      'lookup_not_found',
      'Lookup does not exist',
    );
  });

  it('DELETE ?log removes and answers { success: true }; unknown ids are 404', async () => {
    const [first] = db.foodLookup.all();
    expect((await call(`${BASE}/${first?.id}?log`, { method: 'DELETE', as: 'admin' })).body).toEqual({
      success: true,
    });
    expectApiError(
      await call(`${BASE}/${first?.id}?log`, { method: 'DELETE', as: 'admin' }),
      404,
      'lookup_not_found',
    );
  });

  it('validates the fields and needs MANAGE_FOOD_LOOKUP', async () => {
    expectApiError(
      await call(BASE, { method: 'POST', as: 'admin', body: { description: 'x' } }),
      400,
      'invalid_body',
    );
    expectApiError(
      await call(BASE, { method: 'POST', as: 'admin', body: { food: 'x', preparable: 'yes' } }),
      400,
      'invalid_body',
    );
    expectApiError(
      await call(BASE, { method: 'POST', as: 'chef', body: { food: 'x' } }),
      403,
      'missing_permissions',
    );
  });
});
