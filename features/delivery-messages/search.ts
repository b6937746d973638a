/**
 * `/staff/delivery-messages`' URL search (`?query=`). Kept apart from the model: the route file imports the
 * schema, so this module ships with every page's start-up code, and the model stays with the staff pages' code.
 */
import { searchTermParam } from '@lib/search-params';
import * as z from 'zod/mini';

export const QUERY_MAX_LENGTH = 200;

/**
 * `/staff/delivery-messages?query=`, the route's validateSearch: sent to the API as `?query`. A non-blank
 * string (clipped); anything else is left out.
 */
export const directorySearchSchema = z.object({ query: searchTermParam(QUERY_MAX_LENGTH) });
export type DirectorySearch = z.infer<typeof directorySearchSchema>;
