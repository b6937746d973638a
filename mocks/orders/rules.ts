/**
 * The order rules of the core (docs/product/orders.md), in one place, over the database and the mock's clock: claim,
 * unclaim, prepare, deliver, delete, the customer's cancel, new orders, the delivery queue, and the timers
 * (claim expiry, preparation completion with assignment to the queue's head). The HTTP handlers and the demo
 * simulator both go through these functions, so they publish the same gateway events.
 *
 * Like the guards in `http/auth.ts` and `session/rules.ts`, a refused rule throws the error response (`{statusCode, code,
 * message}`, docs/api/errors.md#catalogue, messages verbatim); the simulator catches it.
 */
import { deliveryTemplateOf, isDeliveryMessageTooLong, renderDeliveryMessage } from '@lib/delivery-message';
import { PERKS } from '@lib/permissions';
import {
  CLAIM_DURATION_MS,
  DEFAULT_PREPARE_DURATION_MS,
  MAX_CHEF_NOTE_LENGTH,
  MAX_ORDER_IMAGES,
  OrderStatus,
} from '@lib/schemas/order';
import { isSnowflake } from '@lib/snowflake';
import { CUSTOMERS } from '../cast';
import { now, onDueTimers } from '../clock';
import { db } from '../db';
import { emitGatewayEvent } from '../events';
import { errors } from '../http/respond';
import { objectId, pick } from '../ids';
import { isValidImageUrl } from '../images/rules';
import { buildOrder, FAST_PREPARE_DURATION_MS, freshOrderId, randomOrderContent } from '../order-factory';
import { effectivePerks } from '../ranks/rules';
import { holds } from '../session/rules';
import type { BacklogDoc, BacklogTypeValue, OrderDoc, QueueEntryDoc, UserDoc } from '../types';
import { type OrderView, toOrder, toPublicUser } from '../views';

/** A delivery assignment lasts as long as a claim. Not shown (docs/product/orders.md#preparation-finishes): the mock's choice. */
export const DELIVERY_ASSIGNMENT_MS = CLAIM_DURATION_MS;
/** Combined length of the valid image URLs must stay below this (docs/product/orders.md#preparing, prepare step 5). */
export const MAX_IMAGE_URLS_LENGTH = 1500;
/** The backlog reason of a customer's cancel (docs/product/orders.md#cancelling). */
export const CANCEL_REASON = '[ORDER WAS CANCELLED BY USER]';
/** Not shown: the invite code behind `{guild.invite}`; the mock uses the support server's (lib/config links). */
export const GUILD_INVITE_CODE = 'virtualdiner';

const TAKEN = 'Order has already been claimed by another chef';

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/** The core's list order (docs/product/orders.md#sorting-and-views): `sentAt` ascending, then `priority` ascending. The client re-sorts. */
const byCoreOrder = (a: OrderDoc, b: OrderDoc) =>
  a.sentAt - b.sentAt || Number(a.priority) - Number(b.priority);

/** Every active order, in the core's order. */
export function listOrders(): OrderDoc[] {
  return db.orders.all().sort(byCoreOrder);
}

/**
 * A user's order history, newest first. Not shown, designed: allowed to holders of VIEW_BACKLOG and to the user
 * themself; the core's findOrdersByUser is unsorted and unlimited, the mock sorts newest first. A non-snowflake
 * id is 400 `invalid_user_id` 'User ID is not a snowflake' (docs/product/reports.md#user-id-check).
 */
export function orderHistory(userID: string, caller: UserDoc): BacklogDoc[] {
  if (!isSnowflake(userID)) throw errors.invalidUserId();
  if (userID !== caller._id && !holds(caller, 'VIEW_BACKLOG')) throw errors.missingPermissions();
  return db.backlog.filter((e) => e.orderedBy === userID).sort((a, b) => b.addedAt - a.addedAt);
}

/** The order, or 404 `order_not_found`. */
export function findOrder(orderID: string): OrderDoc {
  const order = db.orders.get(orderID);
  if (!order) throw errors.orderNotFound();
  return order;
}

