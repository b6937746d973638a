/**
 * Rules of the User Manager (docs/product/profiles-and-users.md#user-manager): which ranks a manager may give, the
 * ban's state and length, the rank change in words, reasons. Pure; unit-tested in Node (rules.test.ts).
 */
import { type Holder, hasAllPermissions } from '@lib/permissions';
import type { RawBan } from '@lib/schemas/admin-user';
import type { Rank } from '@lib/schemas/rank';
import { DAY } from '@lib/time';

/** The position of the highest of `rankIds` among `ranks` (0 without any). */
export function topPosition(rankIds: readonly string[], ranks: readonly Rank[]): number {
  const held = new Set(rankIds);
  return ranks.reduce(
    (top, rank) =>
      held.has(rank.id) || (rank._id && held.has(rank._id)) ? Math.max(top, rank.position) : top,
    0,
  );
}

/**
 * Whether `manager` may give or take `rank`: ranks strictly below their own highest; SUPER_ADMIN may change any
 * (the fake backend's rule, docs/product/profiles-and-users.md#rank-updates).
 */
export function canAssign(
  manager: Holder & { ranks: readonly string[] },
  rank: Rank,
  ranks: readonly Rank[],
): boolean {
  if (hasAllPermissions(manager, ['SUPER_ADMIN'])) return true;
  return rank.position < topPosition(manager.ranks, ranks);
}

/** Ranks by position, highest first. */
export const byPosition = (ranks: readonly Rank[]) => [...ranks].sort((a, b) => b.position - a.position);

/** The ids in `selected` that are real ranks, highest first (what the server will store). */
export function sortedRankIds(selected: readonly string[], ranks: readonly Rank[]): string[] {
  const held = new Set(selected);
  return byPosition(ranks.filter((rank) => held.has(rank.id))).map((rank) => rank.id);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export const ranksChanged = (before: readonly string[], after: readonly string[]) => !sameSet(before, after);

/** "Chef → Head Chef", with "No rank" for none: the highest rank before and after. */
export function rankChangeSummary(
  before: readonly string[],
  after: readonly string[],
  ranks: readonly Rank[],
): string {
  const top = (ids: readonly string[]) =>
    byPosition(ranks.filter((rank) => ids.includes(rank.id)))[0]?.name ?? 'No rank';
  return `${top(before)} → ${top(after)}`;
}

export type BanState = 'none' | 'active' | 'expired';

/** A stored ban is in force while it has no expiry or the expiry is ahead. */
export function banState(ban: RawBan | null | undefined, now: number): BanState {
  if (!ban) return 'none';
  return ban.expiry === null || ban.expiry === undefined || ban.expiry > now ? 'active' : 'expired';
}

/** The ban lengths the form offers; `permanent` has no expiry. */
export const BAN_LENGTHS = [
  { value: '1d', label: '1 day', ms: DAY },
  { value: '3d', label: '3 days', ms: 3 * DAY },
  { value: '7d', label: '1 week', ms: 7 * DAY },
  { value: '30d', label: '30 days', ms: 30 * DAY },
  { value: '90d', label: '90 days', ms: 90 * DAY },
  { value: 'permanent', label: 'Permanent', ms: null },
] as const;
export type BanLength = (typeof BAN_LENGTHS)[number]['value'];

/** The expiry for a length chosen now (null: permanent). */
export function expiryFor(length: BanLength, now: number): number | null {
  const choice = BAN_LENGTHS.find((option) => option.value === length);
  return choice?.ms ? now + choice.ms : null;
}

export const REASON_MAX_LENGTH = 500;

/** A reason: required for staff removal, optional for bans; at most 500 characters after trimming. */
export function reasonError(value: string, required: boolean): string | null {
  const reason = value.trim();
  if (required && !reason) return 'A reason is required';
  if (reason.length > REASON_MAX_LENGTH) return `The reason must be ${REASON_MAX_LENGTH} characters or fewer`;
  return null;
}
