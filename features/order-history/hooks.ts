/** The order history page's read: a user's history entries (the user they belong to is `useUser`, lib/users.ts). */
import { useEndpoint } from '@lib/endpoint';
import { userOrderHistoryEndpoint } from './api';

/** A user's order history (`userId` must be a snowflake: the page checks before it asks). */
export function useOrderHistory(userId: string) {
  return useEndpoint(userOrderHistoryEndpoint, { userId });
}
