/**
 * Response shapes: what the server's read projections return for each document (docs/api/entities.md#identifiers,
 * docs/api/permissions.md#effective-permissions). Every view returns fresh objects, so nothing a caller does to a
 * response can reach the database.
 */

import { db } from './db';
import { effectivePerks, effectivePermissions, highestRank, ranksOf } from './ranks/rules';
import { activeBan } from './session/rules';
import type {
  AppealDoc,
  BacklogDoc,
  BanDoc,
  BlacklistDoc,
  DeliveryMessageDoc,
  FoodLookupDoc,
  OnLeaveDoc,
  OrderDoc,
  QueueEntryDoc,
  RankDoc,
  RankHistoryDoc,
  RecruitmentApplicationDoc,
  RecruitmentFormDoc,
  TeamDoc,
  UserDoc,
  UserOrderReportDoc,
  WarningDoc,
} from './types';

/**
 * Embedded user summary (docs/api/entities.md#user-summaries, USER_AGGREGATE_FIELDS): `_id` only, raw ranks, no
 * computed permissions.
 */
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
 * The types package's copy of the summary (docs/api/entities.md#user-summaries): no `displayName`. Delivery messages
 * embed this one as `createdByUser`.
 */
export function toCreatorSummary(user: UserDoc) {
  const { displayName: _displayName, ...summary } = toUserSummary(user);
  return summary;
}

/**
 * A user as `GET /api/v3/users/{id}` returns it: the default projection (docs/api/entities.md#user) with permissions
 * and perks computed from the ranks, plus the documented `rank` (highest rank id). No settings, no ban.
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

/** The documented ban view `{active, reason, expires}` from the stored `{reason, expiry}` (docs/api/entities.md#ban). */
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

export type PublicUserView = ReturnType<typeof toPublicUser>;

export function toRank(rank: RankDoc): RankDoc {
  return structuredClone(rank);
}

/** A team with `id` mirrored and `createdBy` expanded to a user summary (left out when the user is gone). */
export function toTeam(team: TeamDoc) {
  const creator = team.createdBy ? db.users.get(team.createdBy) : undefined;
  const { createdBy: _createdBy, ...fields } = team;
  return { ...fields, id: team._id, ...(creator ? { createdBy: toUserSummary(creator) } : {}) };
}

/**
 * A leaderboard row (docs/api/endpoints.md#leaderboard-and-team-page): the user's default projection, but `ranks`
 * holds whole rank documents and `perks` is the stored list, nothing computed (the server's leaderboard read joins no
 * ranks for permissions, and `permissions` is never stored, so it is left out).
 */
export function toLeaderboardRow(user: UserDoc) {
  return {
    _id: user._id,
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    discriminator: user.discriminator,
    avatar: user.avatar,
    perks: [...user.perks],
    team: user.team,
    ranks: ranksOf(user).map(toRank),
    information: structuredClone(user.information),
    flags: user.flags,
    money: user.money,
    statistics: structuredClone(user.statistics),
  };
}

/**
 * A rank on the team page (docs/api/endpoints.md#leaderboard-and-team-page): every rank field plus its members'
 * summaries.
 */
export function toTeamPageRank({ rank, members }: { rank: RankDoc; members: readonly UserDoc[] }) {
  return { ...toRank(rank), users: members.map(toUserSummary) };
}

/** An active order (docs/api/entities.md#order): `orderID`, no `_id`. */
export function toOrder(order: OrderDoc) {
  const { _id: _stored, ...fields } = structuredClone(order);
  return fields;
}
export type OrderView = ReturnType<typeof toOrder>;

/**
 * A delivery-queue entry exactly as the core returns it: `{userID, joinedAt}` (docs/api/entities.md#queue-entry),
 * nothing more. The client looks each member up with `GET /api/v3/users/{id}`.
 */
export function toQueueEntry(entry: QueueEntryDoc) {
  return { userID: entry.userID, joinedAt: entry.joinedAt };
}

/** A backlog entry: the whole document (backlog reads have no projection, docs/api/entities.md#backlog-entry). */
export function toBacklogEntry(entry: BacklogDoc): BacklogDoc {
  return structuredClone(entry);
}

/** A user order report with `id` mirrored, `reportedBy` expanded and `orderInfo` = the backlog entry. */
export function toUserOrderReport(report: UserOrderReportDoc) {
  const reporter = db.users.get(report.reportedBy);
  const entry = db.backlog.find((e) => e.orderID === report.orderID);
  return {
    ...structuredClone(report),
    id: report._id,
    reportedBy: reporter ? toUserSummary(reporter) : null,
    ...(entry ? { orderInfo: toBacklogEntry(entry) } : {}),
  };
}

/** A food-lookup item: everything but `addedBy`/`editedBy` (docs/api/entities.md#food-lookup-item). */
export function toFoodLookupItem(item: FoodLookupDoc) {
  return {
    _id: item._id,
    id: item.id,
    food: item.food,
    description: item.description,
    preparable: item.preparable,
    chefDiscretion: item.chefDiscretion,
    addedAt: item.addedAt,
  };
}

