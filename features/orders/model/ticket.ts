/**
 * Which actions a ticket offers, and how its times read: pure, from the order rules
 * (docs/product/orders.md#ticket-actions).
 */
import { formatClock } from '@lib/format';
import { type Holder, hasAllPermissions } from '@lib/permissions';
import { type Order, OrderStatus } from '@lib/schemas/order';
import { MINUTE } from '@lib/time';

export type TicketAction = 'claim' | 'unclaim' | 'prepare' | 'deliver' | 'delete';

export interface Viewer extends Holder {
  id: string;
  /** The order the viewer holds Claimed, if any (one claim per chef: claiming another is refused). */
  heldClaim?: string | null;
}

/** Why Claim is offered but unavailable while the viewer holds another claim (the server's rule, in words). */
export const CLAIM_HELD_REASON = 'You already have a claimed order. Prepare or unclaim it first.';

/** The order the viewer holds Claimed, from the board's list (the server clears a claim that runs out). */
export function heldClaim(orders: readonly Order[] | undefined, viewerId: string): string | null {
  return (
    orders?.find((order) => order.status === OrderStatus.Claimed && order.claimedBy?.user === viewerId)
      ?.orderID ?? null
  );
}

/**
 * Why an offered action cannot be taken now, or null: Claim while the viewer holds another order Claimed
 * (docs/product/orders.md#claiming, rule 4). The button stays, disabled, with this reason.
 */
export function blockedReason(action: TicketAction, order: Order, viewer: Viewer): string | null {
  if (action === 'claim' && viewer.heldClaim && viewer.heldClaim !== order.orderID) return CLAIM_HELD_REASON;
  return null;
}

/** The orders a chef may not act on: their own (unless SUPER_ADMIN). */
export function isOwnOrder(order: Order, viewer: Viewer): boolean {
  return order.user.id === viewer.id && !hasAllPermissions(viewer, ['SUPER_ADMIN']);
}

/**
 * The actions worth offering (the server has the last word and its message is shown on refusal):
 * - Unclaimed: claim, delete.
 * - Claimed by me: prepare, unclaim, delete. Claimed by someone else: delete (the server allows it).
 * - Preparing: nothing; it becomes ready on its own.
 * - Ready: deliver, when not assigned to someone else (or the assignment expired).
 * Your own order offers nothing.
 */
export function ticketActions(order: Order, viewer: Viewer, now: number): TicketAction[] {
  if (isOwnOrder(order, viewer)) return [];
  switch (order.status) {
    case OrderStatus.Unclaimed:
      return ['claim', 'delete'];
    case OrderStatus.Claimed:
      return order.claimedBy?.user === viewer.id ? ['prepare', 'unclaim', 'delete'] : ['delete'];
    case OrderStatus.PendingDelivery: {
      const assigned = order.deliveryAssignedTo;
      const free = !assigned || assigned.userID === viewer.id || assigned.expiry <= now;
      return free ? ['deliver'] : [];
    }
    default:
      return [];
  }
}

/** "just now", "4 min", "1 h 05 min". */
/** Keyboard shortcuts on a focused ticket (the board and the order page). */
export const ACTION_KEYS: Readonly<Record<string, TicketAction>> = {
  c: 'claim',
  u: 'unclaim',
  p: 'prepare',
  d: 'deliver',
  Delete: 'delete',
};

/** A key press on a focused ticket as its action: a shortcut key, no modifier, and an action it offers now. */
export function shortcutAction(
  key: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean },
  order: Order,
  viewer: Viewer,
  now: number,
): TicketAction | null {
  if (key.altKey || key.ctrlKey || key.metaKey) return null;
  const action = ACTION_KEYS[key.key.length === 1 ? key.key.toLowerCase() : key.key];
  return action && ticketActions(order, viewer, now).includes(action) && !blockedReason(action, order, viewer)
    ? action
    : null;
}

export function formatAge(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "3:05" (minutes:seconds), never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return formatClock(seconds);
}

/** Ageing levels for the ticket's colour: fresh under 5 min, late from 10, overdue from 20. */
export function ageLevel(ms: number): 'fresh' | 'waiting' | 'late' | 'overdue' {
  const minutes = ms / MINUTE;
  if (minutes < 5) return 'fresh';
  if (minutes < 10) return 'waiting';
  if (minutes < 20) return 'late';
  return 'overdue';
}
