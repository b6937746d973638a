/** The calls of the order-report pages (docs/api/endpoints.md#order-reports, docs/api/entities.md#order-reports). */
import { defineEndpoint } from '@lib/endpoint';
import { backlogEntrySchema, orderReportSchema, orderReportsResponse } from '@lib/schemas/backlog';
import { anyBody, optionalString } from '@lib/schemas/common';
import * as z from 'zod/mini';

/**
 * `POST /api/client/report/order/eligible {orderID}` → `{ eligible, reason?, order? }`: may the signed-in user
 * report this order, and the order itself. 404 `backlog_not_found` 'Order not found with specified ID'.
 */
export const eligibilityEndpoint = defineEndpoint({
  name: 'reports.eligibility',
  method: 'POST',
  path: (_: { orderID: string }) => '/api/client/report/order/eligible',
  body: ({ orderID }) => ({ orderID }),
  response: z.object({
    eligible: z.boolean(),
    reason: optionalString,
    order: z.catch(z.nullish(backlogEntrySchema), null),
  }),
});
export type Eligibility = z.infer<typeof eligibilityEndpoint.response>;

/**
 * `POST /api/client/report/order {orderID, reportReason, notes}` → `{ report }`. The page only needs to know
 * it worked, so a report the schema cannot read is kept as null rather than failing a report that was sent.
 */
export const submitReportEndpoint = defineEndpoint({
  name: 'reports.submit',
  method: 'POST',
  path: (_: { orderID: string; reportReason: string; notes: string }) => '/api/client/report/order',
  body: ({ orderID, reportReason, notes }) => ({ orderID, reportReason, notes }),
  response: z.object({ report: z.catch(z.nullish(orderReportSchema), null) }),
});

/** `POST /api/client/report/orders {filter}` → `{ reports }`, newest first. The site sends no filter. */
export const orderReportsEndpoint = defineEndpoint({
  name: 'reports.list',
  method: 'POST',
  path: () => '/api/client/report/orders',
  body: () => ({ filter: {} }),
  response: orderReportsResponse,
});

/** `GET /api/client/report/orders/{id}` → `{ report }`. 404 `report_not_found` 'Report not found'. */
export const orderReportEndpoint = defineEndpoint({
  name: 'reports.one',
  method: 'GET',
  path: (p: { id: string }) => `/api/client/report/orders/${encodeURIComponent(p.id)}`,
  response: z.object({ report: orderReportSchema }),
});

/** `POST /api/client/report/orders/{id}/completed` → `{ success: true }`: the report leaves the list. */
export const completeReportEndpoint = defineEndpoint({
  name: 'reports.complete',
  method: 'POST',
  path: (p: { id: string }) => `/api/client/report/orders/${encodeURIComponent(p.id)}/completed`,
  response: anyBody,
});
