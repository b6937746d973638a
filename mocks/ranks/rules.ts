/**
 * Rank rules (docs/api/entities.md#rank, docs/api/endpoints.md#site-data, docs/api/permissions.md#effective-permissions): the rank list and one rank, and what a user's ranks give them:
 * effective permissions and perks, the highest rank, staff status. Bans and the permission checks that use these
 * are in `session/rules.ts`.
 */
import { db } from '../db';
import { errors } from '../http/respond';
import type { RankDoc, UserDoc } from '../types';

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

/** Staff means holding at least one rank marked `staffRank` (the remove-staff rule, docs/product/profiles-and-users.md#staff-removal). */
export function isStaff(user: Pick<UserDoc, 'ranks'>): boolean {
  return ranksOf(user).some((rank) => rank.staffRank);
}

/** Rank ids sorted the way the server stores them: highest position first, unknown ids dropped. */
export function sortRankIds(ids: readonly string[]): string[] {
  return ranksOf({ ranks: [...new Set(ids)] }).map((rank) => rank._id);
}

/** Every rank, highest position first. */
export function listRanks(): RankDoc[] {
  return db.ranks.all().sort((a, b) => b.position - a.position);
}

/** The rank whose `id` field this is; 400 `rank_not_found` like the core (not 404). */
export function findRank(id: string): RankDoc {
  const rank = db.ranks.find((r) => r.id === id);
  if (!rank) throw errors.rankNotFound();
  return rank;
}