/** "Own order" refusals apply unless the caller holds SUPER_ADMIN (docs/product/orders.md#own-orders). */
function refuseOwnOrder(
  order: OrderDoc,
  caller: UserDoc,
  action: 'claim' | 'prepare' | 'deliver' | 'delete',
) {
  if (order.user.id === caller._id && !holds(caller, 'SUPER_ADMIN')) {
    throw errors.orderUnavailable(`You cannot ${action} your own order`);
  }
}

/** Applies a change and publishes `orderUpdated` with the updated order. */
function changeOrder(order: OrderDoc, change: Partial<OrderDoc>): OrderDoc {
  Object.assign(order, change);
  emitGatewayEvent('orderUpdated', toOrder(order));
  return order;
}

/** +1 to the user's weekly and total orders, and to their team's when teams are enabled (docs/product/orders.md#counters). */
function creditOrder(userID: string): void {
  const user = db.users.update(userID, (doc) => {
    doc.statistics.orders.totalOrders += 1;
    doc.statistics.orders.weeklyOrders += 1;
  });
  if (user?.team && db.settings.get('teamsEnabled') === true) {
    db.teams.update(user.team, (team) => {
      team.orders += 1;
    });
  }
}

/** Moves an order to the history with the given type and fields, and removes it from the active orders. */
function archive(
  order: OrderDoc,
  type: BacklogTypeValue,
  fields: Pick<BacklogDoc, 'chef' | 'deliveredBy'> & Partial<BacklogDoc>,
): OrderView {
  const view = toOrder(order);
  const addedAt = now();
  db.backlog.upsert({
    _id: objectId(addedAt),
    orderID: order.orderID,
    orderedBy: order.user.id,
    userOrder: order.order,
    reason: null,
    reportReason: null,
    images: [...order.images],
    chefNote: order.chefNote,
    type,
    addedAt,
    ...fields,
  });
  db.orders.delete(order._id);
  return view;
}

const publicUser = (userID: string) => {
  const user = db.users.get(userID);
  return user ? toPublicUser(user) : null;
};

// ---------------------------------------------------------------------------------------------------------------
// Claim and unclaim
// ---------------------------------------------------------------------------------------------------------------

/**
 * Claim rules 3–4 without the write: `'mine'` when the caller already holds the claim (claiming again is a
 * no-op), `'free'` when they may take it. As in the core, an Unclaimed order left with an expired claim is
 * refused too (docs/product/orders.md#claiming); the mock's unclaim and claim expiry both clear the claim, so it never arises.
 */
function checkClaim(order: OrderDoc, caller: UserDoc): 'mine' | 'free' {
  const expiredClaim = order.claimedBy !== null && order.claimedBy.expiry <= now();
  if (order.status !== OrderStatus.Unclaimed || expiredClaim) {
    if (order.status === OrderStatus.Claimed && order.claimedBy?.user === caller._id) return 'mine';
    throw errors.orderUnavailable(TAKEN);
  }
  const otherClaim = db.orders.find(
    (o) => o._id !== order._id && o.status === OrderStatus.Claimed && o.claimedBy?.user === caller._id,
  );
  if (otherClaim) throw errors.activeOrder();
  return 'free';
}

function takeClaim(order: OrderDoc, caller: UserDoc): OrderDoc {
  if (checkClaim(order, caller) === 'mine') return order;
  return changeOrder(order, {
    status: OrderStatus.Claimed,
    claimedBy: { user: caller._id, expiry: now() + CLAIM_DURATION_MS },
  });
}

/** Claim (docs/product/orders.md#claiming): for 4 minutes, one claim per chef, never your own order. */
export function claimOrder(orderID: string, caller: UserDoc): OrderView {
  const order = findOrder(orderID);
  refuseOwnOrder(order, caller, 'claim');
  return toOrder(takeClaim(order, caller));
}

