import type { StoreItem } from '@lib/schemas/store';
import { describe, expect, it } from 'vitest';
import { balanceOf, giftIdError, isOwned, newPerks, perkLabel, priceOf, storeSearchSchema } from './model';

const item = (fields: Partial<StoreItem> = {}): StoreItem => ({
  id: 1,
  name: 'Cancel Orders',
  description: '',
  prices: { realMoney: 0, virtualMoney: 20_000 },
  specialOffer: { startDate: 1000, endDate: 2000, prices: { realMoney: 0, virtualMoney: 10_000 } },
  perks: ['CANCEL_ORDERS'],
  ...fields,
});

describe('storeSearchSchema', () => {
  it('reads success=true as written by the router or as text', () => {
    expect(storeSearchSchema.parse({ success: true })).toEqual({ success: true });
    expect(storeSearchSchema.parse({ success: 'true' })).toEqual({ success: true });
  });

  it('leaves it out when missing, and turns any other value into null (removed from the URL)', () => {
    expect(storeSearchSchema.parse({})).toEqual({});
    for (const bad of [false, 'false', 1, ['true'], '__proto__', { a: 1 }, 'x'.repeat(5000)]) {
      expect(storeSearchSchema.parse({ success: bad })).toEqual({ success: null });
    }
  });
});

describe('priceOf', () => {
  it('uses the special offer only while its dates include now', () => {
    expect(priceOf(item(), 999)).toEqual({ price: 20_000, regular: null, offerEndsAt: null });
    expect(priceOf(item(), 1500)).toEqual({ price: 10_000, regular: 20_000, offerEndsAt: 2000 });
    expect(priceOf(item(), 2001).price).toBe(20_000);
    expect(priceOf(item({ specialOffer: null }), 1500).price).toBe(20_000);
  });
});

describe('isOwned', () => {
  it('is true when every perk is held; the role item is never owned', () => {
    expect(isOwned(item(), ['CANCEL_ORDERS'])).toBe(true);
    expect(isOwned(item(), ['PRIORITY_ORDERS'])).toBe(false);
    expect(isOwned(item(), null)).toBe(false);
    expect(isOwned(item({ perks: [] }), ['CANCEL_ORDERS'])).toBe(false);
  });
});

describe('newPerks', () => {
  it('drops the perks the item name already says, keeps the others by name', () => {
    expect(newPerks({ name: 'Priority Orders', perks: ['PRIORITY_ORDERS'] })).toEqual([]);
    expect(newPerks({ name: 'Faster Orders', perks: ['PREPARE_ORDER_FASTER'] })).toEqual([
      'Faster preparation',
    ]);
    expect(newPerks({ name: 'Bundle', perks: ['CANCEL_ORDERS', 'SOMETHING_NEW'] })).toEqual([
      'Cancel orders',
      'SOMETHING_NEW',
    ]);
  });
});

describe('the rest', () => {
  it('names perks, reads the balance', () => {
    expect(perkLabel('PREPARE_ORDER_FASTER')).toBe('Faster preparation');
    expect(perkLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(perkLabel('toString')).toBe('toString');
    expect(balanceOf({ money: 40 })).toBe(40);
    expect(balanceOf({ money: '40' })).toBeNull();
    expect(balanceOf(null)).toBeNull();
  });

  it('checks a gift id without asking the server', () => {
    expect(giftIdError(' 228168039710444964 ')).toBeNull();
    expect(giftIdError('')).toBe('Enter the user ID of the person to give it to');
    expect(giftIdError('pancake.pilot')).toMatch(/^A user ID is a number of 17 to 19 digits/);
    expect(giftIdError('1234')).not.toBeNull();
  });
});
