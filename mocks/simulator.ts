/**
 * The demo's kitchen simulator: keeps the board alive while someone looks at it. Demo mode only (see
 * `browser.ts`: never in Storybook, Vitest or Playwright unless started by hand).
 *
 * - Every 6–12 s a seeded customer sends a new order (`orderSent`), while fewer than 30 are active.
 * - Every 3–6 s one of the simulated staff (seeded users who are not personas, `cast.ts`) makes one move: a
 *   chef claims an order (leaving at least 3 Unclaimed ones for the humans), prepares an order they claimed a
 *   little while ago, a courier joins the queue or delivers an order assigned to them (or left unassigned for
 *   a while), or, now and then, a customer who is not a persona cancels an Unclaimed order (`orderCancelled`).
 *
 * Every move goes through the same rules as the HTTP handlers (`orders/rules.ts`), so it publishes the same gateway
 * events and can be refused like any request (a refusal is simply skipped). Preparation takes its real time
 * (3 minutes) and completes through the clock's timers.
 */
import { CLAIM_DURATION_MS, OrderStatus } from '@lib/schemas/order';
import { CUSTOMERS, SIMULATED_CHEFS, SIMULATED_COURIERS } from './cast';
import { now } from './clock';
import { db } from './db';
import { pick } from './ids';
import { searchImages } from './images/rules';
import {
  cancelOrder,
  claimOrder,
  createOrder,
  DELIVERY_ASSIGNMENT_MS,
  deliverOrder,
  deliveryQueue,
  joinQueue,
  prepareOrder,
} from './orders/rules';
import { personaOfUser } from './personas';
import type { OrderDoc, UserDoc } from './types';

export const NEW_ORDER_EVERY_MS: readonly [number, number] = [6_000, 12_000];
export const STAFF_MOVE_EVERY_MS: readonly [number, number] = [3_000, 6_000];
export const MAX_ACTIVE_ORDERS = 30;
/** Simulated chefs leave this many Unclaimed orders for the humans. */
export const UNCLAIMED_LEFT_FOR_HUMANS = 3;
/** How long a simulated chef "cooks" a claimed order before preparing it, and a courier waits before delivering. */
const THINKING_MS = 8_000;
/** A ready order nobody is assigned to is delivered by a simulated courier after this long. */
const UNASSIGNED_GRACE_MS = 30_000;
const CANCEL_CHANCE = 0.08;

const CHEF_NOTES = [
  'Made with love in the Virtual Diner kitchen!',
  'Extra sauce on the side.',
  'Careful, the plate is hot!',
  'Added a little something on the house.',
  null,
  null,
];

type Move = () => void;

let random: () => number = Math.random;
const timers = new Set<ReturnType<typeof setTimeout>>();

const between = ([min, max]: readonly [number, number]) => min + Math.floor(random() * (max - min));

/** Runs `tick` after a random delay within `range`, again and again until stopped. */
function every(range: readonly [number, number], tick: () => void): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    tick();
    every(range, tick);
  }, between(range));
  timers.add(timer);
}

const userOf = (id: string): UserDoc | undefined => db.users.get(id);
const isPersona = (userID: string) => personaOfUser(userID) !== undefined;
const ordersIn = (status: number) => db.orders.filter((o) => o.status === status);

/** Runs a rule as a simulated user; a refusal (an error response) is skipped, anything else is a bug. */
function attempt(action: () => unknown): void {
  try {
    action();
  } catch (error) {
    if (!(error instanceof Response)) throw error;
  }
}

function claimMove(): Move | null {
  const unclaimed = ordersIn(OrderStatus.Unclaimed);
  if (unclaimed.length <= UNCLAIMED_LEFT_FOR_HUMANS) return null;
  const busy = new Set(ordersIn(OrderStatus.Claimed).map((o) => o.claimedBy?.user));
  const chefs = SIMULATED_CHEFS.filter((id) => !busy.has(id));
  if (chefs.length === 0) return null;
  const chefId = pick(chefs, random);
  // Like a real chef: priority first, then the oldest.
  const order = unclaimed
    .filter((o) => o.user.id !== chefId)
    .sort((a, b) => Number(b.priority) - Number(a.priority) || a.sentAt - b.sentAt)[0];
  const chef = userOf(chefId);
  return order && chef ? () => claimOrder(order.orderID, chef) : null;
}

