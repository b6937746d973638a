/**
 * One 401 handler for the whole site (docs/product/session.md#signed-out): a 401 from any API call ends the
 * session once (`SessionStore.expire`: cookie, token and user; app/SessionCacheReset.tsx then drops the user's
 * cached data) and tells the user, with a link to sign in again that brings them back. Nothing navigates by
 * itself, so what the page holds (a half-typed reason, a note) stays on screen. A login or logout in another
 * tab is caught up with by {@link installSessionSync}. The handler is wired when the session is made
 * ({@link startSession}), never later in a React effect: the first page's requests leave before anything renders.
 */
import { onUnauthorized, SIGNED_OUT_MESSAGE } from '@lib/http';
import { SessionStore } from '@lib/session';
import { SESSION_CHANGE_KEY } from '@lib/session-cookie';

export { SIGNED_OUT_MESSAGE };

/** The login page that comes back to `currentHref` (a path of this site, search included). */
export function signInHref(currentHref: string): string {
  const path = currentHref.startsWith('/') && !currentHref.startsWith('//') ? currentHref : '/';
  if (path === '/' || /^\/log(in|out)(?=$|[/?#])/i.test(path)) return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * Wires lib/http's 401 reports to `store`; `signedOut` runs once per session that a 401 ended (not for a
 * session still loading, which ends silently like a dead cookie at start-up). Returns the unwiring.
 */
export function installSessionExpiry(store: Pick<SessionStore, 'expire'>, signedOut: () => void): () => void {
  return onUnauthorized((token) => {
    if (store.expire(token)) signedOut();
  });
}

/**
 * The session of this page load, born with the one 401 handler wired to it (app/main.tsx calls this first).
 * So the handler is in place before any request leaves: the start-up reads, the first page's guard and its
 * loader's prefetch all run before React renders anything, and a 401 answered to one of them ends the session
 * like any later one.
 */
export function startSession(signedOut: () => void): SessionStore {
  const session = new SessionStore();
  installSessionExpiry(session, signedOut);
  return session;
}

/** How long after another tab's marker the cookie is compared once more. */
export const SESSION_RECHECK_MS = 500;

/** The events a tab hears when another tab may have signed in or out (what `installSessionSync` listens to). */
export interface SessionSyncTarget {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Compares the cookie with `store` (docs/product/session.md#other-tabs) on focus, when the tab becomes visible,
 * and on the marker other tabs write (`storage`); `signedOut` runs when another tab's logout ended the session
 * here. Returns the unwiring.
 */
export function installSessionSync(
  store: Pick<SessionStore, 'syncWithCookie'>,
  signedOut: () => void,
  target: SessionSyncTarget = { window, document },
): () => void {
  const check = () => {
    if (store.syncWithCookie() === 'signed-out') signedOut();
  };
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') check();
  };
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const onStorage = (event: StorageEvent) => {
    // `key` null: another tab cleared the whole storage.
    if (event.key !== SESSION_CHANGE_KEY && event.key !== null) return;
    check();
    // The marker can arrive before the other tab's cookie is visible here (browsers write cookies
    // asynchronously): look again a moment later.
    clearTimeout(recheck);
    recheck = setTimeout(check, SESSION_RECHECK_MS);
  };
  target.window.addEventListener('focus', check);
  target.window.addEventListener('storage', onStorage);
  target.document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(recheck);
    target.window.removeEventListener('focus', check);
    target.window.removeEventListener('storage', onStorage);
    target.document.removeEventListener('visibilitychange', onVisible);
  };
}
