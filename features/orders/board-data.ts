/**
 * The board's two reads and their prefetch. Kept apart from the other order endpoints: the route's loader calls
 * the prefetch, so this module ships with every page's start-up code, and the rest stays with the board's code.
 */
import { defineEndpoint, prefetch } from '@lib/endpoint';
import { ordersResponse, queueResponse } from '@lib/schemas/order';

export const ordersEndpoint = defineEndpoint({
  name: 'orders.list',
  method: 'GET',
  path: () => '/api/client/orders',
  response: ordersResponse,
});

export const queueEndpoint = defineEndpoint({
  name: 'orders.deliveryQueue',
  method: 'GET',
  path: () => '/api/client/orders/delivery-queue',
  response: queueResponse,
});

/**
 * Starts the board's two requests (orders and delivery queue) while the page's code is still loading: the
 * route's loader calls it, so the board waits for the slower of the two instead of both in turn.
 */
export function prefetchBoard(): void {
  prefetch(ordersEndpoint, undefined);
  prefetch(queueEndpoint, undefined);
}
