/** Users (docs/api/endpoints.md#users, docs/api/entities.md#user, docs/api/permissions.md#effective-permissions). The rules are in `rules.ts`. */
import { http } from 'msw';
import { optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success, V3_API } from '../http/respond';
import { toBacklogEntry, toCurrentUser, toPublicUser, toRankHistoryEntry, toWarning } from '../views';
import {
  feedbackFor,
  nitroPayTokenFor,
  rankHistoryOf,
  requireSelf,
  requireSelfOrUserManager,
  resign,
  seesPrivateFields,
  setDeliveryMessage,
  syncWithDiscord,
  targetUser,
  updateProfile,
  viewableUser,
  warningsOf,
} from './rules';

export const userHandlers = [
  /** The signed-in user, banned or not (the client needs `ban.active` to block the site). */
  http.get(`${V3_API}/users/@me`, ({ request }) => {
    const { user } = requireSession(request, { allowBanned: true });
    return ok({ user: toCurrentUser(user), nitroPayToken: nitroPayTokenFor(user) });
  }),

  /**
   * A public profile; anonymous visitors may read it. 404 `user_not_found` (the real 404 shape is not shown).
   * Not shown, designed: the user themselves and holders of MANAGE_USERS also get `settings` (hidden profile,
   * next sync), which the edit page needs.
   */
  http.get<{ id: string }>(`${V3_API}/users/:id`, ({ request, params }) => {
    const viewer = optionalSession(request)?.user;
    const target = viewableUser(params.id, viewer);
    const view = toPublicUser(target);
    return ok({
      user: seesPrivateFields(target, viewer)
        ? { ...view, settings: structuredClone(target.settings) }
        : view,
    });
  }),

  /** Edit a profile (see `updateProfile`) → `{ user }`, the profile as the caller now sees it. */
  http.patch<{ id: string }>(`${CLIENT_API}/users/:id`, async ({ request, params }) => {
    const { user } = requireSession(request);
    const target = targetUser(params.id, user);
    requireSelfOrUserManager(user, target);
    updateProfile(target, await readBody(request));
    return ok({ user: { ...toPublicUser(target), settings: structuredClone(target.settings) } });
  }),

  /** Rank history, newest first → `{ history }`. */
  http.get<{ id: string }>(`${CLIENT_API}/users/:id/rank-history`, ({ request, params }) => {
    const { user } = requireSession(request);
    const target = targetUser(params.id, user);
    requireSelfOrUserManager(user, target);
    return ok({ history: rankHistoryOf(target._id).map(toRankHistoryEntry) });
  }),

  /** Warnings, at most 10 → `{ warnings }`. */
  http.get<{ id: string }>(`${CLIENT_API}/users/:id/warnings`, ({ request, params }) => {
    const { user } = requireSession(request);
    const target = targetUser(params.id, user);
    requireSelfOrUserManager(user, target);
    return ok({ warnings: warningsOf(target._id).map(toWarning) });
  }),

  /** Order feedback the user received (see `feedbackFor`) → `{ feedback }`. */
  http.get<{ id: string }>(`${CLIENT_API}/users/:id/order-feedback`, ({ request, params }) => {
    const { user } = requireSession(request);
    const target = targetUser(params.id, user);
    requireSelfOrUserManager(user, target);
    return ok({ feedback: feedbackFor(target._id).map(toBacklogEntry) });
  }),

  /** Sync with Discord, once an hour → `{ updated }` (see `syncWithDiscord`). Not shown, designed: self or MANAGE_USERS. */
  http.patch<{ id: string }>(`${CLIENT_API}/users/:id/sync-with-discord`, ({ request, params }) => {
    const { user } = requireSession(request);
    const target = targetUser(params.id, user);
    requireSelfOrUserManager(user, target);
    return ok({ updated: syncWithDiscord(target) });
  }),

  /** Resign from staff (see `resign`) → `{ success: true }`. */
  http.post(`${CLIENT_API}/recruitment/resign`, ({ request }) => {
    const { user } = requireSession(request);
    resign(user);
    return success();
  }),

  /** "Use as my delivery message": `{deliveryMessage?}` → `{ success: true }` (see `setDeliveryMessage`). */
  http.patch<{ id: string }>(`${CLIENT_API}/users/:id/premade-messages`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requireSelf(user, params.id);
    const { deliveryMessage } = await readBody(request);
    setDeliveryMessage(user, deliveryMessage);
    return success();
  }),
];
