/** The calls of the order-history page (spec §7 "Orders" and "Session"; contract §1.15, §3.6). */
import { defineEndpoint } from '@lib/endpoint';
import { backlogEntrySchema } from '@lib/schemas/backlog';
import { lenientArray } from '@lib/schemas/common';
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
