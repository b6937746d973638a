/**
 * User rules (docs/api/entities.md#user, docs/api/endpoints.md#users): finding a profile and who may see it, resigning from staff, and the
 * user's own delivery message. What a user's ranks give them is in `ranks/rules.ts`; bans and permission checks
 * are in `session/rules.ts`.
 */
import { hasAllPermissions } from '@lib/permissions';
import {
  BIOGRAPHY_MAX_LENGTH,
  FAV_FOOD_MAX_LENGTH,
  isPronoun,
  PRONOUNS_MAX,
  SYNC_COOLDOWN_MS,
  TIMEZONE_MAX_LENGTH,
  USER_PRONOUNS,
} from '@lib/profile-fields';
import { isSnowflake } from '@lib/snowflake';
import { now } from '../clock';
import { db } from '../db';
import { emitGatewayEvent } from '../events';
import { errors } from '../http/respond';
import { highestRank, isStaff } from '../ranks/rules';
import { holderOf, holds } from '../session/rules';
import type { BacklogDoc, RankHistoryDoc, UserDoc, WarningDoc } from '../types';

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
 * cooldown. The `staff.canResign` check on the highest rank is the product's rule (not shown on the server).
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

// ---------------------------------------------------------------------------------------------------------------
// Profiles: the user a path names, rank history, warnings, order feedback, editing, sync
// (docs/product/profiles-and-users.md)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The user an `{id}` path segment of `/api/client/users/{id}/...` names: `@me` is the caller. Not shown, designed:
 * an id that is not a snowflake is 400 'User ID is not a snowflake' (the documented message for user ids), an unknown
 * one 404 `user_not_found`.
 */
export function targetUser(id: string, caller: UserDoc): UserDoc {
  if (id === '@me') return caller;
  if (!isSnowflake(id)) throw errors.invalidUserId();
  const target = db.users.get(id);
  if (!target) throw errors.userNotFound();
  return target;
}

/**
 * Not shown, designed: a user's rank history, warnings and order feedback, and editing their profile, are open to
 * the user themselves and to holders of MANAGE_USERS; anyone else gets 403 `missing_permissions`.
 */
export function requireSelfOrUserManager(caller: UserDoc, target: UserDoc): void {
  if (caller._id !== target._id && !holds(caller, 'MANAGE_USERS')) throw errors.missingPermissions();
}

/** Whether `viewer` sees `target`'s private fields (settings) on the profile read: themselves or MANAGE_USERS. */
export const seesPrivateFields = (target: UserDoc, viewer: UserDoc | undefined): boolean =>
  viewer !== undefined && (viewer._id === target._id || holds(viewer, 'MANAGE_USERS'));

/** The user's rank history, newest first (getUserRankHistory). */
export function rankHistoryOf(userID: string): RankHistoryDoc[] {
  return db.rankHistory.filter((entry) => entry.userID === userID).sort((a, b) => b.timestamp - a.timestamp);
}

/** Warnings list: at most 10 (the core applies its limit before sorting; with at most 10 stored it is the same). */
export const WARNINGS_LIMIT = 10;

export function warningsOf(userID: string): WarningDoc[] {
  return db.warnings
    .filter((warning) => warning.userID === userID)
    .sort((a, b) => b.issuedAt - a.issuedAt)
    .slice(0, WARNINGS_LIMIT);
}

/** The order feedback list's length (the backlog's default page). */
export const FEEDBACK_LIMIT = 25;

/**
 * Not shown, designed: the order feedback a member of staff received: history entries they prepared or delivered
 * that carry the customer's feedback, newest first, at most {@link FEEDBACK_LIMIT}.
 */
export function feedbackFor(userID: string): BacklogDoc[] {
  return db.backlog
    .filter(
      (entry) => entry.orderFeedback !== undefined && (entry.chef === userID || entry.deliveredBy === userID),
    )
    .sort((a, b) => b.addedAt - a.addedAt)
    .slice(0, FEEDBACK_LIMIT);
}