/** Unclaim: only an order Claimed by the caller matches; anything else is 404 `order_not_found`. */
export function unclaimOrder(orderID: string, caller: UserDoc): OrderView {
  const order = db.orders.get(orderID);
  if (!order || order.status !== OrderStatus.Claimed || order.claimedBy?.user !== caller._id) {
    throw errors.orderNotFound();
  }
  return toOrder(changeOrder(order, { status: OrderStatus.Unclaimed, claimedBy: null }));
}

// ---------------------------------------------------------------------------------------------------------------
// Prepare
// ---------------------------------------------------------------------------------------------------------------

/** The body checks of prepare, in the core's order; returns the images and the trimmed note (null if empty). */
function validatePrepareBody(
  images: unknown,
  chefNote: unknown,
): { images: unknown[]; chefNote: string | null } {
  const noImage = () => errors.invalidBody('You must provide at least one image URL');
  if (images === undefined || images === null) throw noImage();
  if (!Array.isArray(images)) throw errors.invalidBody('Images must be an array');
  if (images.length === 0) throw noImage();
  if (images.length > MAX_ORDER_IMAGES) throw errors.invalidBody('A maximum of 3 images are allowed');
  // Not shown: a note that is not a string counts as no note.
  const note = typeof chefNote === 'string' ? chefNote.trim() : '';
  if (note.length > MAX_CHEF_NOTE_LENGTH)
    throw errors.invalidBody('Chef note character limit has been exceeded');
  return { images, chefNote: note === '' ? null : note };
}

/**
 * Prepare (docs/product/orders.md#preparing): own-order check, auto-claim through the claim rules (so preparing a Preparing or
 * PendingDelivery order is 'Order has already been claimed by another chef'), then the body checks. As in the
 * core, the claim is already taken when a body check fails, and the claimer is not checked: an order Claimed by
 * someone else can be prepared. Invalid URLs are dropped silently.
 *
 * DESIGN CHOICE: the mock resolves the UPDATED order (status 2, prepareExpiry set). The core resolves the order
 * as it was before the update (stale status 1); the client must rely on neither and take the new state from
 * the `orderUpdated` event or a refetch.
 */
