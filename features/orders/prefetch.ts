import { prefetch } from '@lib/endpoint';
import { ordersEndpoint, queueEndpoint } from './api';

/**
 * Starts the board's two requests (orders and delivery queue) while the page's code is still loading: the
 * route's loader calls it, so the board waits for the slower of the two instead of both in turn.
 */
export function prefetchBoard(): void {
  prefetch(ordersEndpoint, undefined);
  prefetch(queueEndpoint, undefined);
}
