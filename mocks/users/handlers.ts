/** Users (spec §7 "Session" and "Users", contract §1.1, §2.2, §3.1, §3.2). */
import { hasAllPermissions } from '@lib/permissions';
import { http } from 'msw';
import { db } from '../db';
import { emitGatewayEvent } from '../events';
import { holderOf, optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success, V3_API } from '../http/respond';
import { highestRank, isStaff } from '../ranks/rules';
import type { UserDoc } from '../types';
import { toCurrentUser, toPublicUser } from '../views';

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The user whose id or vanity URL this is (getUser's vanity support, contract §3.1). */
function findUser(idOrVanity: string): UserDoc | undefined {
  return db.users.get(idOrVanity) ?? db.users.find((u) => u.information.vanityURL === idOrVanity);
}

/**
 * Not shown: hidden profiles (`settings.hideProfile`). They read as 404 to everyone except the user themselves
 * and holders of MANAGE_USERS, so a hidden profile looks like no profile.
 */
function canView(target: UserDoc, viewer: UserDoc | undefined): boolean {
  if (!target.settings.hideProfile) return true;
  if (!viewer) return false;
  return viewer._id === target._id || hasAllPermissions(holderOf(viewer), ['MANAGE_USERS']);
}

/** Not shown: a fake ad-sponsor token, stable per user. */
const nitroPayTokenFor = (user: UserDoc) => `demo-nitropay-${user._id}`;

export const userHandlers = [
  /** The signed-in user, banned or not (the client needs `ban.active` to block the site). */
  http.get(`${V3_API}/users/@me`, ({ request }) => {
    const { user } = requireSession(request, { allowBanned: true });
    return ok({ user: toCurrentUser(user), nitroPayToken: nitroPayTokenFor(user) });
  }),

  /** A public profile; anonymous visitors may read it. 404 `user_not_found` (the real 404 shape is not shown). */
  http.get<{ id: string }>(`${V3_API}/users/:id`, ({ request, params }) => {
    const viewer = optionalSession(request)?.user;
    const target = findUser(params.id);
    if (!target || !canView(target, viewer)) throw errors.userNotFound();
    return ok({ user: toPublicUser(target) });
  }),

  /**
   * Resign from staff (contract §3.2): like remove-staff, it clears every rank and sets the 1-week re-apply
   * cooldown. The `staff.canResign` check on the highest rank is the spec's rule (not shown on the server).
   * Teams follow updateRanks: with `teamsEnabled`, a user left without a team-using rank leaves their team.
   */
  http.post(`${CLIENT_API}/recruitment/resign`, ({ request }) => {
    const { user } = requireSession(request);
    if (!isStaff(user)) throw errors.userNotStaff();
    if (!highestRank(user)?.staff.canResign) throw errors.resignNotAllowed();

    const teamsEnabled = db.settings.get('teamsEnabled') === true;
    db.users.update(user._id, (doc) => {
      doc.ranks = [];
      doc.staffApplications.nextApplicationAllowed = Date.now() + WEEK;
      // No rank left, so none that uses teams.
      if (teamsEnabled) doc.team = null;
    });
    emitGatewayEvent('userRankUpdate', { userID: user._id, ranks: [], announceToLog: true });
    return success();
  }),

  /**
   * "Use as my delivery message" (spec §7): `{deliveryMessage?}` sets `settings.deliveryMessage.message` to the
   * text, or clears it (null) when absent, null or blank. Deliveries then use it, and `@me` returns it. Not
   * shown, designed: only for yourself (your id or `@me`, 403 otherwise); `disabled` is left as it is. No length
   * limit on save, like the directory (contract §3.16): the 1650 limit applies when a delivery posts it (§3.6).
   */
  http.patch<{ id: string }>(`${CLIENT_API}/users/:id/premade-messages`, async ({ request, params }) => {
    const { user } = requireSession(request);
    if (params.id !== user._id && params.id !== '@me') throw errors.missingPermissions();
    const { deliveryMessage } = await readBody(request);
    if (deliveryMessage !== undefined && deliveryMessage !== null && typeof deliveryMessage !== 'string') {
      throw errors.invalidBody('The delivery message must be text');
    }
    db.users.update(user._id, (doc) => {
      doc.settings.deliveryMessage.message = deliveryMessage?.trim() ? deliveryMessage : null;
    });
    return success();
  }),
];
