/**
 * The board's pure logic: ordering, views, counts, and applying gateway events to the cached lists in place
 * (issue 3 "Realtime": no refetch). Payloads are validated; a malformed one leaves the list unchanged.
 */
import type { OrderFilter } from '@lib/preferences';
import { type Order, OrderStatus, orderSchema, type QueueEntry, queueEntrySchema } from '@lib/schemas/order';
import * as z from 'zod/mini';

/** Priority orders first, then oldest first (the server does not sort by priority: contract §1.6). */
export function sortOrders(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Number(b.priority) - Number(a.priority) || a.sentAt - b.sentAt);
}

export const KITCHEN_STATUSES: readonly number[] = [
  OrderStatus.Unclaimed,
  OrderStatus.Claimed,
  OrderStatus.Preparing,
];
export const DELIVERY_STATUSES: readonly number[] = [OrderStatus.PendingDelivery];

/** Orders the local order-filter preference shows: kitchen and/or delivery (both off shows everything). */
export function visibleOrders(orders: readonly Order[], filter: OrderFilter): Order[] {
  if (filter.kitchenQueue === filter.deliveryQueue) return [...orders];
  const statuses = filter.kitchenQueue ? KITCHEN_STATUSES : DELIVERY_STATUSES;
  return orders.filter((order) => statuses.includes(order.status));
}

export type StatusCounts = Record<0 | 1 | 2 | 3, number> & { total: number };

export function countByStatus(orders: readonly Order[]): StatusCounts {
  const counts: StatusCounts = { 0: 0, 1: 0, 2: 0, 3: 0, total: orders.length };
  for (const order of orders) {
    if (order.status in counts) counts[order.status as 0 | 1 | 2 | 3] += 1;
  }
  return counts;
}

const orderPayload = z.looseObject({ order: orderSchema });

/** What a gateway event does to the board. */
export type BoardChange =
  | { kind: 'added'; order: Order }
  | { kind: 'updated'; order: Order }
  | { kind: 'removed'; orderID: string; reason: 'cancelled' | 'deleted' | 'delivered' };

/** Reads a board event's payload (`orderSent`/`orderUpdated`: the order; others: `{ order, … }`). */
export function boardChange(event: string, payload: unknown): BoardChange | null {
  switch (event) {
    case 'orderSent':
    case 'orderUpdated': {
      const parsed = orderSchema.safeParse(payload);
      if (!parsed.success) return null;
      return { kind: event === 'orderSent' ? 'added' : 'updated', order: parsed.data };
    }
    case 'cancelOrder':
    case 'orderDeleted':
    case 'deliverOrder': {
      const parsed = orderPayload.safeParse(payload);
      if (!parsed.success) return null;
      const reason =
        event === 'cancelOrder' ? 'cancelled' : event === 'orderDeleted' ? 'deleted' : 'delivered';
      return { kind: 'removed', orderID: parsed.data.order.orderID, reason };
    }
    default:
      return null;
  }
}

/** Applies a change to a list; returns the same array when nothing changes. */
export function applyBoardChange(orders: readonly Order[], change: BoardChange): readonly Order[] {
  if (change.kind === 'removed') {
    const next = orders.filter((order) => order.orderID !== change.orderID);
    return next.length === orders.length ? orders : next;
  }
  const index = orders.findIndex((order) => order.orderID === change.order.orderID);
  if (index === -1) return [...orders, change.order];
  const next = [...orders];
  next[index] = change.order;
  return next;
}

const joinPayload = z.looseObject({ userID: z.string(), joinedAt: z.catch(z.coerce.number(), 0) });

/** Applies `joinDeliveryQueue` / `leaveDeliveryQueue` (a bare userID, contract §5.1) to the queue. */
export function applyQueueEvent(
  queue: readonly QueueEntry[],
  event: string,
  payload: unknown,
): readonly QueueEntry[] {
  if (event === 'leaveDeliveryQueue') {
    const userID = typeof payload === 'string' ? payload : joinPayload.safeParse(payload).data?.userID;
    if (!userID) return queue;
    const next = queue.filter((entry) => entry.userID !== userID);
    return next.length === queue.length ? queue : next;
  }
  if (event === 'joinDeliveryQueue') {
    const parsed = queueEntrySchema.safeParse(payload);
    if (!parsed.success) return queue;
    const existing = queue.find((entry) => entry.userID === parsed.data.userID);
    const entry = { ...parsed.data, user: parsed.data.user ?? existing?.user ?? null };
    return [...queue.filter((e) => e.userID !== entry.userID), entry].sort((a, b) => a.joinedAt - b.joinedAt);
  }
  return queue;
}

/** 1-based place of the user in the queue, or null. */
export function queuePosition(
  queue: readonly QueueEntry[],
  userId: string | null | undefined,
): number | null {
  if (!userId) return null;
  const index = queue.findIndex((entry) => entry.userID === userId);
  return index === -1 ? null : index + 1;
}
