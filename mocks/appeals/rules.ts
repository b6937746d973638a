/**
 * Appeal rules (docs/product/recruitment-and-appeals.md#appeals-the-server): creating an appeal with the
 * server's checks in order, who may read one, the admin queue, and voting (3 votes either way decide; `force`
 * decides at once). Accepting lifts the punishment. The fake Discord is `db.guilds` and `db.guildBans`.
 */
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import { uniqueId } from '../ids';
import { holds } from '../session/rules';
import type { AppealDoc, AppealTypeValue, UserDoc } from '../types';

/** APPEAL_MIN_VOTE_COUNT: votes either way that decide an appeal. */
export const APPEAL_VOTES_TO_DECIDE = 3;

/**
 * The appellant's list and the admin list's default limit
 * (docs/product/recruitment-and-appeals.md#appeals-the-server).
 */
export const APPEALS_LIMIT = 10;

const isOpen = (appeal: AppealDoc) => appeal.status === 0 || appeal.status === 1;

/**
 * `{ type, userAppeal, serverID? }` from `user` (docs/product/recruitment-and-appeals.md#appeals-the-server), checks
 * in the server's order. The type is compared strictly: only the numbers 1, 2 and 3. Not shown: an empty appeal text
 * is accepted by the core; the mock refuses it with 400 `invalid_body` 'You must write your appeal' (a user would
 * expect that).
 */
export function createAppeal(user: UserDoc, body: Record<string, unknown>): AppealDoc {
  if (!db.users.has(user._id)) throw errors.userNotFound();
  const type = body.type;
  const userAppeal = typeof body.userAppeal === 'string' ? body.userAppeal.trim() : '';
  const serverID = typeof body.serverID === 'string' && body.serverID.trim() ? body.serverID.trim() : null;
  if (type === 1 || type === 2 || type === 3) {
    if (db.appeals.find((a) => a.userID === user._id && a.type === type && isOpen(a)))
      throw errors.appealExists();
  }
  const punishment = punishmentFor(user, type, serverID);
  if (!userAppeal) throw errors.invalidBody('You must write your appeal');
  const at = now();
  return db.appeals.upsert({
    _id: uniqueId(at),
    userID: user._id,
    serverID: type === 3 ? serverID : null,
    userAppeal,
    status: 0,
    type: type as AppealTypeValue,
    punishmentInfo: punishment,
    sentAt: at,
    votes: [],
  });
}

/** The punishment being appealed, or the type's refusal. */
function punishmentFor(user: UserDoc, type: unknown, serverID: string | null): AppealDoc['punishmentInfo'] {
  if (type === 2 || type === 3) {
    const id = type === 2 ? user._id : (serverID ?? '');
    const blacklist = db.blacklists.find((b) => b._id === id && b.type === (type === 2 ? 'user' : 'server'));
    if (!blacklist) throw type === 2 ? errors.userNotBlacklisted() : errors.serverNotBlacklisted();
    if (type === 3) {
      const guild = db.guilds.get(id);
      if (!guild) throw errors.serverNotFound();
      if (guild.ownerID !== user._id) throw errors.notServerOwner();
    }
    return {
      punishmentID: null,
      issuedBy: blacklist.blacklistedBy,
      reason: blacklist.reason,
      issuedAt: blacklist.blacklistedAt,
    };
  }
  if (type === 1) {
    const ban = db.guildBans.get(user._id);
    if (!ban) throw errors.userNotBanned();
    return { punishmentID: null, issuedBy: null, reason: ban.reason, issuedAt: null };
  }
  throw errors.invalidAppealType();
}

export function findAppeal(id: string): AppealDoc {
  const appeal = db.appeals.get(id);
  if (!appeal) throw errors.appealNotFound();
  return appeal;
}

