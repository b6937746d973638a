/**
 * What the site does when the gateway refuses the token (close code 4001, docs/api/gateway.md#identify): ask the
 * API whether the session still lives. A 401 ends it (`SessionStore.refresh`, and the one 401 handler tells the
 * user); any other answer, a failure included, leaves it as it is.
 */
import type { SessionStore } from '@lib/session';

export function checkSessionAfterRefusal(store: Pick<SessionStore, 'refresh'>): Promise<void> {
  return store.refresh().then(
    () => undefined,
    () => undefined,
  );
}