function prepareMove(): Move | null {
  const ready = ordersIn(OrderStatus.Claimed).filter(
    (o) =>
      o.claimedBy !== null &&
      SIMULATED_CHEFS.includes(o.claimedBy.user) &&
      o.claimedBy.expiry - CLAIM_DURATION_MS + THINKING_MS <= now(),
  );
  if (ready.length === 0) return null;
  const order = pick(ready, random);
  const chef = order.claimedBy ? userOf(order.claimedBy.user) : undefined;
  if (!chef) return null;
  const keywords = order.order
    .split(/[\s,:]+/)
    .slice(0, 3)
    .join(' ');
  const images = searchImages(keywords)
    .slice(0, 1 + Math.floor(random() * 2))
    .map((image) => image.url);
  return () => prepareOrder(order.orderID, chef, { images, chefNote: pick(CHEF_NOTES, random) });
}

/** The simulated courier who would deliver this order, if any. */
function courierFor(order: OrderDoc): UserDoc | undefined {
  const assignment = order.deliveryAssignedTo;
  if (assignment && assignment.expiry > now()) {
    const assignedAt = assignment.expiry - DELIVERY_ASSIGNMENT_MS;
    const simulated = SIMULATED_COURIERS.includes(assignment.userID);
    return simulated && assignedAt + THINKING_MS <= now() ? userOf(assignment.userID) : undefined;
  }
  const readySince = order.prepareExpiry ?? order.sentAt;
  if (readySince + UNASSIGNED_GRACE_MS > now()) return undefined;
  return userOf(pick(SIMULATED_COURIERS, random));
}

function deliverMove(): Move | null {
  const candidates = ordersIn(OrderStatus.PendingDelivery).flatMap((order) => {
    const courier = courierFor(order);
    return courier && courier._id !== order.user.id ? [{ order, courier }] : [];
  });
  if (candidates.length === 0) return null;
  const { order, courier } = pick(candidates, random);
  return () => deliverOrder(order.orderID, courier, { report: false });
}

function joinQueueMove(): Move | null {
  const waiting = new Set(deliveryQueue().map((e) => e.userID));
  const assigned = new Set(ordersIn(OrderStatus.PendingDelivery).map((o) => o.deliveryAssignedTo?.userID));
  const idle = SIMULATED_COURIERS.filter((id) => !waiting.has(id) && !assigned.has(id));
  return idle.length > 0 ? () => joinQueue(pick(idle, random)) : null;
}

function cancelMove(): Move | null {
  const cancellable = ordersIn(OrderStatus.Unclaimed).filter((o) => !isPersona(o.user.id));
  if (cancellable.length === 0 || random() >= CANCEL_CHANCE) return null;
  const order = pick(cancellable, random);
  return () => cancelOrder(order.orderID);
}

/** One staff move, picked at random among those possible right now. */
export function simulateStaffMove(): void {
  const cancel = cancelMove();
  if (cancel) {
    attempt(cancel);
    return;
  }
  const moves = [claimMove(), prepareMove(), deliverMove(), joinQueueMove()].filter(
    (move): move is Move => move !== null,
  );
  if (moves.length > 0) attempt(pick(moves, random));
}

/** A new order from a random seeded customer, unless the board is full. */
export function simulateNewOrder(): void {
  if (db.orders.size < MAX_ACTIVE_ORDERS) createOrder({ customerId: pick(CUSTOMERS, random) }, random);
}

export interface SimulatorOptions {
  /** A seeded generator for reproducible runs (tests); `Math.random` by default. */
  random?: () => number;
}

/** Starts the simulator (idempotent). */
export function startSimulator(options: SimulatorOptions = {}): void {
  if (timers.size > 0) return;
  random = options.random ?? Math.random;
  every(NEW_ORDER_EVERY_MS, simulateNewOrder);
  every(STAFF_MOVE_EVERY_MS, simulateStaffMove);
}

export function stopSimulator(): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
}

export const isSimulatorRunning = (): boolean => timers.size > 0;
