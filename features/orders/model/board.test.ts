import { DEFAULT_PREFERENCES } from '@lib/preferences';
import { type Order, orderSchema, type QueueEntry, queueEntrySchema } from '@lib/schemas/order';
import { describe, expect, it } from 'vitest';
import {
  applyBoardChange,
  applyQueueJoin,
  applyQueueLeave,
  countByStatus,
  queuePosition,
  sortOrders,
  visibleOrders,
} from './board';
import { ageLevel, formatAge, formatCountdown, shortcutAction, ticketActions } from './ticket';

const order = (orderID: string, fields: Partial<Record<string, unknown>> = {}): Order =>
  orderSchema.parse({
    orderID,
    user: { id: '100000000000000001', username: 'customer' },
    order: `Order ${orderID}`,
    status: 0,
    sentAt: 1000,
    ...fields,
  });

describe('features/orders board ordering and views', () => {
  it('puts priority orders first, then the oldest first', () => {
    const sorted = sortOrders([
      order('new', { sentAt: 3000 }),
      order('old', { sentAt: 1000 }),
      order('vip', { sentAt: 5000, priority: true }),
      order('vip0', { sentAt: 4000, priority: true }),
    ]);
    expect(sorted.map((o) => o.orderID)).toEqual(['vip0', 'vip', 'old', 'new']);
  });

  it('shows kitchen statuses, delivery statuses, or everything by the order-filter flags', () => {
    const orders = [0, 1, 2, 3].map((status) => order(`s${status}`, { status }));
    const ids = (list: Order[]) => list.map((o) => o.orderID);
    expect(ids(visibleOrders(orders, { kitchenQueue: true, deliveryQueue: false }))).toEqual([
      's0',
      's1',
      's2',
    ]);
    expect(ids(visibleOrders(orders, { kitchenQueue: false, deliveryQueue: true }))).toEqual(['s3']);
    expect(ids(visibleOrders(orders, DEFAULT_PREFERENCES.orderFilter))).toEqual(['s0', 's1', 's2', 's3']);
  });

  it('counts orders per status', () => {
    const counts = countByStatus([order('a'), order('b', { status: 2 }), order('c', { status: 2 })]);
    expect(counts).toEqual({ 0: 1, 1: 0, 2: 2, 3: 0, total: 3 });
  });
});

const entry = (userID: string, joinedAt: number): QueueEntry => ({ userID, joinedAt, user: null });

describe('features/orders gateway events', () => {
  const list = [order('AAA111'), order('BBB222', { status: 1 })];

  it('adds a sent order and replaces an updated one in place', () => {
    const added = applyBoardChange(list, { kind: 'added', order: order('CCC333') });
    expect(added.map((o) => o.orderID)).toEqual(['AAA111', 'BBB222', 'CCC333']);
    const next = applyBoardChange(list, { kind: 'updated', order: order('AAA111', { status: 2 }) });
    expect(next[0]?.status).toBe(2);
    expect(next[1]).toBe(list[1]);
  });

  it('removes cancelled, deleted and delivered orders, and ignores events about unknown orders', () => {
    for (const reason of ['cancelled', 'deleted', 'delivered'] as const) {
      const next = applyBoardChange(list, { kind: 'removed', orderID: 'AAA111', reason });
      expect(next.map((o) => o.orderID)).toEqual(['BBB222']);
    }
    expect(applyBoardChange(list, { kind: 'removed', orderID: 'ZZZ999', reason: 'delivered' })).toBe(list);
  });

  it('keeps the queue in join order; a leave carries a bare userID', () => {
    let queue = applyQueueJoin([], entry('2', 20));
    queue = applyQueueJoin(queue, entry('1', 10));
    expect(queue.map((e) => e.userID)).toEqual(['1', '2']);
    expect(queuePosition(queue, '2')).toBe(2);
    queue = applyQueueLeave(queue, '1');
    expect(queue.map((e) => e.userID)).toEqual(['2']);
    expect(queuePosition(queue, '1')).toBeNull();
    expect(applyQueueLeave(queue, '1')).toBe(queue);
  });

  it('moves a member who joins again to their new place, keeping the user already known', () => {
    const known = queueEntrySchema.parse({ userID: { id: '1', username: 'lou' }, joinedAt: 10 });
    const queue = applyQueueJoin(applyQueueJoin([], known), entry('2', 20));
    const moved = applyQueueJoin(queue, entry('1', 30));
    expect(moved.map((e) => e.userID)).toEqual(['2', '1']);
    expect(moved[1]?.user).toBe(known.user);
  });
});

describe('features/orders ticket actions (contract §3.6)', () => {
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
