/**
 * User rules (docs/api/entities.md#user, docs/api/endpoints.md#users): finding a profile and who may see it, resigning from staff, and the
 * user's own delivery message. What a user's ranks give them is in `ranks/rules.ts`; bans and permission checks
 * are in `session/rules.ts`.
 */
import { hasAllPermissions } from '@lib/permissions';
import { db } from '../db';
import { emitGatewayEvent } from '../events';
import { errors } from '../http/respond';
import { highestRank, isStaff } from '../ranks/rules';
import { holderOf } from '../session/rules';
import type { UserDoc } from '../types';

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The user whose id or vanity URL this is (getUser's vanity support, docs/api/endpoints.md#users). */
export function findUser(idOrVanity: string): UserDoc | undefined {
  return db.users.get(idOrVanity) ?? db.users.find((u) => u.information.vanityURL === idOrVanity);
}

/**
 * Not shown: hidden profiles (`settings.hideProfile`). They read as 404 to everyone except the user themselves
 * and holders of MANAGE_USERS, so a hidden profile looks like no profile.
 */
export function canView(target: UserDoc, viewer: UserDoc | undefined): boolean {
  if (!target.settings.hideProfile) return true;
  if (!viewer) return false;
  return viewer._id === target._id || hasAllPermissions(holderOf(viewer), ['MANAGE_USERS']);
}

/** The profile `idOrVanity` names as `viewer` may see it; 404 `user_not_found` otherwise. */
export function viewableUser(idOrVanity: string, viewer: UserDoc | undefined): UserDoc {
  const target = findUser(idOrVanity);
  if (!target || !canView(target, viewer)) throw errors.userNotFound();
  return target;
}

/** Not shown: a fake ad-sponsor token, stable per user. */
export const nitroPayTokenFor = (user: UserDoc) => `demo-nitropay-${user._id}`;

/**
 * Resign from staff (docs/product/session.md#resign): like remove-staff, it clears every rank and sets the 1-week re-apply
 * cooldown. The `staff.canResign` check on the highest rank is the spec's rule (not shown on the server).
 * Teams follow updateRanks: with `teamsEnabled`, a user left without a team-using rank leaves their team.
 * Publishes `userRankUpdate`.
 */
export function resign(user: UserDoc): void {
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
}

/** Not shown, designed: a user changes only their own settings (their id or `@me`); 403 otherwise. */
export function requireSelf(user: UserDoc, id: string): void {
  if (id !== user._id && id !== '@me') throw errors.missingPermissions();
}

/**
 * "Use as my delivery message" (docs/product/delivery-messages.md#using-a-message): sets `settings.deliveryMessage.message` to the text, or clears it
 * (null) when absent, null or blank. Deliveries then use it, and `@me` returns it. Not shown, designed:
 * `disabled` is left as it is. No length limit on save, like the directory (docs/product/delivery-messages.md#length-limit): the 1650 limit
 * applies when a delivery posts it (docs/product/delivery-messages.md#length-limit).
 */
export function setDeliveryMessage(user: UserDoc, deliveryMessage: unknown): void {
  if (deliveryMessage !== undefined && deliveryMessage !== null && typeof deliveryMessage !== 'string') {
    throw errors.invalidBody('The delivery message must be text');
  }
  db.users.update(user._id, (doc) => {
    doc.settings.deliveryMessage.message = deliveryMessage?.trim() ? deliveryMessage : null;
  });
}
