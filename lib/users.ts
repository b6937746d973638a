/**
 * User reads shared by several pages (docs/api/endpoints.md#users), one declaration each. The signed-in
 * user's own `GET /api/v3/users/@me` lives with the session (`@lib/session`).
 */
import { defineEndpoint, loadOnce, useEndpoint } from './endpoint';
import { adminUsersResponse } from './schemas/admin-user';
import { warningsResponse } from './schemas/profile';
import { userResponse } from './schemas/user';

/**
 * `GET /api/v3/users/{id}` → `{ user }`: getUser (docs/api/endpoints.md#users). `id` may also be the user's
 * vanity URL. A user that does not exist reads as `{ user: null }` or a 404 `user_not_found` (the real 404
 * shape is not shown; the fake backend answers the 404, hidden profiles included): callers treat both as "no
 * such user". Read it with {@link useUser}: one request per id, shared by every reader.
 */
export const userEndpoint = defineEndpoint({
  name: 'users.byId',
  method: 'GET',
  path: (p: { id: string }) => `/api/v3/users/${encodeURIComponent(p.id)}`,
  response: userResponse,
});

/** The user `id` names (an id or a vanity name), read once per id through {@link userEndpoint}; `null` holds the request. */
export function useUser(id: string | null) {
  return useEndpoint(userEndpoint, id === null ? null : { id }, loadOnce);
}

/**
 * `GET /api/client/users/{id}/warnings` → `{ warnings }`, at most 10 (the profile and the User Manager read it).
 * Loaded once per user (docs/architecture.md#caching).
 */
export const warningsEndpoint = defineEndpoint({
  name: 'users.warnings',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/users/${encodeURIComponent(id)}/warnings`,
  response: warningsResponse,
});

/**
 * The filter of the admin users search, as the fake backend reads it (the real one is a list of database stages: not
 * shown).
 */
export interface AdminUserFilter {
  search?: string;
  rank?: string;
  skip: number;
  limit: number;
}

/**
 * `POST /api/client/admin/users {filter}` → `{ users, totalUsers }` (MANAGE_USERS): a read, keyed by the filter.
 * The User Manager's list and the staff command palette's user search.
 */
export const adminUsersEndpoint = defineEndpoint({
  name: 'adminUsers.search',
  method: 'POST',
  path: (_: AdminUserFilter) => '/api/client/admin/users',
  body: (filter) => ({ filter }),
  response: adminUsersResponse,
});
