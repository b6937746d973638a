/**
 * Pure helpers of the User Manager (docs/product/profiles-and-users.md#user-manager): the URL search, the server
 * filter and pages, which ranks a manager may give, the ban's state and length, the rank change in words.
 * No React, no network: unit-tested in Node (model.test.ts).
 */
import { type Holder, hasAllPermissions } from '@lib/permissions';
import type { RawBan } from '@lib/schemas/admin-user';
import type { Rank } from '@lib/schemas/rank';
import { optionalParam, searchTermParam } from '@lib/search-params';
import { isSnowflake } from '@lib/snowflake';
import * as z from 'zod/mini';
import type { AdminUserFilter } from './api';

export const SEARCH_MAX_LENGTH = 100;
export const PAGE_SIZE = 10;

/**
 * `/staff/admin/users?q=&rank=&page=&user=`: the search term, a rank id, the page (1-based; digits accepted) and
 * the user whose admin view is open (a snowflake). Each falls back on its own.
 */
export const userManagerSearchSchema = z.object({
  q: searchTermParam(SEARCH_MAX_LENGTH),
  rank: optionalParam(z.string().check(z.regex(/^[0-9]{1,25}$/))),
  page: optionalParam(
    z
      .pipe(
        z.union([z.number(), z.string().check(z.regex(/^[0-9]{1,6}$/))]),
        z.transform((value) => Number(value)),
      )
      .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 100_000)),
  ),
  user: optionalParam(z.string().check(z.refine(isSnowflake))),
});
export type UserManagerSearch = z.infer<typeof userManagerSearchSchema>;

/**
 * The User Manager with `id`'s admin view open, as a path. The id is written the way the router writes a string
 * that looks like a number (JSON-quoted): a bare 19-digit id would be read back as a number and lose digits.
 */
export const adminViewPath = (id: string) =>
  `/staff/admin/users?user=${encodeURIComponent(JSON.stringify(id))}`;

/** The filter for the server: the term, the rank and the page's window. */
export function filterOf(search: UserManagerSearch): AdminUserFilter {
  const page = search.page ?? 1;
  return {
    ...(search.q ? { search: search.q.trim() } : {}),
    ...(search.rank ? { rank: search.rank } : {}),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}

export const pageCount = (totalUsers: number) => Math.max(1, Math.ceil(totalUsers / PAGE_SIZE));

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
  { value: '1d', label: '1 day', ms: 24 * 3600_000 },
  { value: '3d', label: '3 days', ms: 3 * 24 * 3600_000 },
  { value: '7d', label: '1 week', ms: 7 * 24 * 3600_000 },
  { value: '30d', label: '30 days', ms: 30 * 24 * 3600_000 },
  { value: '90d', label: '90 days', ms: 90 * 24 * 3600_000 },
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
