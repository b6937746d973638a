/**
 * Server rules over the stored documents, in one place: effective permissions and perks (contract §2.2), the
 * highest rank, staff status, active bans and the ban message (spec §8).
 */
import { banMessage as formatBanMessage } from '@lib/ban';
import { db } from '../db';
import type { BanDoc, RankDoc, UserDoc } from '../types';

/** The user's rank documents, highest position first. Ids of deleted ranks are skipped. */
export function ranksOf(user: Pick<UserDoc, 'ranks'>): RankDoc[] {
  return user.ranks
    .map((id) => db.ranks.get(id))
    .filter((rank): rank is RankDoc => rank !== undefined)
    .sort((a, b) => b.position - a.position);
}

/** Bitwise OR of every rank's permissions (0 without ranks); nothing stored on the user counts. */
export function effectivePermissions(user: Pick<UserDoc, 'ranks'>): number {
  return ranksOf(user).reduce((mask, rank) => mask | rank.permissions, 0);
}

/** The user's own perks followed by each rank's perks, like the server (duplicates are possible). */
export function effectivePerks(user: Pick<UserDoc, 'ranks' | 'perks'>): string[] {
  return [...user.perks, ...ranksOf(user).flatMap((rank) => rank.perks)];
}

/** The rank with the largest position, or null. */
export function highestRank(user: Pick<UserDoc, 'ranks'>): RankDoc | null {
  return ranksOf(user)[0] ?? null;
}

/** Staff means holding at least one rank marked `staffRank` (the remove-staff rule, contract §3.3). */
export function isStaff(user: Pick<UserDoc, 'ranks'>): boolean {
  return ranksOf(user).some((rank) => rank.staffRank);
}

/** Rank ids sorted the way the server stores them: highest position first, unknown ids dropped. */
export function sortRankIds(ids: readonly string[]): string[] {
  return ranksOf({ ranks: [...new Set(ids)] }).map((rank) => rank._id);
}

/** The user's ban if it is in force: permanent, or expiring in the future. */
export function activeBan(userID: string, now: number = Date.now()): BanDoc | null {
  const ban = db.bans.get(userID);
  if (!ban) return null;
  return ban.expiry === null || ban.expiry > now ? ban : null;
}

/** The spec's 403 ban message (spec §8), verbatim: the shared formatter the banned screen uses too. */
export function banMessage(ban: Pick<BanDoc, 'reason' | 'expiry'>): string {
  return formatBanMessage({ reason: ban.reason, expiry: ban.expiry });
}
