/**
 * Orders and the delivery queue (docs/api/endpoints.md#orders, docs/api/entities.md#order, docs/product/orders.md#delivery-queue, docs/api/entities.md#backlog-entry, docs/product/orders.md). The rules live in
 * `rules.ts`; this module reads requests and wraps responses. Every call needs MANAGE_ORDERS (route
 * guards are not shown: the permission the Order Manager page requires), except a user's order history.
 *
 * Not among the site's calls, so not here: `GET /api/client/orders/{id}` (the client finds one order in the list).
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { imageSearch } from '../images/rules';
import { requirePermissions } from '../session/rules';
import type { UserDoc } from '../types';
import { toBacklogEntry, toOrder, toQueueEntry } from '../views';
import {
  claimOrder,
  deleteOrder,
  deliverOrder,
  deliveryQueue,
  joinQueue,
  leaveQueue,
  listOrders,
  orderHistory,
  prepareOrder,
  unclaimOrder,
} from './rules';

const ORDERS = `${CLIENT_API}/orders`;

/** The signed-in caller, who must hold MANAGE_ORDERS. */
function orderStaff(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_ORDERS');
  return user;
}

type OrderParams = { id: string };

export const orderHandlers = [
  /** Every active order → `{ orders }`. */
  http.get(ORDERS, ({ request }) => {
    orderStaff(request);
    return ok({ orders: listOrders().map(toOrder) });
  }),

  // --- Delivery queue -------------------------------------------------------------------------------------

  /** → `{ queue: [{ userID, joinedAt }] }`, oldest first (docs/product/orders.md#delivery-queue); members are looked up by id. */
  http.get(`${ORDERS}/delivery-queue`, ({ request }) => {
    orderStaff(request);
    return ok({ queue: deliveryQueue().map(toQueueEntry) });
  }),

  /** → `{ userID, joinedAt }`, what the core resolves. A repeat join moves the caller to the back (core). */
  http.post(`${ORDERS}/delivery-queue/join`, ({ request }) => ok(joinQueue(orderStaff(request)._id))),

  http.delete(`${ORDERS}/delivery-queue/leave`, ({ request }) => {
    leaveQueue(orderStaff(request)._id);
    return success();
  }),

  // --- Images and history ---------------------------------------------------------------------------------

  /** `{query}` → `{ images: [{ description, url }] }` (see `imageSearch`). */
  http.post(`${ORDERS}/images/search`, async ({ request }) => {
    orderStaff(request);
    const { query } = await readBody(request);
    return ok({ images: imageSearch(query) });
  }),

  /** A user's order history → `{ orders: backlogEntries }`, newest first (see `orderHistory`). */
  http.get<{ userId: string }>(`${ORDERS}/user/:userId`, ({ request, params }) => {
    const { user } = requireSession(request);
    return ok({ orders: orderHistory(params.userId, user).map(toBacklogEntry) });
  }),

  // --- One order's actions → `{ order }` ------------------------------------------------------------------

  http.post<OrderParams>(`${ORDERS}/:id/claim`, ({ request, params }) =>
    ok({ order: claimOrder(params.id, orderStaff(request)) }),
  ),

  http.post<OrderParams>(`${ORDERS}/:id/unclaim`, ({ request, params }) =>
    ok({ order: unclaimOrder(params.id, orderStaff(request)) }),
  ),

  /** `{images, chefNote}` → `{ order }`, the UPDATED order (design choice, see prepareOrder). */
  http.post<OrderParams>(`${ORDERS}/:id/prepare`, async ({ request, params }) => {
    const caller = orderStaff(request);
    const { images, chefNote } = await readBody(request);
    return ok({ order: prepareOrder(params.id, caller, { images, chefNote }) });
  }),

  /** `{report, reportReason}` → `{ order }` as it was before it left the board. */
  http.post<OrderParams>(`${ORDERS}/:id/deliver`, async ({ request, params }) => {
    const caller = orderStaff(request);
    const { report, reportReason } = await readBody(request);
    return ok({ order: deliverOrder(params.id, caller, { report, reportReason }) });
  }),

  /**
   * `{reason}` → `{ order }` as it was before deletion. Not shown: the core accepts an empty reason (the
   * customer's DM then says 'No reason provided.'); the mock stores a blank reason as null.
   */
  http.delete<OrderParams>(`${ORDERS}/:id/delete`, async ({ request, params }) => {
    const caller = orderStaff(request);
    const { reason } = await readBody(request);
    const trimmed = typeof reason === 'string' ? reason.trim() : '';
    return ok({ order: deleteOrder(params.id, caller, trimmed === '' ? null : trimmed) });
  }),
];
