/**
 * The order history's URL search (`?type=`). Kept apart from the model: the route file imports the schema, so
 * this module ships with every page's start-up code, and the model stays with the staff pages' code.
 */
import { optionalParam } from '@lib/search-params';
import * as z from 'zod/mini';

/** The filter values as they appear in the URL (`?type=delivered`); no parameter means all. */
export const HISTORY_FILTERS = ['delivered', 'deleted', 'cancelled', 'reported'] as const;
export type HistoryType = (typeof HISTORY_FILTERS)[number];
export type HistoryFilter = HistoryType | 'all';

/**
 * The route's validateSearch: `?type=` is a known value or left out (unknown values fall back to all). The
 * page checks the id itself (a non-snowflake id shows the server's message without a request).
 */
export const orderHistorySearchSchema = z.object({ type: optionalParam(z.enum(HISTORY_FILTERS)) });
export type OrderHistorySearch = z.infer<typeof orderHistorySearchSchema>;
