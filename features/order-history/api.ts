/** The calls of the order-history page (docs/api/endpoints.md#order-history, docs/api/entities.md#backlog-entry). */
import { defineEndpoint } from '@lib/endpoint';
import { backlogEntrySchema } from '@lib/schemas/backlog';
import { lenientArray } from '@lib/schemas/common';
import * as z from 'zod/mini';

/**
 * `GET /api/client/orders/user/{userId}` → `{ orders }`: every backlog entry the user ordered, unsorted
 * (docs/api/endpoints.md#order-history). A non-snowflake id is a 400 'User ID is not a snowflake'
 * (docs/product/reports.md#user-id-check); the page checks first.
 */
export const userOrderHistoryEndpoint = defineEndpoint({
  name: 'orders.userHistory',
  method: 'GET',
  path: (p: { userId: string }) => `/api/client/orders/user/${encodeURIComponent(p.userId)}`,
  response: z.object({ orders: lenientArray(backlogEntrySchema) }),
});
