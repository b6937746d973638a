/**
 * `/feedback/report-order`'s URL search (`?orderID=`) and the order-id pattern it checks. Kept apart from the
 * model: the route file imports the schema, so this module ships with every page's start-up code, and the model
 * stays with the pages' code.
 */
import { optionalParam } from '@lib/search-params';
import * as z from 'zod/mini';

/** Order ids are 6 characters from `A–Z a–z 0–9` (docs/api/entities.md#identifiers). */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9]{6}$/;

/**
 * `/feedback/report-order?orderID=`, the route's validateSearch: prefills the order ID field. Kept (trimmed)
 * only when it could be an order id; the router reads `?orderID=123456` as a number, so numbers count too.
 */
export const reportOrderSearchSchema = z.object({
  orderID: optionalParam(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.pipe(
        z.transform((value: string | number) => String(value).trim()),
        z.string().check(z.regex(ORDER_ID_PATTERN)),
      ),
    ),
  ),
});
export type ReportOrderSearch = z.infer<typeof reportOrderSearchSchema>;
