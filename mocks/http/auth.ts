/**
 * The caller of a request: reads the bearer token and resolves it through the session rules
 * (`session/rules.ts`). Each guard either returns what the handler needs or throws the error response
 * (401 unauthorized, 403 banned). Permission checks on the user are rules too: `requirePermissions` and the
 * like in `session/rules.ts`.
 */
import { type AuthContext, assertNotBanned, resolveSession } from '../session/rules';
import { errors } from './respond';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The signed-in caller, or a 401. Banned callers get the 403 ban response unless `allowBanned` (only `@me` and
 * the session endpoints allow them: the client must learn about the ban to show it).
 */
export function requireSession(request: Request, options: { allowBanned?: boolean } = {}): AuthContext {
  const auth = resolveSession(bearerToken(request));
  if (!auth) throw errors.unauthorized();
  if (!options.allowBanned) assertNotBanned(auth.user);
  return auth;
}

/**
 * For public endpoints (anonymous visitors allowed): the caller if signed in, else null. A missing, unknown or
 * expired token is simply anonymous here (not shown for the real API); a banned caller still gets the 403.
 */
export function optionalSession(request: Request): AuthContext | null {
  const auth = resolveSession(bearerToken(request));
  if (auth) assertNotBanned(auth.user);
  return auth;
}
