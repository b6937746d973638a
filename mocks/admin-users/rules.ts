/**
 * Admin user rules (docs/product/profiles-and-users.md#user-manager): the paginated search, rank updates, bans,
 * staff removal and blacklists, with the core's codes and messages (docs/api/errors.md#catalogue) and the gateway
 * events it publishes (`userBanned`, `userUnbanned`, `userRankUpdate`).
 */
import { isSnowflake } from '@lib/snowflake';
import { now } from '../clock';
import { db } from '../db';
import { emitGatewayEvent } from '../events';
import { errors } from '../http/respond';
import { internalSnowflake } from '../ids';
import { highestRank, isStaff, ranksOf, sortRankIds } from '../ranks/rules';
import { holds } from '../session/rules';
import type { BanDoc, BlacklistDoc, UserDoc } from '../types';

const WEEK = 7 * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------------------------

/** The admin list's page: 10 by default (getUsersPaginated), at most 50 (not shown: the mock's cap). */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_MAX = 50;

export interface AdminUserFilter {
  search?: string;
  rank?: string;
  skip: number;
  limit: number;
}

/**
 * Not shown, designed: the real filter is a list of database stages the site builds; the fake backend takes a
 * plain object `{ search, rank, skip, limit }`. `search` matches an exact id, or the username or display name
 * (case-insensitive, anywhere); `rank` keeps holders of that rank. Junk values fall back to the defaults.
 */
export function readFilter(raw: unknown): AdminUserFilter {
  const filter =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const int = (value: unknown, fallback: number, min: number, max: number) =>
    typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
  return {
    search:
      typeof filter.search === 'string' && filter.search.trim()
        ? filter.search.trim().slice(0, 100)
        : undefined,
    rank: typeof filter.rank === 'string' && filter.rank ? filter.rank : undefined,
    skip: int(filter.skip, 0, 0, Number.MAX_SAFE_INTEGER),
    limit: int(filter.limit, ADMIN_PAGE_SIZE, 1, ADMIN_PAGE_MAX),
  };
}

