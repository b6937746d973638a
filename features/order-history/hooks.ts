/** The order history page's reads: a user's history entries and the user they belong to. */
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { userEndpoint } from '@lib/users';
import { userOrderHistoryEndpoint } from './api';

/** A user's order history (`userId` must be a snowflake: the page checks before it asks). */
export function useOrderHistory(userId: string) {
  return useEndpoint(userOrderHistoryEndpoint, { userId });
}

/** The user the history belongs to, loaded once and reused. */
export function useHistoryUser(id: string) {
  return useEndpoint(userEndpoint, { id }, loadOnce);
}
