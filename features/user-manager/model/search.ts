/**
 * The User Manager's URL search and the server filter it makes (docs/product/profiles-and-users.md#user-manager).
 * A module of its own: the route imports the schema into the app's entry, and nothing else should come with it.
 */
import { optionalParam, searchTermParam } from '@lib/search-params';
import { isSnowflake } from '@lib/snowflake';
import * as z from 'zod/mini';
import type { AdminUserFilter } from '../api';

export const SEARCH_MAX_LENGTH = 100;
export const PAGE_SIZE = 10;

/**
 * `/staff/admin/users?q=&rank=&page=&user=`: the search term, a rank id, the page (1-based; digits accepted) and
 * the user whose admin view is open (a snowflake). Each falls back on its own.
 */
export const userManagerSearchSchema = z.object({
  q: searchTermParam(SEARCH_MAX_LENGTH),
  rank: optionalParam(z.string().check(z.regex(/^[0-9]{1,25}$/))),
  page: optionalParam(
    z
      .pipe(
        z.union([z.number(), z.string().check(z.regex(/^[0-9]{1,6}$/))]),
        z.transform((value) => Number(value)),
      )
      .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 100_000)),
  ),
  user: optionalParam(z.string().check(z.refine(isSnowflake))),
});
export type UserManagerSearch = z.infer<typeof userManagerSearchSchema>;

/** The filter for the server: the term, the rank and the page's window. */
export function filterOf(search: UserManagerSearch): AdminUserFilter {
  const page = search.page ?? 1;
  return {
    ...(search.q ? { search: search.q.trim() } : {}),
    ...(search.rank ? { rank: search.rank } : {}),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}

export const pageCount = (totalUsers: number) => Math.max(1, Math.ceil(totalUsers / PAGE_SIZE));
