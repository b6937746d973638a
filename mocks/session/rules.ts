/**
 * Session and authorisation rules (docs/api/auth.md, docs/api/auth.md#token-format, docs/api/permissions.md#effective-permissions, docs/product/session.md#ban-message): who a token belongs to, bans in force and
 * the ban message, what a user may do (permissions and perks computed from the ranks), and signing in and out.
 * A refused check throws the error response, like every rule (see `http/respond.ts`); `http/auth.ts` reads the
 * token from a request and calls these.
 */
import { banMessage as formatBanMessage } from '@lib/ban';
import {
  hasAllPerks,
  hasAllPermissions,
  hasAnyPermission,
  type Perk,
  type Permission,
} from '@lib/permissions';
import { db } from '../db';
import { errors } from '../http/respond';
import { DEMO_CODE_PREFIX, isPersonaKey, PERSONAS } from '../personas';
import { effectivePerks, effectivePermissions } from '../ranks/rules';
import { SESSION_LIFETIME_MS } from '../seed';
import type { BanDoc, SessionDoc, UserDoc } from '../types';

export interface AuthContext {
  session: SessionDoc;
  user: UserDoc;
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------------------------

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

/** Device info for a new session, guessed from the User-Agent (the real parser is not shown). */
export function deviceOf(agent: string): SessionDoc['device'] {
  const pick = (rules: [RegExp, string][], fallback: string) =>
    rules.find(([pattern]) => pattern.test(agent))?.[1] ?? fallback;
  return {
    device: /Mobile|Android|iPhone/i.test(agent) ? 'Mobile' : 'Desktop',
    browser: pick(
      [
        [/Edg\//, 'Edge'],
        [/Firefox\//, 'Firefox'],
        [/Chrom(e|ium)\//, 'Chrome'],
        [/Safari\//, 'Safari'],
      ],
      'Unknown',
    ),
    os: pick(
      [
        [/Windows/, 'Windows'],
        [/Android/, 'Android'],
        [/iPhone|iPad/, 'iOS'],
        [/Mac OS X/, 'macOS'],
        [/Linux/, 'Linux'],
      ],
      'Unknown',
    ),
    ip: '127.0.0.1',
  };
}

/**
 * Exchanges an authorization code for a session token valid for 31 days. The demo has no Discord: only the codes
 * `demo-<persona>` are valid; anything else is 400 `invalid_code` (the real API forwards Discord's own error body,
 * docs/api/auth.md#authorization-code-exchange: not reproducible offline).
 */
export function signIn(code: unknown, device: SessionDoc['device']): { sessionToken: string } {
  const key =
    typeof code === 'string' && code.startsWith(DEMO_CODE_PREFIX) ? code.slice(DEMO_CODE_PREFIX.length) : '';
  if (!isPersonaKey(key)) throw errors.invalidCode();

  const now = Date.now();
  // The persona's own seeded token: the in-browser database is rebuilt on every page load, and a fresh
  // random token would not survive a reload of the demo. (A real server issues a new token per login.)
  const sessionToken = PERSONAS[key].token;
  db.sessions.upsert({
    _id: sessionToken,
    userID: PERSONAS[key].userId,
    lastUsed: now,
    expiry: now + SESSION_LIFETIME_MS,
    device,
  });
  return { sessionToken };
}

/** Logout. Like the core's deleteSession it always succeeds, even for an unknown token (docs/api/auth.md#logout). */
export function signOut(token: string | null): void {
  if (token) db.sessions.delete(token);
}

// ---------------------------------------------------------------------------------------------------------------
// Bans
// ---------------------------------------------------------------------------------------------------------------

/** The user's ban if it is in force: permanent, or expiring in the future. */
export function activeBan(userID: string, now: number = Date.now()): BanDoc | null {
  const ban = db.bans.get(userID);
  if (!ban) return null;
  return ban.expiry === null || ban.expiry > now ? ban : null;
}

/** The 403 ban message (docs/product/session.md#ban-message), verbatim: the shared formatter the banned screen uses too. */
export function banMessage(ban: Pick<BanDoc, 'reason' | 'expiry'>): string {
  return formatBanMessage({ reason: ban.reason, expiry: ban.expiry });
}

/** Throws the 403 ban response when the user has a ban in force. */
export function assertNotBanned(user: UserDoc): void {
  const ban = activeBan(user._id);
  if (ban) throw errors.banned(banMessage(ban));
}

// ---------------------------------------------------------------------------------------------------------------
// Permissions and perks
// ---------------------------------------------------------------------------------------------------------------

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
