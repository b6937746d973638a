import { useEndpoint } from '@lib/endpoint';
import type { User } from '@lib/schemas/user';
import { adminUsersEndpoint } from '@lib/users';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_USERS, USER_SEARCH_DELAY_MS, userSearchTerm } from './model';

export interface UserMatches {
  /** The users found for the settled term; undefined while none is searched or the answer is on its way. */
  users: User[] | undefined;
  /** True from the first key press until the answer for what is typed arrives. */
  searching: boolean;
  error: unknown;
}

/**
 * The users matching what is typed (name or id), through the admin users search, once typing pauses for
 * {@link USER_SEARCH_DELAY_MS}. Asks nothing unless `allowed` (MANAGE_USERS) and the term is long enough.
 */
export function useUserMatches(query: string, allowed: boolean): UserMatches {
  const [settled] = useDebouncedValue(query, USER_SEARCH_DELAY_MS);
  const typed = allowed ? userSearchTerm(query) : null;
  const term = allowed ? userSearchTerm(settled) : null;
  const current = term !== null && term === typed;
  const read = useEndpoint(adminUsersEndpoint, current ? { search: term, skip: 0, limit: MAX_USERS } : null);
  const answered = read.data !== undefined || read.error !== undefined;
  return {
    users: current ? read.data?.users : undefined,
    searching: typed !== null && (!current || !answered),
    error: current ? read.error : undefined,
  };
}
