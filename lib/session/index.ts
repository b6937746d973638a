export { authenticateEndpoint, currentUserEndpoint, logoutEndpoint } from './api';
export { SessionProvider, useCurrentUser, useSession, useSessionStore } from './react';
export {
  accountId,
  banRefusal,
  type CookieChange,
  compareSessionTokens,
  type SessionState,
  SessionStore,
} from './store';
