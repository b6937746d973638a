// The store (docs/product/store-and-rewards.md#store, docs/api/endpoints.md#store).
import { PERKS } from '@lib/permissions';
import { purchaseResponse, storeItemsResponse } from '@lib/schemas/store';
import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { call, expectApiError, setupMockServer } from '../testing';
import type { UserDoc } from '../types';
import { STORE_ITEMS } from './items';
import { priceOf } from './rules';

setupMockServer();

const ITEMS = '/api/client/store/items';
const PURCHASE = `${ITEMS}/purchase`;
const userDoc = (id: string) => db.users.get(id) as UserDoc;
const customer = () => userDoc(PERSONAS.customer.userId);
const buy = (body: Record<string, unknown>, as = 'customer') => call(PURCHASE, { method: 'POST', as, body });

describe('GET /api/client/store/items', () => {
  it('answers the six items to anyone, expired special offers included', async () => {
    const response = await call(ITEMS);
    expect(response.status).toBe(200);
    const { items } = storeItemsResponse.parse(response.body);
    expect(items.map((i) => [i.id, i.name, i.prices.virtualMoney])).toEqual([
      [1, 'Cancel Orders', 20_000],
      [2, 'Priority Orders', 25_000],
      [3, 'Order Multiplier', 30_000],
      [4, 'Faster Orders', 30_000],
      [5, 'Daily Multiplier', 5_000],
      [6, 'Stickers & External Emojis', 150],
    ]);
    expect(items.every((i) => i.prices.realMoney === 0)).toBe(true);
    expect(items[0]?.specialOffer).toEqual({
      startDate: 1700769551897,
      endDate: 1701129599000,
      prices: { realMoney: 0, virtualMoney: 10_000 },
    });
    expect(items[5]?.specialOffer).toBeNull();
    expect(items[5]?.perks).toEqual([]);
  });

  it('prices an item at its offer only while the offer runs', () => {
    const item = STORE_ITEMS[0];
    if (!item) throw new Error('no item');
    expect(priceOf(item)).toBe(20_000);
    expect(priceOf(item, 1700769551897)).toBe(10_000);
    expect(priceOf(item, 1701129599001)).toBe(20_000);
  });
});

describe('POST /api/client/store/items/purchase', () => {
  it('needs a session', async () => {
    expectApiError(await call(PURCHASE, { method: 'POST', body: { id: 5 } }), 401, 'unauthorized');
  });

  it('adds the perk and takes the price: { purchased: true }', async () => {
    const before = customer().money;
    const response = await buy({ id: 5 });
    expect(purchaseResponse.parse(response.body)).toEqual({ purchased: true });
    expect(customer().money).toBe(before - 5_000);
    expect(customer().perks).toContain(PERKS.DAILY_MULTIPLIER);
    // Held now: buying again answers false and changes nothing.
    const again = await buy({ id: 5 });
    expect(again.body).toEqual({ purchased: false });
    expect(customer().money).toBe(before - 5_000);
  });

  it('answers false without taking money when a rank already gives the perk', async () => {
    db.users.update(PERSONAS.customer.userId, { money: 30_000 });
    const response = await buy({ id: 2 });
    expect(response.body).toEqual({ purchased: false });
    expect(customer().money).toBe(30_000);
    expect(customer().perks).not.toContain(PERKS.PRIORITY_ORDERS);
  });

  it('sells the role item again and again', async () => {
    const before = customer().money;
    expect((await buy({ id: 6 })).body).toEqual({ purchased: true });
    expect((await buy({ id: 6 })).body).toEqual({ purchased: true });
    expect(customer().money).toBe(before - 300);
  });

  it('refuses when the buyer cannot pay, and changes nothing', async () => {
    const before = customer().money;
    expectApiError(
      await buy({ id: 1 }),
      400,
      'insufficient_funds',
      'You do not have enough money to purchase this item',
    );
    expect(customer().money).toBe(before);
    expect(customer().perks).not.toContain(PERKS.CANCEL_ORDERS);
  });

  it('refuses an unknown item, also a number written as text', async () => {
    expectApiError(await buy({ id: 99 }), 404, 'item_not_found', 'Item not found');
    expectApiError(await buy({ id: '5' }), 404, 'item_not_found', 'Item not found');
  });

  it('gives a gift: the recipient gets the perk, the buyer pays', async () => {
    const before = customer().money;
    const response = await buy({ id: 5, giftUserID: USER_IDS.wes });
    expect(response.body).toEqual({ purchased: true });
    expect(userDoc(USER_IDS.wes).perks).toContain(PERKS.DAILY_MULTIPLIER);
    expect(customer().perks).not.toContain(PERKS.DAILY_MULTIPLIER);
    expect(customer().money).toBe(before - 5_000);
  });

  it('answers false for a gift the recipient already has', async () => {
    const before = customer().money;
    const admin = PERSONAS.admin.userId;
    expect((await buy({ id: 5, giftUserID: admin })).body).toEqual({ purchased: false });
    expect(customer().money).toBe(before);
  });

  it('refuses a gift to an id that is not a snowflake, or to nobody known', async () => {
    expectApiError(
      await buy({ id: 5, giftUserID: 'pancake' }),
      400,
      'invalid_user_id',
      'User ID is not a snowflake',
    );
    expectApiError(
      await buy({ id: 5, giftUserID: '123456789012345678' }),
      404,
      'user_not_found',
      'User not found',
    );
  });
});