/**
 * A premade delivery message with `id` mirrored and `createdByUser` joined (no displayName,
 * docs/api/entities.md#delivery-message).
 */
export function toDeliveryMessage(message: DeliveryMessageDoc) {
  const creator = db.users.get(message.createdBy);
  return {
    ...structuredClone(message),
    id: message._id,
    createdByUser: creator ? toCreatorSummary(creator) : null,
  };
}

/**
 * A rank history entry (docs/api/entities.md#rank-history): `oldRank`/`newRank` expanded to whole rank documents,
 * each key left out when it was null or the rank is gone. No `id` mirror.
 */
export function toRankHistoryEntry(entry: RankHistoryDoc) {
  const oldRank = entry.oldRank ? db.ranks.get(entry.oldRank) : undefined;
  const newRank = entry.newRank ? db.ranks.get(entry.newRank) : undefined;
  return {
    _id: entry._id,
    userID: entry.userID,
    timestamp: entry.timestamp,
    ...(oldRank ? { oldRank: toRank(oldRank) } : {}),
    ...(newRank ? { newRank: toRank(newRank) } : {}),
  };
}

/** A warning: the document with `warningID` = `_id` (docs/api/entities.md#warning). */
export function toWarning(warning: WarningDoc) {
  return { ...structuredClone(warning), warningID: warning._id };
}

/** A blacklist entry: the raw document (docs/api/entities.md#blacklist). */
export function toBlacklist(entry: BlacklistDoc): BlacklistDoc {
  return structuredClone(entry);
}

/**
 * A row of the admin user list (getUsersPaginated, docs/product/profiles-and-users.md#user-manager): the default
 * projection with raw rank ids and no computed permissions (none are stored, so the key is left out).
 */
export function toAdminUserRow(user: UserDoc) {
  return {
    _id: user._id,
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    discriminator: user.discriminator,
    avatar: user.avatar,
    perks: [...user.perks],
    team: user.team,
    ranks: [...user.ranks],
    information: structuredClone(user.information),
    flags: user.flags,
    money: user.money,
    statistics: structuredClone(user.statistics),
  };
}

/** A ban as `GET /api/client/admin/users/{id}/ban` returns it: the raw document. */
export function toRawBan(ban: BanDoc): BanDoc {
  return structuredClone(ban);
}

/** A recruitment form as the form reads return it: `id` mirrored, `ranks` and `manageableRanks` as rank documents. */
export function toRecruitmentForm(form: RecruitmentFormDoc) {
  const expand = (ids: readonly string[]) =>
    ids.map((id) => db.ranks.find((r) => r.id === id)).flatMap((rank) => (rank ? [toRank(rank)] : []));
  return {
    ...structuredClone(form),
    id: form._id,
    ranks: expand(form.ranks),
    manageableRanks: expand(form.manageableRanks),
  };
}

/**
 * An application as its reads return it (docs/product/recruitment-and-appeals.md#recruitment-the-server): `user` and
 * the raw `form` (rank ids) joined, no `formID`, no `staffMember`. `staffNotes` only when `withStaffNotes` (the
 * caller names it, as the staff pages' reads do).
 */
export function toRecruitmentApplication(application: RecruitmentApplicationDoc, withStaffNotes = false) {
  // `formID` is stored but not in the read projection: the form is joined instead.
  const { staffNotes, staffMember: _staffMember, formID: _formID, ...fields } = application;
  const user = db.users.get(application.userID);
  const form = db.recruitmentForms.get(application.formID);
  return {
    ...structuredClone(fields),
    id: application._id,
    ...(withStaffNotes ? { staffNotes: staffNotes ?? '' } : {}),
    user: user ? { ...toCreatorSummary(user), id: user._id } : null,
    form: form ? { ...structuredClone(form), id: form._id } : null,
  };
}

/**
 * An appeal as its reads return it (docs/product/recruitment-and-appeals.md#appeals-the-server): `id` mirrored, the
 * appellant's summary joined. `withVoters` false gives the core's "votes without details" (only each vote's note):
 * what the appellant reads (not shown which reads ask for it; the mock keeps the voters to holders of
 * MANAGE_APPEALS).
 */
export function toAppeal(appeal: AppealDoc, withVoters: boolean) {
  const user = db.users.get(appeal.userID);
  return {
    ...structuredClone(appeal),
    id: appeal._id,
    user: user ? { ...toUserSummary(user), id: user._id } : null,
    votes: withVoters
      ? structuredClone(appeal.votes)
      : appeal.votes.map((vote) => (vote.note ? { note: vote.note } : {})),
  };
}

/**
 * An on-leave request as its reads return it (docs/product/recruitment-and-appeals.md#leave-requests-the-server): no
 * `declineReason`, no `authorisedBy`.
 */
export function toOnLeaveRequest(request: OnLeaveDoc) {
  const { declineReason: _declineReason, authorisedBy: _authorisedBy, ...fields } = request;
  const user = db.users.get(request.userID);
  return { ...fields, id: request._id, user: user ? { ...toUserSummary(user), id: user._id } : null };
}
