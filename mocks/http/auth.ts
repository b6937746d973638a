/**
 * Authentication and authorisation guards. Each either returns what the handler needs or throws the error
 * response (401 unauthorized, 403 missing_permissions, 403 banned).
 */
import {
  hasAllPerks,
  hasAllPermissions,
  hasAnyPermission,
  type Perk,
  type Permission,
} from '@lib/permissions';
import { db } from '../db';
import { activeBan, banMessage, effectivePerks, effectivePermissions } from '../ranks/rules';
import type { SessionDoc, UserDoc } from '../types';
import { errors } from './respond';

export interface AuthContext {
  session: SessionDoc;
  user: UserDoc;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** Resolves a token to a live session and its user. Expired sessions are deleted on sight. */
export function resolveSession(token: string | null, now: number = Date.now()): AuthContext | null {
  if (!token) return null;
  const session = db.sessions.get(token);
  if (!session) return null;
  if (session.expiry <= now) {
    db.sessions.delete(token);
    return null;
  }
  const user = db.users.get(session.userID);
  if (!user) return null;
  session.lastUsed = now;
  return { session, user };
}

/** Throws the spec's 403 ban response when the user has a ban in force. */
export function assertNotBanned(user: UserDoc): void {
  const ban = activeBan(user._id);
  if (ban) throw errors.banned(banMessage(ban));
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

/** The user as permission checks see it: permissions and perks computed from the ranks. */
export const holderOf = (user: UserDoc) => ({
  permissions: effectivePermissions(user),
  perks: effectivePerks(user),
});

/** 403 unless the user holds every named permission. */
export function requirePermissions(user: UserDoc, ...names: Permission[]): void {
  if (!hasAllPermissions(holderOf(user), names)) throw errors.missingPermissions();
}

/** 403 unless the user holds at least one of the named permissions. */
export function requireAnyPermission(user: UserDoc, ...names: Permission[]): void {
  if (!hasAnyPermission(holderOf(user), names)) throw errors.missingPermissions();
}

/** 403 unless the user holds every named perk (their own or their ranks'). Route guards are not shown. */
export function requirePerks(user: UserDoc, ...perks: Perk[]): void {
  if (!hasAllPerks(holderOf(user), perks)) throw errors.missingPermissions();
}

/** True when the user holds every named permission (for rules that branch rather than refuse). */
export const holds = (user: UserDoc, ...names: Permission[]): boolean =>
  hasAllPermissions(holderOf(user), names);