export function prepareOrder(
  orderID: string,
  caller: UserDoc,
  body: { images?: unknown; chefNote?: unknown },
): OrderView {
  const order = findOrder(orderID);
  refuseOwnOrder(order, caller, 'prepare');
  if (order.status !== OrderStatus.Claimed || !order.claimedBy) takeClaim(order, caller);

  const { images, chefNote } = validatePrepareBody(body.images, body.chefNote);
  const valid = images.filter(isValidImageUrl);
  if (valid.length === 0) throw errors.invalidImages('None of the images provided were valid');
  if (valid.join('').length >= MAX_IMAGE_URLS_LENGTH)
    throw errors.invalidImages('Images must have a shorter URL');

  creditOrder(caller._id);
  return toOrder(
    changeOrder(order, {
      chefNote,
      images: valid,
      prepareExpiry: now() + (order.prepareDuration || DEFAULT_PREPARE_DURATION_MS),
      status: OrderStatus.Preparing,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Deliver, delete, cancel
// ---------------------------------------------------------------------------------------------------------------

/** Deliver rule 1: unassigned, assigned to the caller, or the assignment has expired. */
function deliverableBy(order: OrderDoc, caller: UserDoc): boolean {
  const assignment = order.deliveryAssignedTo;
  return !assignment || assignment.userID === caller._id || assignment.expiry <= now();
}

/** The text a delivery posts: the deliverer's own message unless unset or disabled, else the default. */
export function deliveryMessageFor(order: OrderDoc, deliverer: UserDoc): string {
  return renderDeliveryMessage(deliveryTemplateOf(deliverer.settings.deliveryMessage), {
    user: { id: order.user.id, username: order.user.username },
    order: { id: order.orderID, text: order.order, images: order.images },
    deliverer: { id: deliverer._id, username: deliverer.username, displayName: deliverer.displayName },
    inviteCode: GUILD_INVITE_CODE,
  });
}

/**
 * Deliver (docs/product/orders.md#delivering): the order leaves the board, a history entry is added (type 3 Reported or 1
 * Delivered), the deliverer's counters go up, a report also lands in `order_reports`, and `deliverOrder`
 * carries the templated message. Resolves the order as it was before removal.
 *
 * Not shown: a report needs a reason; without one it is 400 `invalid_body` 'You must provide a report reason'.
 */
export function deliverOrder(
  orderID: string,
  caller: UserDoc,
  body: { report?: unknown; reportReason?: unknown },
): OrderView {
  const order = db.orders.get(orderID);
  if (!order || !deliverableBy(order, caller)) throw errors.orderNotFound();
  refuseOwnOrder(order, caller, 'deliver');
  if (order.status !== OrderStatus.PendingDelivery) {
    throw errors.orderUnavailable('Order is not ready to be delivered yet');
  }

  const report = body.report === true;
  const reportReason = typeof body.reportReason === 'string' ? body.reportReason.trim() : '';
  if (report && reportReason === '') throw errors.invalidBody('You must provide a report reason');
  const deliveryMessage = deliveryMessageFor(order, caller);
  if (!report && isDeliveryMessageTooLong(deliveryMessage)) throw errors.deliveryMessageLength();

  const view = archive(order, report ? 3 : 1, {
    chef: order.claimedBy?.user ?? null,
    deliveredBy: caller._id,
    reportReason: report ? reportReason : null,
  });
  creditOrder(caller._id);
  if (report) db.orderReports.upsert({ _id: order.orderID, reason: reportReason });
  emitGatewayEvent('deliverOrder', { order: view, user: toPublicUser(caller), deliveryMessage, report });
  return view;
}

/**
 * Delete (docs/product/orders.md#deleting): own-order check, then the claim rules unless the order is Claimed (by anyone), so a
 * Preparing or PendingDelivery order is 'Order has already been claimed by another chef'. The core claims the
 * order before deleting it; the mock only checks, since the claim would vanish with the order at once (no
 * transient `orderUpdated`). History type 0 with the caller as `chef`; the caller's counters go up.
 */
export function deleteOrder(orderID: string, caller: UserDoc, reason: string | null): OrderView {
  const order = findOrder(orderID);
  refuseOwnOrder(order, caller, 'delete');
  if (order.status !== OrderStatus.Claimed || !order.claimedBy) checkClaim(order, caller);

  const view = archive(order, 0, { chef: caller._id, deliveredBy: null, reason });
  creditOrder(caller._id);
  emitGatewayEvent('orderDeleted', { order: view, user: toPublicUser(caller), reason });
  return view;
}

/**
 * The customer cancels (bot-side, docs/product/orders.md#cancelling): history type 2 with the cancel reason, then `orderCancelled
 * {order, user}` with the customer. Not reachable over HTTP (the bot does it); the simulator and demo use it.
 */
export function cancelOrder(orderID: string): OrderView {
  const order = findOrder(orderID);
  const view = archive(order, 2, { chef: null, deliveredBy: null, reason: CANCEL_REASON });
  emitGatewayEvent('orderCancelled', { order: view, user: publicUser(order.user.id) });
  return view;
}

// ---------------------------------------------------------------------------------------------------------------
// New orders (the bot's side)
// ---------------------------------------------------------------------------------------------------------------

/** Fields of a new order; anything left out is filled in. `customerId` defaults to a random seeded customer. */
export interface NewOrder extends Partial<Omit<OrderDoc, '_id' | 'user'>> {
  customerId?: string;
}

const orderIdTaken = (id: string) =>
  db.orders.has(id) || db.backlog.find((e) => e.orderID === id) !== undefined;

/**
 * Adds an active order as the bot does when a customer orders, and publishes `orderSent` with it. Priority and
 * the preparation time follow the customer's perks (PRIORITY_ORDERS, PREPARE_ORDER_FASTER).
 */
export function createOrder(
  { customerId, ...fields }: NewOrder = {},
  random: () => number = Math.random,
): OrderView {
  const customer = db.users.get(customerId ?? pick(CUSTOMERS, random));
  if (!customer) throw new Error(`createOrder: no user ${customerId}`);
  const perks = effectivePerks(customer);
  const friends = CUSTOMERS.filter((id) => id !== customer._id)
    .map((id) => db.users.get(id))
    .filter((u): u is UserDoc => u !== undefined);
  const order = buildOrder({
    customer,
    orderID: freshOrderId(orderIdTaken, random),
    ...randomOrderContent(random, friends),
    priority: perks.includes(PERKS.PRIORITY_ORDERS),
    prepareDuration: perks.includes(PERKS.PREPARE_ORDER_FASTER)
      ? FAST_PREPARE_DURATION_MS
      : DEFAULT_PREPARE_DURATION_MS,
    sentAt: now(),
    ...fields,
  });
  db.orders.upsert(order);
  const view = toOrder(order);
  emitGatewayEvent('orderSent', view);
  return view;
}

// ---------------------------------------------------------------------------------------------------------------
// Delivery queue (docs/product/orders.md#delivery-queue)
// ---------------------------------------------------------------------------------------------------------------

/** The queue, oldest first: the head is the next deliverer. */
export function deliveryQueue(): QueueEntryDoc[] {
  return db.deliveryQueue.all().sort((a, b) => a.joinedAt - b.joinedAt);
}

/**
 * Join. Like the core, joining again overwrites `joinedAt`, which moves the user to the BACK of the queue (the
 * spec's client makes a repeat join a no-op: it simply does not call this). Publishes `joinDeliveryQueue`.
 */
export function joinQueue(userID: string): { userID: string; joinedAt: number } {
  const entry = { userID, joinedAt: now() };
  db.deliveryQueue.upsert({ _id: userID, ...entry });
  emitGatewayEvent('joinDeliveryQueue', entry);
  return entry;
}

/** Leave: no error when absent; publishes `leaveDeliveryQueue` with the bare user id either way (core). */
export function leaveQueue(userID: string): void {
  db.deliveryQueue.delete(userID);
  emitGatewayEvent('leaveDeliveryQueue', userID);
}

// ---------------------------------------------------------------------------------------------------------------
// Timers
// ---------------------------------------------------------------------------------------------------------------

/**
 * Not shown (docs/product/orders.md#claiming, claim step 6): what reverts an expired claim. The mock frees the order: a Claimed
 * order whose claim expired goes back to Unclaimed with no claim, and `orderUpdated` is published.
 */
function expireClaims(): void {
  const at = now();
  for (const order of db.orders.filter(
    (o) => o.status === OrderStatus.Claimed && o.claimedBy !== null && o.claimedBy.expiry <= at,
  )) {
    changeOrder(order, { status: OrderStatus.Unclaimed, claimedBy: null });
  }
}

/**
 * Not shown (docs/product/orders.md#preparation-finishes, prepare step 9): what ends preparation and assigns the delivery. The mock: once
 * `prepareExpiry` has passed, the order becomes PendingDelivery (3) and, when someone waits in the queue, is
 * assigned to the head for 4 minutes; the head leaves the queue (`leaveDeliveryQueue`). The customer of the
 * order is skipped (they could not deliver it). Orders finish earliest first. An order finished with nobody
 * waiting stays unassigned, and an expired assignment is not handed on: either way every courier may deliver it
 * (deliver rule 1).
 */
function finishPreparations(): void {
  const at = now();
  const finished = db.orders
    .filter((o) => o.status === OrderStatus.Preparing && o.prepareExpiry !== null && o.prepareExpiry <= at)
    .sort((a, b) => (a.prepareExpiry ?? 0) - (b.prepareExpiry ?? 0));
  for (const order of finished) {
    const courier = deliveryQueue().find((entry) => entry.userID !== order.user.id);
    if (courier) leaveQueue(courier.userID);
    changeOrder(order, {
      status: OrderStatus.PendingDelivery,
      deliveryAssignedTo: courier ? { userID: courier.userID, expiry: at + DELIVERY_ASSIGNMENT_MS } : null,
    });
  }
}

/** Everything due at the mock's current time. */
export function runOrderTimers(): void {
  expireClaims();
  finishPreparations();
}

onDueTimers(runOrderTimers);
