/**
 * Store endpoints (docs/api/endpoints.md#store), one declaration each. The recipient of a gift is
 * looked up with `userEndpoint` (lib/users.ts).
 */
import { defineEndpoint, prefetchOnce } from '@lib/endpoint';
import { purchaseResponse, storeItemsResponse } from '@lib/schemas/store';

/** `GET /api/client/store/items` → `{ items }`; loaded once (docs/architecture.md#caching). */
export const storeItemsEndpoint = defineEndpoint({
  name: 'store.items',
  method: 'GET',
  path: () => '/api/client/store/items',
  response: storeItemsResponse,
});

/**
 * `POST /api/client/store/items/purchase {id, giftUserID}` → `{ purchased }`. `giftUserID` is left out of the
 * body for a purchase for oneself.
 */
export const purchaseEndpoint = defineEndpoint({
  name: 'store.purchase',
  method: 'POST',
  path: (_: { id: number; giftUserID?: string }) => '/api/client/store/items/purchase',
  body: ({ id, giftUserID }) => (giftUserID ? { id, giftUserID } : { id }),
  response: purchaseResponse,
});

/**
 * Starts the store's items while the page's code loads, the first time in this tab (the route's loader,
 * docs/architecture.md#endpoints).
 */
export function prefetchStoreItems(): void {
  prefetchOnce(storeItemsEndpoint, undefined);
}
