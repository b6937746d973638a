import { type Order, orderSchema } from '@lib/schemas/order';
import { describe, expect, it } from 'vitest';
import {
  ageLevel,
  blockedReason,
  CLAIM_HELD_REASON,
  formatAge,
  formatCountdown,
  heldClaim,
  shortcutAction,
  ticketActions,
} from './ticket';

const order = (orderID: string, fields: Partial<Record<string, unknown>> = {}): Order =>
  orderSchema.parse({
    orderID,
    user: { id: '100000000000000001', username: 'customer' },
    order: `Order ${orderID}`,
    status: 0,
    sentAt: 1000,
    ...fields,
  });

describe('features/orders ticket actions (docs/product/orders.md#ticket-actions)', () => {
  const chef = { id: '200000000000000002', permissions: 2, perks: [] };
  const now = 1_000_000;

  it('offers claim and delete on unclaimed orders, nothing on your own order', () => {
    expect(ticketActions(order('A'), chef, now)).toEqual(['claim', 'delete']);
    expect(ticketActions(order('A', { user: { id: chef.id, username: 'me' } }), chef, now)).toEqual([]);
    const superAdmin = { ...chef, permissions: 2 | (1 << 23) };
    expect(ticketActions(order('A', { user: { id: chef.id, username: 'me' } }), superAdmin, now)).toEqual([
      'claim',
      'delete',
    ]);
  });

  it('lets the claiming chef prepare or unclaim; others may only delete', () => {
    const claimed = order('A', { status: 1, claimedBy: { user: chef.id, expiry: now + 60_000 } });
    expect(ticketActions(claimed, chef, now)).toEqual(['prepare', 'unclaim', 'delete']);
    expect(ticketActions(claimed, { ...chef, id: '300000000000000003' }, now)).toEqual(['delete']);
  });

  it('maps shortcut keys to the actions the ticket offers now, ignoring modified keys', () => {
    const plain = { altKey: false, ctrlKey: false, metaKey: false };
    expect(shortcutAction({ ...plain, key: 'c' }, order('A'), chef, now)).toBe('claim');
    expect(shortcutAction({ ...plain, key: 'C' }, order('A'), chef, now)).toBe('claim');
    expect(shortcutAction({ ...plain, key: 'Delete' }, order('A'), chef, now)).toBe('delete');
    // Not offered: an unclaimed order cannot be prepared or delivered.
    expect(shortcutAction({ ...plain, key: 'p' }, order('A'), chef, now)).toBeNull();
    expect(shortcutAction({ ...plain, key: 'd' }, order('A'), chef, now)).toBeNull();
    // Browser shortcuts stay the browser's.
    expect(shortcutAction({ ...plain, ctrlKey: true, key: 'c' }, order('A'), chef, now)).toBeNull();
    expect(shortcutAction({ ...plain, metaKey: true, key: 'c' }, order('A'), chef, now)).toBeNull();
    expect(shortcutAction({ ...plain, key: 'x' }, order('A'), chef, now)).toBeNull();
  });

  it('blocks Claim, with the reason, while the chef holds another claim (one claim per chef)', () => {
    const mine = order('A', { status: 1, claimedBy: { user: chef.id, expiry: now + 60_000 } });
    const theirs = order('B', { status: 1, claimedBy: { user: '300000000000000003', expiry: now + 60_000 } });
    expect(heldClaim([order('C'), theirs], chef.id)).toBeNull();
    expect(heldClaim([order('C'), mine, theirs], chef.id)).toBe('A');
    const holding = { ...chef, heldClaim: 'A' };
    expect(blockedReason('claim', order('C'), holding)).toBe(CLAIM_HELD_REASON);
    expect(blockedReason('delete', order('C'), holding)).toBeNull();
    expect(blockedReason('claim', order('C'), chef)).toBeNull();
    // Still offered (shown disabled), but its shortcut does nothing.
    expect(ticketActions(order('C'), holding, now)).toEqual(['claim', 'delete']);
    const plain = { altKey: false, ctrlKey: false, metaKey: false };
    expect(shortcutAction({ ...plain, key: 'c' }, order('C'), holding, now)).toBeNull();
    expect(shortcutAction({ ...plain, key: 'c' }, order('C'), chef, now)).toBe('claim');
  });

  it('offers delivery of ready orders unless assigned to someone else', () => {
    const ready = order('A', { status: 3 });
    expect(ticketActions(ready, chef, now)).toEqual(['deliver']);
    const assigned = order('A', { status: 3, deliveryAssignedTo: { userID: '9', expiry: now + 1000 } });
    expect(ticketActions(assigned, chef, now)).toEqual([]);
    const expired = order('A', { status: 3, deliveryAssignedTo: { userID: '9', expiry: now - 1 } });
    expect(ticketActions(expired, chef, now)).toEqual(['deliver']);
    expect(ticketActions(order('A', { status: 2 }), chef, now)).toEqual([]);
  });

  it('formats ages, countdowns and ageing levels', () => {
    expect(formatAge(30_000)).toBe('just now');
    expect(formatAge(4 * 60_000 + 59_000)).toBe('4 min');
    expect(formatAge(65 * 60_000)).toBe('1 h 05 min');
    expect(formatCountdown(185_000)).toBe('3:05');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(ageLevel(4 * 60_000)).toBe('fresh');
    expect(ageLevel(5 * 60_000)).toBe('waiting');
    expect(ageLevel(10 * 60_000)).toBe('late');
    expect(ageLevel(20 * 60_000)).toBe('overdue');
  });
});
