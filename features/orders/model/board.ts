/**
 * The board's pure logic: ordering, views, counts, what the live region says about a change, and applying
 * gateway events to the cached lists in place (no refetch: docs/product/orders.md#live-updates). The events'
 * payloads arrive parsed and typed from the bus (docs/api/gateway.md#events).
 */
import type { OrderFilter } from '@lib/preferences';
import { type Order, OrderStatus, type QueueEntry } from '@lib/schemas/order';
import { userDisplayName } from '@lib/schemas/user';

/**
 * Priority orders first, then oldest first (the server does not sort by priority:
 * docs/product/orders.md#sorting-and-views).
 */
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

/** What a gateway event does to the board. */
export type BoardChange =
  | { kind: 'added'; order: Order }
  | { kind: 'updated'; order: Order }
  | { kind: 'removed'; orderID: string; reason: 'cancelled' | 'deleted' | 'delivered' };

/** Applies a change to a list; returns the same array when nothing changes. */
export function applyBoardChange(orders: Order[], change: BoardChange): Order[] {
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

/** Above the server's message when it refuses the orders (403): the board and the order page. */
export const ORDERS_CLOSED_TITLE = 'The Order Manager is not open to you';

const REMOVED: Record<string, string> = {
  delivered: 'was delivered',
  deleted: 'was deleted',
  cancelled: 'was cancelled',
};

/** What the board's live region says about a change, or nothing. */
export function describeChange(change: BoardChange): string | null {
  if (change.kind === 'added')
    return `New order #${change.order.orderID} from ${userDisplayName(change.order.user)}`;
  if (change.kind === 'updated' && change.order.status === 3)
    return `Order #${change.order.orderID} is ready for delivery`;
  if (change.kind === 'removed') return `Order #${change.orderID} ${REMOVED[change.reason]}`;
  return null;
}

/**
 * Who is told what (docs/product/orders.md#the-installed-app): everyone on the board of a new order, except the
 * customer who placed it; a courier of an order that became ready while they wait in the delivery queue, or that
 * the server handed to them (it takes the head of the queue out of it just before).
 */
export interface NoticeAudience {
  viewerId: string;
  inDeliveryQueue: boolean;
}

/**
 * A desktop notification of a change: what it says, and `key`, the same for a repeat of the same news, so it is
 * shown once. `renotify`: it replaces the order's earlier notification with a new alert.
 */
export interface OrderNotice {
  orderID: string;
  key: string;
  title: string;
  body: string;
  renotify: boolean;
}

/** The order's text as a notification body: one line, at most {@link NOTICE_TEXT_LIMIT} characters. */
export const NOTICE_TEXT_LIMIT = 120;

function noticeText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > NOTICE_TEXT_LIMIT ? `${line.slice(0, NOTICE_TEXT_LIMIT - 1).trimEnd()}…` : line;
}

/**
 * The notification a change gives this viewer, or none. `previous` is the order as the board had it before the
 * change: an order that was already ready is not news again.
 */
export function orderNotice(
  change: BoardChange,
  audience: NoticeAudience,
  previous?: Order,
): OrderNotice | null {
  if (change.kind === 'added') {
    const { order } = change;
    if (order.user.id === audience.viewerId) return null;
    return {
      orderID: order.orderID,
      key: `${order.orderID}:new`,
      title: `New order #${order.orderID} from ${userDisplayName(order.user)}`,
      body: noticeText(order.order),
      renotify: false,
    };
  }
  if (change.kind !== 'updated') return null;
  const { order } = change;
  const becameReady =
    order.status === OrderStatus.PendingDelivery && previous?.status !== OrderStatus.PendingDelivery;
  const forMe = audience.inDeliveryQueue || order.deliveryAssignedTo?.userID === audience.viewerId;
  if (!becameReady || !forMe) return null;
  return {
    orderID: order.orderID,
    key: `${order.orderID}:ready`,
    title: `Order #${order.orderID} is ready for delivery`,
    body: noticeText(`For ${userDisplayName(order.user)}: ${order.order}`),
    renotify: true,
  };
}

/** Applies `joinDeliveryQueue`: adds the member, or moves them to their new place; keeps a user already known. */
export function applyQueueJoin(queue: QueueEntry[], joined: QueueEntry): QueueEntry[] {
  const existing = queue.find((entry) => entry.userID === joined.userID);
  const entry = { ...joined, user: joined.user ?? existing?.user ?? null };
  return [...queue.filter((e) => e.userID !== entry.userID), entry].sort((a, b) => a.joinedAt - b.joinedAt);
}

/** Applies `leaveDeliveryQueue` (the member's id); returns the same array when they were not in the queue. */
export function applyQueueLeave(queue: QueueEntry[], userID: string): QueueEntry[] {
  const next = queue.filter((entry) => entry.userID !== userID);
  return next.length === queue.length ? queue : next;
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
