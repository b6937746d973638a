/**
 * Leave requests (docs/product/recruitment-and-appeals.md#leave-requests-built): statuses and their words, and the
 * request form's rules and body. Days are UTC days, so every viewer and test sees the same calendar.
 */
import { formatDate } from '@lib/format';
import type { LeaveRequest } from '@lib/schemas/leave';
import { isSnowflake } from '@lib/snowflake';
import { DAY } from '@lib/time';

/** The longest reason the page sends (not shown: the server has no limit; the site's choice). */
export const LEAVE_REASON_MAX_LENGTH = 1000;

export interface LeaveStatusInfo {
  label: 'Pending' | 'Approved' | 'Denied' | 'Unknown';
  /** The tag's colour: the status tag's tones (info, success, danger, unknown). */
  color: 'blue.6' | 'green.6' | 'red.6' | 'gray.6';
}

const STATUS_INFO: LeaveStatusInfo[] = [
  { label: 'Pending', color: 'blue.6' },
  { label: 'Approved', color: 'green.6' },
  { label: 'Denied', color: 'red.6' },
];

export function leaveStatusInfo(status: unknown): LeaveStatusInfo {
  return (typeof status === 'number' && STATUS_INFO[status]) || { label: 'Unknown', color: 'gray.6' };
}

/** No end date: null, 0 (how the server stores null) or not a time. */
export const hasNoEnd = (expiry: number | null | undefined) =>
  expiry === null || expiry === undefined || !Number.isFinite(expiry) || expiry <= 0;

/**
 * Approved, started, and without an end or not yet ended
 * (docs/product/recruitment-and-appeals.md#leave-requests-the-server).
 */
export function isActive(
  request: Pick<LeaveRequest, 'status' | 'startDate' | 'expiry'>,
  now: number,
): boolean {
  return (
    request.status === 1 &&
    request.startDate != null &&
    request.startDate <= now &&
    (hasNoEnd(request.expiry) || (request.expiry as number) > now)
  );
}

/** "24 Nov 2026 – 28 Nov 2026", "From 24 Nov 2026 (no end date)", or the same day once. */
export function formatRange(request: Pick<LeaveRequest, 'startDate' | 'expiry'>): string {
  const start = formatDate(request.startDate) ?? 'an unknown day';
  if (hasNoEnd(request.expiry)) return `From ${start} (no end date)`;
  const end = formatDate(request.expiry) ?? 'an unknown day';
  return start === end ? start : `${start} – ${end}`;
}

/** A person's name for lists: display name, then username, then the id. */
export const personOf = (request: Pick<LeaveRequest, 'user' | 'userID'>) =>
  request.user?.displayName || request.user?.username || request.userID || 'Unknown user';

// ---------------------------------------------------------------------------------------------------------------
// The request form

/** What the form holds: days as 'YYYY-MM-DD' (the date inputs' values), the reason. */
export interface LeaveFormValues {
  start: string | null;
  end: string | null;
  reason: string;
}

export const EMPTY_LEAVE: LeaveFormValues = { start: null, end: null, reason: '' };

/** Midnight UTC of a 'YYYY-MM-DD' day, or null. */
export function dayStart(day: string | null): number | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) ? ms : null;
}

export const leaveRules = {
  start: (value: string | null) => (dayStart(value) === null ? 'Choose the first day of your leave' : null),
  end: (value: string | null, values: LeaveFormValues) => {
    if (!value) return null;
    const start = dayStart(values.start);
    const end = dayStart(value);
    if (end === null) return 'Choose a day';
    return start !== null && end < start ? 'The last day must be on or after the first day' : null;
  },
  reason: (value: string) => {
    const length = value.trim().length;
    if (length === 0) return 'Say why you need leave';
    if (length > LEAVE_REASON_MAX_LENGTH)
      return `The reason is ${length - LEAVE_REASON_MAX_LENGTH} characters too long`;
    return null;
  },
};

/**
 * The body of a request: `startDate` the first day's start, `expiry` the last day's end or null (always a number or
 * null: the server stores anything else oddly, docs/product/recruitment-and-appeals.md#leave-requests-the-server).
 */
export function leaveBody(values: LeaveFormValues): {
  startDate: number;
  expiry: number | null;
  reason: string;
} {
  const start = dayStart(values.start) ?? 0;
  const end = dayStart(values.end);
  return { startDate: start, expiry: end === null ? null : end + DAY - 1, reason: values.reason.trim() };
}

/** The admin create page: whom the request is for, and its status. */
export interface AdminLeaveFormValues extends LeaveFormValues {
  userID: string;
  status: '0' | '1' | '2';
}

export const adminLeaveRules = {
  ...leaveRules,
  userID: (value: string) => (isSnowflake(value.trim()) ? null : 'Enter the user’s ID: 17 to 19 digits'),
  reason: (value: string) =>
    value.trim().length > LEAVE_REASON_MAX_LENGTH
      ? `The reason is ${value.trim().length - LEAVE_REASON_MAX_LENGTH} characters too long`
      : null,
};
