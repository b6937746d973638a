/** The team page's read: loaded once and reused (docs/architecture.md#caching), like the ranks. */
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { teamPageEndpoint } from './api';

export function useTeamPage() {
  return useEndpoint(teamPageEndpoint, undefined, loadOnce);
}
