/**
 * On-leave rules (docs/product/recruitment-and-appeals.md#leave-requests-the-server): filing a request
 * (for yourself, or for someone else), the list and its filter, status updates, deleting. The server checks no
 * date order, overlap or cooldown, and neither does the mock.
 */
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import { internalSnowflake } from '../ids';
import type { OnLeaveDoc, UserDoc } from '../types';

/** The list's cap (docs/product/recruitment-and-appeals.md#leave-requests-the-server). */
export const LEAVE_LIST_LIMIT = 100;

const STATUSES = [0, 1, 2] as const;
const isStatus = (value: unknown): value is 0 | 1 | 2 => value === 0 || value === 1 || value === 2;

/**
 * The server's Date conversion: a number or a date string becomes ms; null becomes 0; anything else NaN
 * (docs/product/recruitment-and-appeals.md#leave-requests-the-server).
 */
function toStoredTime(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'number' || typeof value === 'string') return new Date(value).getTime();
  return Number.NaN;
}

/**
 * `{ startDate, expiry, reason, status? }` for `userID`
 * (docs/product/recruitment-and-appeals.md#leave-requests-the-server). 404 `user_not_found` for an unknown user.
 * `status` from the body is kept only when `mayDecide` (the admin create page; not shown: the mock does not let
 * anyone approve their own request by sending it). Not shown: a start that is not a date is 400 `invalid_body` (the
 * core would store NaN).
 */
export function createRequest(userID: string, body: Record<string, unknown>, mayDecide: boolean): OnLeaveDoc {
  if (!db.users.has(userID)) throw errors.userNotFound();
  const startDate = toStoredTime(body.startDate);
  if (!Number.isFinite(startDate)) throw errors.invalidBody('startDate must be a date');
  const at = now();
  return db.onLeave.upsert({
    _id: internalSnowflake(at),
    userID,
    startDate,
    expiry: toStoredTime(body.expiry),
    reason: typeof body.reason === 'string' ? body.reason : '',
    status: mayDecide && isStatus(body.status) ? body.status : 0,
    authorisedBy: null,
    sentAt: at,
  });
}

export interface LeaveFilter {
  statuses: readonly number[];
  userID: string | null;
}

/** The mock's filter (not shown: the real `?filter` format): `status` (comma-separated 0–2), `userID`. */
export function leaveFilterOf(query: URLSearchParams): LeaveFilter {
  const statuses = (query.get('status') ?? '').split(',').filter(Boolean).map(Number).filter(isStatus);
  const userID = query.get('userID');
  return { statuses: statuses.length > 0 ? statuses : STATUSES, userID: userID || null };
}

/** Newest first, at most 100 (docs/product/recruitment-and-appeals.md#leave-requests-the-server). */
export function listRequests(filter: LeaveFilter): OnLeaveDoc[] {
  return db.onLeave
    .filter(
      (r) => filter.statuses.includes(r.status) && (filter.userID === null || r.userID === filter.userID),
    )
    .sort((a, b) => b.sentAt - a.sentAt)
    .slice(0, LEAVE_LIST_LIMIT);
}

export function findRequest(id: string): OnLeaveDoc {
  const request = db.onLeave.get(id);
  if (!request) throw errors.requestNotFound();
  return request;
}

/**
 * `{ status, declineReason? }` (docs/product/recruitment-and-appeals.md#leave-requests-the-server): 400
 * `request_already_updated` when the status is the same.
 */
export function updateRequestStatus(
  request: OnLeaveDoc,
  staff: UserDoc,
  body: Record<string, unknown>,
): OnLeaveDoc {
  const status = typeof body.status === 'string' ? Number(body.status) : body.status;
  if (!isStatus(status)) throw errors.invalidBody('The status must be 0, 1 or 2');
  if (status === request.status) throw errors.requestAlreadyUpdated();
  request.status = status;
  request.authorisedBy = staff._id;
  request.declineReason = typeof body.declineReason === 'string' ? body.declineReason : '';
  return request;
}

/** Deleting has no not-found error (docs/product/recruitment-and-appeals.md#leave-requests-the-server). */
export function deleteRequest(id: string): void {
  db.onLeave.delete(id);
}

/**
 * Approved, started, and without an end or not yet ended
 * (docs/product/recruitment-and-appeals.md#leave-requests-the-server; a stored 0 is "no end").
 */
export function isActive(request: Pick<OnLeaveDoc, 'status' | 'startDate' | 'expiry'>, at: number): boolean {
  return (
    request.status === 1 &&
    request.startDate <= at &&
    (request.expiry === null || request.expiry === 0 || request.expiry > at)
  );
}
