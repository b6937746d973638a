/**
 * User Manager endpoints (docs/api/endpoints.md#admin-users, docs/product/profiles-and-users.md#user-manager), one
 * declaration each. Every call needs MANAGE_USERS.
 */
import { defineEndpoint } from '@lib/endpoint';
import { blacklistResponse, rawBanResponse } from '@lib/schemas/admin-user';
import { anyBody } from '@lib/schemas/common';
import * as z from 'zod/mini';

const adminUser = (id: string, rest: string) => `/api/client/admin/users/${encodeURIComponent(id)}${rest}`;

/** The search is shared with the staff command palette: declared in lib. */
export { type AdminUserFilter, adminUsersEndpoint } from '@lib/users';

export const banEndpoint = defineEndpoint({
  name: 'adminUsers.ban',
  method: 'GET',
  path: ({ id }: { id: string }) => adminUser(id, '/ban'),
  response: rawBanResponse,
});

export interface BanInput {
  id: string;
  reason: string;
  /** ms, or null for a permanent ban. */
  expiry: number | null;
  silent: boolean;
}

const banBody = ({ reason, expiry, silent }: BanInput) => ({ reason, expiry, silent });

/** `POST /api/client/admin/users/{id}/ban` → `{ ban }`. */
export const createBanEndpoint = defineEndpoint({
  name: 'adminUsers.createBan',
  method: 'POST',
  path: ({ id }: BanInput) => adminUser(id, '/ban'),
  body: banBody,
  response: rawBanResponse,
});

/** `PATCH /api/client/admin/users/{id}/ban` → `{ ban }` (the update flag). */
export const updateBanEndpoint = defineEndpoint({
  name: 'adminUsers.updateBan',
  method: 'PATCH',
  path: ({ id }: BanInput) => adminUser(id, '/ban'),
  body: banBody,
  response: rawBanResponse,
});

/** `DELETE /api/client/admin/users/{id}/ban {silent}`. */
export const liftBanEndpoint = defineEndpoint({
  name: 'adminUsers.liftBan',
  method: 'DELETE',
  path: ({ id }: { id: string; silent: boolean }) => adminUser(id, '/ban'),
  body: ({ silent }) => ({ silent }),
  response: anyBody,
});

/** `POST /api/client/admin/users/{id}/remove-staff {reason}`. */
export const removeStaffEndpoint = defineEndpoint({
  name: 'adminUsers.removeStaff',
  method: 'POST',
  path: ({ id }: { id: string; reason: string }) => adminUser(id, '/remove-staff'),
  body: ({ reason }) => ({ reason }),
  response: anyBody,
});

export interface RankUpdateInput {
  id: string;
  ranks: string[];
  announce: boolean;
  /** true always, false never, null: the server's default (when the highest rank changed). */
  logToRankHistory: boolean | null;
}

/** `PATCH /api/client/admin/users/{id}/update-rank` → `{ ranks }`, highest first. */
export const updateRanksEndpoint = defineEndpoint({
  name: 'adminUsers.updateRanks',
  method: 'PATCH',
  path: ({ id }: RankUpdateInput) => adminUser(id, '/update-rank'),
  body: ({ ranks, announce, logToRankHistory }) => ({ ranks, announce, logToRankHistory }),
  response: z.looseObject({ ranks: z.catch(z.optional(z.array(z.string())), undefined) }),
});

export const blacklistEndpoint = defineEndpoint({
  name: 'adminUsers.blacklist',
  method: 'GET',
  path: ({ id }: { id: string }) => adminUser(id, '/blacklist'),
  response: blacklistResponse,
});

/** `POST /api/client/admin/blacklist/{id} {data}`: `{ reason }` adds, `{ remove: true }` removes (designed). */
export const setBlacklistEndpoint = defineEndpoint({
  name: 'adminUsers.setBlacklist',
  method: 'POST',
  path: ({ id }: { id: string; data: { reason: string } | { remove: true } }) =>
    `/api/client/admin/blacklist/${encodeURIComponent(id)}`,
  body: ({ data }) => ({ data }),
  response: blacklistResponse,
});
