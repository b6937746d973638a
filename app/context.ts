import type { SessionStore } from '@lib/session';

/** What every route's `beforeLoad` can reach. */
export interface RouterContext {
  session: SessionStore;
}
