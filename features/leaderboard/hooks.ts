/** The leaderboard's read: loaded once and reused (docs/architecture.md#caching), never refetched on focus or remount. */
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { leaderboardEndpoint } from './api';

export function useLeaderboard() {
  return useEndpoint(leaderboardEndpoint, undefined, loadOnce);
}