const text = (value: unknown, field: string, max: number): string => {
  if (typeof value !== 'string') throw errors.invalidBody(`${field} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw errors.invalidBody(`${field} must be ${max} characters or fewer`);
  return trimmed;
};

/**
 * `PATCH /api/client/users/{id}` with the edited fields (not shown, designed): `{ information: { biography,
 * favFood, pronouns, timezone }, settings: { hideProfile } }`, any subset. Text is trimmed, an empty text removes
 * the field; pronouns are the server's choices, at most three; anything else is 400 `invalid_body` with the reason.
 */
export function updateProfile(target: UserDoc, body: Record<string, unknown>): void {
  const { information, settings, ...rest } = body;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw errors.invalidBody(`${unknown} cannot be changed here`);
  const info: Partial<UserDoc['information']> = {};
  const clear: (keyof UserDoc['information'])[] = [];
  if (information !== undefined) {
    if (!isRecord(information)) throw errors.invalidBody('information must be an object');
    for (const [key, value] of Object.entries(information)) {
      if (key === 'pronouns') {
        if (!Array.isArray(value) || !value.every(isPronoun)) {
          throw errors.invalidBody(`Pronouns must be chosen from: ${USER_PRONOUNS.join(', ')}`);
        }
        if (new Set(value).size > PRONOUNS_MAX) {
          throw errors.invalidBody(`Choose at most ${PRONOUNS_MAX} pronouns`);
        }
        info.pronouns = [...new Set(value)];
        continue;
      }
      const max = PROFILE_TEXT_LIMITS[key as keyof typeof PROFILE_TEXT_LIMITS];
      if (max === undefined) throw errors.invalidBody(`information.${key} cannot be changed here`);
      const value_ = text(value, key, max);
      if (value_ === '') clear.push(key as keyof UserDoc['information']);
      else info[key as 'biography'] = value_;
    }
  }
  let hideProfile: boolean | undefined;
  if (settings !== undefined) {
    if (!isRecord(settings)) throw errors.invalidBody('settings must be an object');
    for (const [key, value] of Object.entries(settings)) {
      if (key !== 'hideProfile') throw errors.invalidBody(`settings.${key} cannot be changed here`);
      if (typeof value !== 'boolean') throw errors.invalidBody('hideProfile must be true or false');
      hideProfile = value;
    }
  }
  db.users.update(target._id, (doc) => {
    Object.assign(doc.information, info);
    for (const key of clear) delete doc.information[key];
    if (hideProfile !== undefined) doc.settings.hideProfile = hideProfile;
  });
}

const PROFILE_TEXT_LIMITS = {
  biography: BIOGRAPHY_MAX_LENGTH,
  favFood: FAV_FOOD_MAX_LENGTH,
  timezone: TIMEZONE_MAX_LENGTH,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sync with Discord (syncWithDiscord): 400 `sync_not_allowed` 'Sync is not allowed yet' while
 * `settings.nextSyncAllowed` is ahead; otherwise the names and avatar are refreshed, `lastUpdated` = now and the
 * next sync is allowed an hour later. Resolves exactly the five keys, the last one the literal dotted key. The
 * demo has no Discord: its "Discord" answers the names already stored.
 */
export function syncWithDiscord(target: UserDoc, at: number = now()) {
  if ((target.settings.nextSyncAllowed ?? 0) > at) throw errors.syncNotAllowed();
  const nextSyncAllowed = at + SYNC_COOLDOWN_MS;
  db.users.update(target._id, (doc) => {
    doc.lastUpdated = at;
    doc.settings.nextSyncAllowed = nextSyncAllowed;
  });
  return {
    username: target.username,
    displayName: target.displayName,
    avatar: target.avatar,
    lastUpdated: at,
    'settings.nextSyncAllowed': nextSyncAllowed,
  };
}
