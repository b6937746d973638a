/**
 * Admin users (docs/product/profiles-and-users.md#user-manager): search, bans, staff removal, rank updates and
 * blacklists. Every call needs MANAGE_USERS (the real route guards are not shown). The rules are in `rules.ts`.
 */
import { http } from 'msw';
import { db } from '../db';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { requirePermissions } from '../session/rules';
import { toAdminUserRow, toBlacklist, toRawBan } from '../views';
import {
  banOf,
  banUser,
  blacklistOf,
  readFilter,
  removeStaff,
  requireBanTarget,
  requireRankAuthority,
  searchUsers,
  setBlacklist,
  unbanUser,
  updateRanks,
} from './rules';

const ADMIN = `${CLIENT_API}/admin`;

const manager = (request: Request) => {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_USERS');
  return user;
};

export const adminUserHandlers = [
  /** `{ filter }` → `{ users, totalUsers }` (see `readFilter`). */
  http.post(`${ADMIN}/users`, async ({ request }) => {
    manager(request);
    const { filter } = await readBody(request);
    const { users, totalUsers } = searchUsers(readFilter(filter));
    return ok({ users: users.map(toAdminUserRow), totalUsers });
  }),

  /** → `{ ban }`: the raw document, or null. */
  http.get<{ id: string }>(`${ADMIN}/users/:id/ban`, ({ request, params }) => {
    manager(request);
    requireBanTarget(params.id);
    const ban = banOf(params.id);
    return ok({ ban: ban ? toRawBan(ban) : null });
  }),

  /** Create (POST) or update (PATCH) a ban: `{ reason, expiry, silent }` → `{ ban }`. Both upsert, like banUser. */
  ...(['post', 'patch'] as const).map((method) =>
    http[method]<{ id: string }>(`${ADMIN}/users/:id/ban`, async ({ request, params }) => {
      const user = manager(request);
      const ban = banUser(params.id, user, await readBody(request));
      return ok({ ban: toRawBan(ban) });
    }),
  ),

  /** Lift a ban: `{ silent }` → `{ success: true }`. */
  http.delete<{ id: string }>(`${ADMIN}/users/:id/ban`, async ({ request, params }) => {
    manager(request);
    await readBody(request);
    unbanUser(params.id);
    return success();
  }),

  /** `{ reason }` → `{ success: true }` (see `removeStaff`). */
  http.post<{ id: string }>(`${ADMIN}/users/:id/remove-staff`, async ({ request, params }) => {
    const user = manager(request);
    const { reason } = await readBody(request);
    removeStaff(params.id, user, reason);
    return success();
  }),

  /** `{ ranks, announce, logToRankHistory }` → `{ ranks }` (see `updateRanks`). 404 `user_not_found`. */
  http.patch<{ id: string }>(`${ADMIN}/users/:id/update-rank`, async ({ request, params }) => {
    const user = manager(request);
    const target = db.users.get(params.id);
    if (!target) throw errors.userNotFound();
    const { ranks, announce, logToRankHistory } = await readBody(request);
    const requested = Array.isArray(ranks) ? ranks.filter((id): id is string => typeof id === 'string') : [];
    requireRankAuthority(user, target, target.ranks, requested);
    const log = logToRankHistory === true ? true : logToRankHistory === false ? false : null;
    return ok({ ranks: updateRanks(target, ranks, announce === true, log) });
  }),

  /** → `{ blacklist }`: the raw document, or null. */
  http.get<{ id: string }>(`${ADMIN}/users/:id/blacklist`, ({ request, params }) => {
    manager(request);
    requireBanTarget(params.id);
    const entry = blacklistOf(params.id);
    return ok({ blacklist: entry ? toBlacklist(entry) : null });
  }),

  /** `{ data }` adds, updates or removes a blacklist → `{ blacklist }` (see `setBlacklist`). */
  http.post<{ id: string }>(`${ADMIN}/blacklist/:id`, async ({ request, params }) => {
    const user = manager(request);
    const { data } = await readBody(request);
    const entry = setBlacklist(params.id, user, data);
    return ok({ blacklist: entry ? toBlacklist(entry) : null });
  }),
];
