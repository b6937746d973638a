/**
 * `/staff/food-lookup`'s URL search (`?q=`). Kept apart from the model: the route file imports the schema, so
 * this module ships with every page's start-up code, and the model stays with the staff pages' code.
 */
import { searchTermParam } from '@lib/search-params';
import * as z from 'zod/mini';

export const SEARCH_MAX_LENGTH = 200;

/**
 * `/staff/food-lookup?q=`, the route's validateSearch: the search term lives in the URL so a search can be
 * shared. A non-blank string `q` (clipped); anything else is left out.
 */
export const foodLookupSearchSchema = z.object({ q: searchTermParam(SEARCH_MAX_LENGTH) });
export type FoodLookupSearch = z.infer<typeof foodLookupSearchSchema>;
