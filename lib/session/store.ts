/**
 * The session (docs/product/session.md#session-state): anonymous, or logged in with a user and token.
 * The token lives in the `VD_SESSION` cookie; the user is fetched once from `/api/v3/users/@me` and kept
 * (docs/architecture.md#caching). Guards await {@link SessionStore.ensureUser}; components read it through
 * `useSession`.
 */
import { clearAppBadge } from '../app-badge';
import { BAN_MESSAGE_PREFIX } from '../ban';
import { ApiError } from '../http';
import { InFlight } from '../in-flight';
import type { User } from '../schemas/user';
import { clearSessionCookie, readSessionToken, writeSessionToken } from '../session-cookie';
import { authenticateEndpoint, currentUserEndpoint, logoutEndpoint } from './api';

export type SessionState =
  | { status: 'anonymous'; token: null; user: null; nitroPayToken: null }
  | { status: 'loading'; token: string; user: null; nitroPayToken: null }
  | { status: 'authenticated'; token: string; user: User; nitroPayToken: string | null }
  /**
   * The server refused the user with its ban message (403, docs/api/errors.md#ban-refusal): the site shows
   * only that message.
   */
  | { status: 'banned'; token: string; user: null; nitroPayToken: null; banMessage: string };

/**
 * The ban refusal (docs/api/errors.md#ban-refusal): a 403 whose message is the ban message. Its text is shown
 * verbatim.
 */
export function banRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.statusCode !== 403) return null;
  return error.message.startsWith(BAN_MESSAGE_PREFIX.trim()) ? error.message : null;
}

/**
 * How the session cookie (shared by every tab) compares with this tab's session: `same`; `signed-out` (another
 * tab logged out, or the cookie expired); `signed-in` (another tab signed in); `switched` (another tab signed in
 * as someone else, or again).
 */
export type CookieChange = 'same' | 'signed-out' | 'signed-in' | 'switched';

export function compareSessionTokens(storeToken: string | null, cookieToken: string | null): CookieChange {
  if (storeToken === cookieToken) return 'same';
  if (cookieToken === null) return 'signed-out';
  if (storeToken === null) return 'signed-in';
  return 'switched';
}

const ANONYMOUS: SessionState = { status: 'anonymous', token: null, user: null, nitroPayToken: null };

export class SessionStore {
  private state: SessionState;
  private pending: Promise<User | null> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(initial?: SessionState) {
    const token = readSessionToken();
    this.state =
      initial ?? (token ? { status: 'loading', token, user: null, nitroPayToken: null } : ANONYMOUS);
  }

  getState = (): SessionState => this.state;