/** The matching users, sorted by username (the server ignores its sort argument; the mock keeps a stable order). */
export function searchUsers(filter: AdminUserFilter): { users: UserDoc[]; totalUsers: number } {
  const needle = filter.search?.toLowerCase();
  const matches = db.users
    .filter((user) => {
      if (filter.rank && !user.ranks.includes(filter.rank)) return false;
      if (!needle) return true;
      return (
        user._id === filter.search ||
        user.username.toLowerCase().includes(needle) ||
        user.displayName.toLowerCase().includes(needle)
      );
    })
    .sort((a, b) => a.username.localeCompare(b.username));
  return { users: matches.slice(filter.skip, filter.skip + filter.limit), totalUsers: matches.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Rank updates
// ---------------------------------------------------------------------------------------------------------------

/** The position of the caller's highest rank (0 without ranks). */
const topPosition = (user: Pick<UserDoc, 'ranks'>) => highestRank(user)?.position ?? 0;

/**
 * Not shown, designed (the rule): a user manager changes only ranks strictly below their own highest rank,
 * and only for users whose highest rank is below theirs; holders of SUPER_ADMIN may change any rank.
 */
export function requireRankAuthority(
  caller: UserDoc,
  target: UserDoc,
  before: string[],
  after: string[],
): void {
  if (holds(caller, 'SUPER_ADMIN')) return;
  const mine = topPosition(caller);
  if (target._id !== caller._id && topPosition(target) >= mine) throw errors.rankTooHigh();
  const changed = [
    ...before.filter((id) => !after.includes(id)),
    ...after.filter((id) => !before.includes(id)),
  ];
  for (const id of changed) {
    const rank = db.ranks.get(id);
    if (rank && rank.position >= mine) throw errors.rankTooHigh();
  }
}

/** The team with the fewest members (getRandomTeam); 404 `no_teams` without teams. */
function teamWithFewestMembers(): string {
  const teams = db.teams.all();
  if (teams.length === 0) throw errors.noTeams();
  const size = (id: string) => db.users.filter((u) => u.team === id).length;
  return teams.sort((a, b) => size(a._id) - size(b._id))[0]?._id as string;
}

/**
 * updateRanks: unknown ids dropped, duplicates removed, saved highest first; teams follow when `teamsEnabled`;
 * rank history per `logToRankHistory` (true always, false never, otherwise when the highest rank changed and either
 * side logs history); publishes `userRankUpdate`. Resolves the new rank ids.
 */
export function updateRanks(
  target: UserDoc,
  requested: unknown,
  announce: boolean,
  logToRankHistory: boolean | null,
): string[] {
  if (!Array.isArray(requested)) throw errors.invalidBody('ranks must be a list of rank ids');
  const ranks = sortRankIds(requested.filter((id): id is string => typeof id === 'string'));
  const oldTop = highestRank(target);
  const newTop = highestRank({ ranks });
  const teamsEnabled = db.settings.get('teamsEnabled') === true;
  const usesTeams = ranksOf({ ranks }).some((rank) => rank.useTeams);
  let team = target.team;
  if (teamsEnabled && !team && usesTeams) team = teamWithFewestMembers();
  if (teamsEnabled && team && !usesTeams) team = null;

  db.users.update(target._id, (doc) => {
    doc.ranks = ranks;
    doc.team = team;
  });
  const changedTop = (oldTop?._id ?? null) !== (newTop?._id ?? null);
  const log =
    logToRankHistory === true ||
    (logToRankHistory === null &&
      changedTop &&
      Boolean(oldTop?.logUserRankHistory || newTop?.logUserRankHistory));
  if (log) {
    db.rankHistory.upsert({
      _id: internalSnowflake(now()),
      userID: target._id,
      oldRank: oldTop?._id ?? null,
      newRank: newTop?._id ?? null,
      timestamp: now(),
    });
  }
  emitGatewayEvent('userRankUpdate', { userID: target._id, ranks, announceToLog: announce });
  return ranks;
}

// ---------------------------------------------------------------------------------------------------------------
// Bans
// ---------------------------------------------------------------------------------------------------------------

/** 400 `invalid_user_id` 'Invalid user ID' unless the id is 17–19 digits (banUser, unbanUser). */
export function requireBanTarget(id: string): void {
  if (!isSnowflake(id)) throw errors.invalidBanUserId();
}

/** The raw ban document, or null (getBan). */
export const banOf = (id: string): BanDoc | null => db.bans.get(id) ?? null;

/** The expiry as the core stores it: through the Date constructor; falsy means permanent; junk is refused. */
function parseExpiry(expiry: unknown): number | null {
  if (expiry === null || expiry === undefined || expiry === '' || expiry === 0 || expiry === false)
    return null;
  if (typeof expiry !== 'number' && typeof expiry !== 'string')
    throw errors.invalidBody('expiry must be a date');
  const ms = new Date(expiry).getTime();
  // Not shown: the core would store an Invalid Date; the mock refuses it.
  if (Number.isNaN(ms)) throw errors.invalidBody('expiry must be a date');
  return ms;
}

/**
 * banUser (create and update alike, it upserts): 400 `user_has_ranks` while the user holds any rank; the ban is
 * stored with `bannedAt` = now, every session of the user is deleted, and `userBanned` is published with the raw
 * expiry. Not shown, designed: an unknown user is 404 `user_not_found` (the core writes the ban, then throws).
 */
export function banUser(id: string, caller: UserDoc, body: Record<string, unknown>): BanDoc {
  requireBanTarget(id);
  const target = db.users.get(id);
  if (!target) throw errors.userNotFound();
  if (target.ranks.length > 0) throw errors.userHasRanks();
  const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null;
  const ban: BanDoc = {
    _id: id,
    reason,
    expiry: parseExpiry(body.expiry),
    bannedBy: caller._id,
    bannedAt: now(),
  };
  db.bans.upsert(ban);
  db.sessions.deleteWhere((session) => session.userID === id);
  emitGatewayEvent('userBanned', { userID: id, reason, expiry: body.expiry ?? null });
  return ban;
}

/** unbanUser: 404 `user_not_banned` without a ban; publishes `userUnbanned`. */
export function unbanUser(id: string): void {
  requireBanTarget(id);
  if (!db.bans.delete(id)) throw errors.userNotBanned();
  emitGatewayEvent('userUnbanned', { userID: id });
}

// ---------------------------------------------------------------------------------------------------------------
// Staff removal
// ---------------------------------------------------------------------------------------------------------------

/**
 * removeStaff: 400 `user_not_found` (400, not 404); 400 `user_not_staff` without a staff rank, or 'You cannot
 * remove someone higher than you' when their highest position is strictly above the caller's. Then the re-apply
 * cooldown (one week), every rank removed with an announcement (updateRanks).
 */
export function removeStaff(id: string, caller: UserDoc, reason: unknown): void {
  const target = db.users.get(id);
  if (!target) throw errors.userNotFoundRemoval();
  if (!isStaff(target)) throw errors.userNotStaff();
  if (topPosition(target) > topPosition(caller)) throw errors.cannotRemoveHigher();
  if (typeof reason !== 'string' || !reason.trim()) throw errors.invalidBody('A reason is required');
  db.users.update(id, (doc) => {
    doc.staffApplications.nextApplicationAllowed = now() + WEEK;
  });
  updateRanks(target, [], true, null);
}

// ---------------------------------------------------------------------------------------------------------------
// Blacklists
// ---------------------------------------------------------------------------------------------------------------

export const blacklistOf = (id: string): BlacklistDoc | null => db.blacklists.get(id) ?? null;

/**
 * Not shown, designed: `POST /api/client/admin/blacklist/{id}` with `{ data: { reason, type } }` adds or updates a
 * manual blacklist (addBlacklist: `blacklistedAt` kept from the first insert), `{ data: { remove: true } }`
 * removes it (404 `user_not_blacklisted` 'User is not blacklisted' when there is none).
 */
export function setBlacklist(id: string, caller: UserDoc, data: unknown): BlacklistDoc | null {
  requireBanTarget(id);
  const input = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (input.remove === true) {
    if (!db.blacklists.delete(id)) throw errors.userNotBlacklisted();
    return null;
  }
  const type = input.type === 'server' ? 'server' : 'user';
  const reason = typeof input.reason === 'string' && input.reason.trim() ? input.reason.trim() : null;
  const entry: BlacklistDoc = {
    _id: id,
    reason,
    blacklistedBy: caller._id,
    blacklistedAt: db.blacklists.get(id)?.blacklistedAt ?? now(),
    auto: false,
    type,
  };
  return db.blacklists.upsert(entry);
}
