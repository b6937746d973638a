/**
 * Response shapes: what the server's read projections return for each document (contract §0, §1, §2.2).
 * Every view returns fresh objects, so nothing a caller does to a response can reach the database.
 */
import { type BanDoc, db, type RankDoc, type TeamDoc, type UserDoc } from './db';
import { activeBan, effectivePerks, effectivePermissions, highestRank } from './model';

/** Embedded user summary (contract §0, USER_AGGREGATE_FIELDS): `_id` only, raw ranks, no computed permissions. */
export function toUserSummary(user: UserDoc) {
  return {
    _id: user._id,
    username: user.username,
    displayName: user.displayName,
    discriminator: user.discriminator,
    avatar: user.avatar,
    ranks: [...user.ranks],
  };
}

/**
 * A user as `GET /api/v3/users/{id}` returns it: the default projection (contract §1.1) with permissions and
 * perks computed from the ranks, plus the spec's `rank` (highest rank id). No settings, no ban.
 */
export function toPublicUser(user: UserDoc) {
  return {
    _id: user._id,
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    discriminator: user.discriminator,
    avatar: user.avatar,
    ranks: [...user.ranks],
    rank: highestRank(user)?._id ?? null,
    permissions: effectivePermissions(user),
    perks: effectivePerks(user),
    flags: user.flags,
    team: user.team,
    money: user.money,
    information: structuredClone(user.information),
    statistics: structuredClone(user.statistics),
  };
}

/** The spec's ban view `{active, reason, expires}` from the stored `{reason, expiry}` (contract §7.1). */
export function toBanView(ban: BanDoc, now: number = Date.now()) {
  return {
    active: ban.expiry === null || ban.expiry > now,
    reason: ban.reason,
    expires: ban.expiry,
  };
}

/** The signed-in user (`GET /api/v3/users/@me`): the public view plus settings, staff cooldowns and the ban. */
export function toCurrentUser(user: UserDoc, now: number = Date.now()) {
  const ban = activeBan(user._id, now);
  return {
    ...toPublicUser(user),
    settings: structuredClone(user.settings),
    staffApplications: structuredClone(user.staffApplications),
    ban: ban ? toBanView(ban, now) : null,
  };
}

export function toRank(rank: RankDoc): RankDoc {
  return structuredClone(rank);
}

/** A team with `id` mirrored and `createdBy` expanded to a user summary (left out when the user is gone). */
export function toTeam(team: TeamDoc) {
  const creator = team.createdBy ? db.users.get(team.createdBy) : undefined;
  const { createdBy: _createdBy, ...fields } = team;
  return { ...fields, id: team._id, ...(creator ? { createdBy: toUserSummary(creator) } : {}) };
}