  /**
   * The state prerendered pages were rendered with (signed out), which their hydration must render too
   * (lib/hydration.ts): the signed-in user shows in the render after it.
   */
  getPrerenderedState = (): SessionState => ANONYMOUS;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: SessionState): void {
    this.state = next;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * The in-flight guard of the logout flow (leave for `/`, call logout, toast; see `useLogout`), kept here so
   * the Logout button is guarded against double clicks across the whole app: leaving a staff page swaps the
   * staff layout for the default one, and a guard kept in a component would not survive that.
   */
  readonly logoutGuard = new InFlight();

  /**
   * Resolves the current user, fetching it once when a token exists. A 401 means the token is dead:
   * the cookie is removed and the session becomes anonymous. A 403 carrying the ban message makes the session
   * `banned` (the token is kept, so Log out can end it on the server). Other failures reject (the caller shows
   * the error page) and leave the token in place for a retry.
   */
  ensureUser(): Promise<User | null> {
    const state = this.state;
    if (state.status === 'authenticated') return Promise.resolve(state.user);
    if (state.status === 'anonymous' || state.status === 'banned') return Promise.resolve(null);
    if (this.pending) return this.pending;
    const token = state.token;
    this.pending = currentUserEndpoint
      .call(undefined, { token })
      .then((answer) => this.loaded(token, answer))
      .catch((error: unknown) => this.refused(error, token, () => this.clear()))
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /**
   * Refetches the user (after a rank change, resign, …). The current user stays in place until the new one
   * arrives, so pages never flash a loading state; a 401 ends the session, another failure rejects and
   * keeps the user as it was.
   */
  async refresh(): Promise<User | null> {
    const state = this.state;
    if (state.status !== 'authenticated') return this.ensureUser();
    const token = state.token;
    try {
      return this.loaded(token, await currentUserEndpoint.call(undefined, { token }));
    } catch (error) {
      return this.refused(error, token, () => {
        if (this.state.token === token) this.clear();
      });
    }
  }

  /** The user call of `token` answered: its user becomes the session's, unless another token has come since. */
  private loaded(token: string, { user, nitroPayToken }: { user: User; nitroPayToken?: string | null }) {
    if (this.state.token === token)
      this.set({ status: 'authenticated', token, user, nitroPayToken: nitroPayToken ?? null });
    return user;
  }

  /**
   * The user call of `token` failed: a 401 runs `ended` (the token is dead) and a 403 with the ban message makes
   * the session `banned`, both resolving to no user; any other failure is thrown again.
   */
  private refused(error: unknown, token: string, ended: () => void): null {
    if (error instanceof ApiError && error.statusCode === 401) {
      ended();
      return null;
    }
    const banMessage = banRefusal(error);
    if (banMessage !== null && this.state.token === token) {
      this.set({ status: 'banned', token, user: null, nitroPayToken: null, banMessage });
      return null;
    }
    throw error;
  }

  /**
   * Changes the signed-in user in place from an answer that says what changed (the hourly claim's balance, a team
   * move), without asking the server again (docs/architecture.md#caching). Nothing happens when signed out.
   */
  updateUser(update: (user: User) => User): void {
    const state = this.state;
    if (state.status !== 'authenticated') return;
    this.set({ ...state, user: update(state.user) });
  }

  /** Exchanges an authorization code for a session token, stores it (31-day cookie) and loads the user. */
  async login(code: string): Promise<User | null> {
    const { sessionToken } = await authenticateEndpoint.call({ code }, { token: null });
    writeSessionToken(sessionToken);
    this.pending = null;
    this.set({ status: 'loading', token: sessionToken, user: null, nitroPayToken: null });
    return this.ensureUser();
  }

  /**
   * Ends the session on the server, and here whatever the server says: cookie, user and token are cleared
   * even when the call fails or times out (on a shared computer, Log out must log out). A failure other than
   * 401 (the session was already gone) still rejects, after clearing, so the caller can say the server
   * refused.
   */
  async logout(): Promise<void> {
    const token = this.state.token;
    try {
      // Its 401 is not the 401 handler's: the session was already gone, and it ends here anyway.
      if (token) await logoutEndpoint.call({ sessionToken: token }, { reportUnauthorized: false });
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 401)) throw error;
    } finally {
      this.clear();
    }
  }

  /**
   * A call carrying `token` got a 401 (lib/http.ts `onUnauthorized`): the session of that token is over. Ends it
   * when it is still the current one, so concurrent 401s end it once and a late 401 of an older token changes
   * nothing. Returns whether a signed-in (or banned) session ended, so the caller says so once; a session still
   * loading ends silently (nobody saw it as signed in, like a dead cookie at start-up).
   */
  expire(token: string): boolean {
    const state = this.state;
    if (state.status === 'anonymous' || state.token !== token) return false;
    this.clear();
    return state.status === 'authenticated' || state.status === 'banned';
  }

  /**
   * Catches up with the cookie when another tab signed in or out (docs/product/session.md#other-tabs), so this
   * tab never shows one account while its calls carry another's token (lib/http.ts reads the cookie on every
   * call). Gone: the session ends here. A new token: the session is `loading` with it (no user, so nothing of
   * the previous account shows) and the user is fetched again. Returns what changed.
   */
  syncWithCookie(): CookieChange {
    const cookieToken = readSessionToken();
    const change = compareSessionTokens(this.state.token, cookieToken);
    if (change === 'same') return change;
    this.pending = null;
    if (cookieToken === null) {
      this.set(ANONYMOUS);
      return change;
    }
    this.set({ status: 'loading', token: cookieToken, user: null, nitroPayToken: null });
    // A failure leaves the token for a retry, like at start-up; the next guard or page load asks again.
    this.ensureUser().catch(() => {});
    return change;
  }

  /** Forgets the session locally (ban event, dead token): cookie, user and token. */
  clear(): void {
    clearSessionCookie();
    // The unclaimed orders on the installed app's icon are the kitchen's, not for whoever signs in next.
    clearAppBadge();
    this.pending = null;
    this.set(ANONYMOUS);
  }
}

/** `accountID` of the account state. */
export const accountId = (state: SessionState): string | null => state.user?.id ?? null;
