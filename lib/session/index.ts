export { authenticateEndpoint, currentUserEndpoint, logoutEndpoint } from './api';
export { SessionProvider, useCurrentUser, useLoggingOut, useSession, useSessionStore } from './react';
export { accountId, type SessionState, SessionStore } from './store';
