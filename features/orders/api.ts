/** Order endpoints (spec §7 "Orders"), one declaration each. */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';
import { imageSearchResponse, orderSchema, ordersResponse, queueResponse } from '@lib/schemas/order';
import * as z from 'zod/mini';

/** Action responses carry the order (`{ order }`), but prepare's is stale (contract §3.6): accept any. */
const actionResponse = z.looseObject({ order: z.catch(z.optional(orderSchema), undefined) });
const path = (orderID: string, action: string) =>
  `/api/client/orders/${encodeURIComponent(orderID)}/${action}`;

export const ordersEndpoint = defineEndpoint({
  name: 'orders.list',
  method: 'GET',
  path: () => '/api/client/orders',
  response: ordersResponse,
});

export const claimEndpoint = defineEndpoint({
  name: 'orders.claim',
  method: 'POST',
  path: (p: { orderID: string }) => path(p.orderID, 'claim'),
  response: actionResponse,
});

export const unclaimEndpoint = defineEndpoint({
  name: 'orders.unclaim',
  method: 'POST',
  path: (p: { orderID: string }) => path(p.orderID, 'unclaim'),
  response: actionResponse,
});

export const prepareEndpoint = defineEndpoint({
  name: 'orders.prepare',
  method: 'POST',
  path: (p: { orderID: string; images: string[]; chefNote: string }) => path(p.orderID, 'prepare'),
  body: ({ images, chefNote }) => ({ images, chefNote }),
  response: actionResponse,
});

export const deliverEndpoint = defineEndpoint({
  name: 'orders.deliver',
  method: 'POST',
  path: (p: { orderID: string; report: boolean; reportReason?: string }) => path(p.orderID, 'deliver'),
  body: ({ report, reportReason }) => ({ report, reportReason: report ? reportReason : undefined }),
  response: actionResponse,
});

export const deleteEndpoint = defineEndpoint({
  name: 'orders.delete',
  method: 'DELETE',
  path: (p: { orderID: string; reason: string }) => path(p.orderID, 'delete'),
  body: ({ reason }) => ({ reason }),
  response: actionResponse,
});

export const imageSearchEndpoint = defineEndpoint({
  name: 'orders.imageSearch',
  method: 'POST',
  path: (_: { query: string }) => '/api/client/orders/images/search',
  body: ({ query }) => ({ query }),
  response: imageSearchResponse,
});

export const queueEndpoint = defineEndpoint({
  name: 'orders.deliveryQueue',
  method: 'GET',
  path: () => '/api/client/orders/delivery-queue',
  response: queueResponse,
});

export const joinQueueEndpoint = defineEndpoint({
  name: 'orders.deliveryQueue.join',
  method: 'POST',
  path: () => '/api/client/orders/delivery-queue/join',
  response: anyBody,
});

export const leaveQueueEndpoint = defineEndpoint({
  name: 'orders.deliveryQueue.leave',
  method: 'DELETE',
  path: () => '/api/client/orders/delivery-queue/leave',
  response: anyBody,
});
