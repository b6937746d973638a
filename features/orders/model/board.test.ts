import { DEFAULT_PREFERENCES } from '@lib/preferences';
import { type Order, orderSchema, type QueueEntry, queueEntrySchema } from '@lib/schemas/order';
import { describe, expect, it } from 'vitest';
import {
  applyBoardChange,
  applyQueueJoin,
  applyQueueLeave,
  countByStatus,
  NOTICE_TEXT_LIMIT,
  orderNotice,
  queuePosition,
  sortOrders,
  visibleOrders,
} from './board';

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

describe('features/orders notifications of board news', () => {
  const chef = { viewerId: 'chef-1', inDeliveryQueue: false };
  const waiting = { viewerId: 'courier-1', inDeliveryQueue: true };

  it('names a new order and its customer, for everyone on the board but the customer', () => {
    const placed = order('Mg4hTq', {
      user: { id: 'ada-1', username: 'ada', displayName: 'Ada' },
      order: 'Two pancakes',
    });
    expect(orderNotice({ kind: 'added', order: placed }, chef)).toEqual({
      orderID: 'Mg4hTq',
      key: 'Mg4hTq:new',
      title: 'New order #Mg4hTq from Ada',
      body: 'Two pancakes',
      renotify: false,
    });
    expect(orderNotice({ kind: 'added', order: placed }, waiting)?.key).toBe('Mg4hTq:new');
    expect(
      orderNotice({ kind: 'added', order: placed }, { viewerId: 'ada-1', inDeliveryQueue: false }),
    ).toBeNull();
  });

  it('tells a courier in the queue, or the one it was handed to, that an order became ready', () => {
    const preparing = order('Rd1', { status: 2, user: { id: 'ada-1', username: 'ada' }, order: 'Soup' });
    const ready = { ...preparing, status: 3 };
    expect(orderNotice({ kind: 'updated', order: ready }, waiting, preparing)).toEqual({
      orderID: 'Rd1',
      key: 'Rd1:ready',
      title: 'Order #Rd1 is ready for delivery',
      body: 'For ada: Soup',
      renotify: true,
    });
    // The head of the queue leaves it as the order is handed over: the hand-over says it is theirs.
    const handed = { ...ready, deliveryAssignedTo: { userID: 'courier-1', expiry: 1 } };
    const left = { viewerId: 'courier-1', inDeliveryQueue: false };
    expect(orderNotice({ kind: 'updated', order: handed }, left, preparing)?.key).toBe('Rd1:ready');
    expect(orderNotice({ kind: 'updated', order: ready }, chef, preparing)).toBeNull();
  });

  it('says nothing of an order that was ready already, of other changes, or of a removal', () => {
    const ready = order('Rd1', { status: 3 });
    expect(orderNotice({ kind: 'updated', order: { ...ready, chefNote: 'Hot' } }, waiting, ready)).toBeNull();
    expect(orderNotice({ kind: 'updated', order: { ...ready, status: 2 } }, waiting, ready)).toBeNull();
    expect(orderNotice({ kind: 'removed', orderID: 'Rd1', reason: 'delivered' }, waiting, ready)).toBeNull();
    // Not on the board before (its earlier events were missed): ready is news.
    expect(orderNotice({ kind: 'updated', order: ready }, waiting, undefined)?.key).toBe('Rd1:ready');
  });

  it('gives the order text on one line, shortened with an ellipsis', () => {
    const long = order('Lg1', { order: `Line one\n\n${'x'.repeat(300)}` });
    const body = orderNotice({ kind: 'added', order: long }, chef)?.body ?? '';
    expect(body.startsWith('Line one xxx')).toBe(true);
    expect(body).toHaveLength(NOTICE_TEXT_LIMIT);
    expect(body.endsWith('…')).toBe(true);
  });
});
