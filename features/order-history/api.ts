/** The calls of the order-history page (spec §7 "Orders" and "Session"; contract §1.15, §3.6). */
import { defineEndpoint } from '@lib/endpoint';
import { backlogEntrySchema } from '@lib/schemas/backlog';
import { lenientArray } from '@lib/schemas/common';
import { userSummarySchema } from '@lib/schemas/user';
import * as z from 'zod/mini';

/**
 * `GET /api/client/orders/user/{userId}` → `{ orders }`: every backlog entry the user ordered, unsorted
 * (contract §3.6). A non-snowflake id is a 400 'User ID is not a snowflake' (spec §5); the page checks first.
 */
export const userOrderHistoryEndpoint = defineEndpoint({
  name: 'orders.userHistory',
  method: 'GET',
  path: (p: { userId: string }) => `/api/client/orders/user/${encodeURIComponent(p.userId)}`,
  response: z.object({ orders: lenientArray(backlogEntrySchema) }),
});

/**
 * `GET /api/v3/users/{id}` → `{ user }`: the header's avatar and name. 404 `user_not_found`. Read as a user
 * summary only; the SWR name is this feature's own so it never shares a cache entry with a fuller user schema.
 * (Once another page needs this call, its declaration belongs in lib/.)
 */
export const historyUserEndpoint = defineEndpoint({
  name: 'orderHistory.user',
  method: 'GET',
  path: (p: { id: string }) => `/api/v3/users/${encodeURIComponent(p.id)}`,
  response: z.object({ user: userSummarySchema }),
});