/** Not shown: the appellant and holders of MANAGE_APPEALS read an appeal; to anyone else it does not exist. */
export function readableAppeal(id: string, viewer: UserDoc): AppealDoc {
  const appeal = findAppeal(id);
  if (appeal.userID !== viewer._id && !holds(viewer, 'MANAGE_APPEALS')) throw errors.appealNotFound();
  return appeal;
}

/** A user's appeals, newest first, at most 10. */
export function userAppeals(userID: string): AppealDoc[] {
  return db.appeals
    .filter((a) => a.userID === userID)
    .sort((a, b) => b.sentAt - a.sentAt)
    .slice(0, APPEALS_LIMIT);
}

export interface AppealFilter {
  /** Statuses to show; pending and on hold (the queue) by default. */
  statuses: readonly number[];
  type: number | null;
  limit: number;
}

/**
 * The admin list's filter from the query (not shown: the real `?filter` format is unknown). `status` is a
 * comma-separated list of 0–3, `type` one of 1–3, `limit` 1–100 (10 by default, like the core).
 */
export function appealFilterOf(query: URLSearchParams): AppealFilter {
  const statuses = (query.get('status') ?? '0,1')
    .split(',')
    .map(Number)
    .filter((n) => n === 0 || n === 1 || n === 2 || n === 3);
  const type = Number(query.get('type'));
  const limit = Number(query.get('limit'));
  return {
    statuses: statuses.length > 0 ? statuses : [0, 1],
    type: type === 1 || type === 2 || type === 3 ? type : null,
    limit: Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : APPEALS_LIMIT,
  };
}

export function listAppeals(filter: AppealFilter): AppealDoc[] {
  return db.appeals
    .filter((a) => filter.statuses.includes(a.status) && (filter.type === null || a.type === filter.type))
    .sort((a, b) => b.sentAt - a.sentAt)
    .slice(0, filter.limit);
}

/** Accepting lifts the punishment (docs/product/recruitment-and-appeals.md#appeals-the-server). */
function liftPunishment(appeal: AppealDoc): void {
  if (appeal.type === 1) {
    db.blacklists.deleteWhere((b) => b._id === appeal.userID && b.type === 'user' && b.auto);
    db.guildBans.delete(appeal.userID);
  } else if (appeal.type === 2) {
    const blacklist = db.blacklists.find((b) => b._id === appeal.userID && b.type === 'user');
    if (blacklist) {
      db.blacklists.delete(blacklist._id);
      if (blacklist.auto) db.guildBans.delete(appeal.userID);
    }
  } else if (appeal.serverID) {
    db.blacklists.delete(appeal.serverID);
  }
}

function decide(appeal: AppealDoc, accepted: boolean): boolean {
  appeal.status = accepted ? 2 : 3;
  if (accepted) liftPunishment(appeal);
  return accepted;
}

/**
 * `{ vote, reason, force }` by `voter` (docs/product/recruitment-and-appeals.md#appeals-the-server). `'upvote'`
 * accepts, anything else denies. With `force` the appeal is decided at once and no vote is recorded. Otherwise the
 * voter's vote replaces their earlier one and 3 votes either way decide. Returns true (accepted), false (denied) or
 * null (still pending).
 */
export function voteAppeal(appeal: AppealDoc, voter: UserDoc, body: Record<string, unknown>): boolean | null {
  if (appeal.status !== 0) throw errors.appealNotPending();
  const upvoted = body.vote === 'upvote';
  if (body.force === true) return decide(appeal, upvoted);
  const note = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : undefined;
  appeal.votes = [
    ...appeal.votes.filter((v) => v.userID !== voter._id),
    { userID: voter._id, upvoted, ...(note ? { note } : {}) },
  ];
  const accepts = appeal.votes.filter((v) => v.upvoted).length;
  const denies = appeal.votes.length - accepts;
  if (accepts >= APPEAL_VOTES_TO_DECIDE) return decide(appeal, true);
  if (denies >= APPEAL_VOTES_TO_DECIDE) return decide(appeal, false);
  return null;
}
