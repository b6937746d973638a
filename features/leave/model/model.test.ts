import type { LeaveRequest } from '@lib/schemas/leave';
import { leaveRequestSchema } from '@lib/schemas/leave';
import { DAY } from '@lib/time';
import { describe, expect, it } from 'vitest';
import {
  adminLeaveRules,
  dayStart,
  EMPTY_LEAVE,
  filterRequests,
  formatRange,
  hasNoEnd,
  isActive,
  leaveBody,
  leaveRules,
  leaveStatusInfo,
  onLeaveSearchSchema,
  timelineOf,
  timelineSummary,
  weekStart,
} from '.';

const MONDAY = Date.UTC(2026, 10, 16); // Mon 16 Nov 2026
const NOW = Date.UTC(2026, 10, 21, 12); // Sat 21 Nov 2026, noon

const request = (fields: Record<string, unknown>): LeaveRequest =>
  leaveRequestSchema.parse({
    _id: String(Math.random()),
    userID: '1',
    startDate: MONDAY,
    expiry: MONDAY + 3 * DAY - 1,
    reason: 'x',
    status: 1,
    sentAt: MONDAY,
    user: { _id: '1', username: 'sam', displayName: 'Sam' },
    ...fields,
  });

describe('statuses and days', () => {
  it('name each status', () => {
    expect([0, 1, 2, 5, '1'].map((s) => leaveStatusInfo(s).label)).toEqual([
      'Pending',
      'Approved',
      'Denied',
      'Unknown',
      'Unknown',
    ]);
  });

  it('treat null, 0 and nonsense as no end date', () => {
    expect([null, undefined, 0, Number.NaN, -1].every(hasNoEnd)).toBe(true);
    expect(hasNoEnd(MONDAY)).toBe(false);
  });

  it('write a range, the same day once, or an open end', () => {
    expect(formatRange(request({}))).toBe('16 Nov 2026 – 18 Nov 2026');
    expect(formatRange(request({ expiry: MONDAY + DAY - 1 }))).toBe('16 Nov 2026');
    expect(formatRange(request({ expiry: 0 }))).toBe('From 16 Nov 2026 (no end date)');
  });

  it('call a leave active when approved, started and not ended', () => {
    expect(isActive(request({ expiry: NOW + 1 }), NOW)).toBe(true);
    expect(isActive(request({ expiry: 0 }), NOW)).toBe(true);
    expect(isActive(request({ status: 0, expiry: 0 }), NOW)).toBe(false);
    expect(isActive(request({}), NOW)).toBe(false);
    expect(isActive(request({ startDate: NOW + 1, expiry: 0 }), NOW)).toBe(false);
  });

  it('find the Monday of a week', () => {
    expect(weekStart(NOW)).toBe(MONDAY);
    expect(weekStart(MONDAY)).toBe(MONDAY);
  });
});

describe('the request form', () => {
  it('wants a first day, a last day not before it, and a reason', () => {
    expect(leaveRules.start(null)).toBe('Choose the first day of your leave');
    expect(leaveRules.start('2026-11-20')).toBeNull();
    const values = { ...EMPTY_LEAVE, start: '2026-11-20' };
    expect(leaveRules.end('2026-11-19', values)).toBe('The last day must be on or after the first day');
    expect(leaveRules.end('2026-11-20', values)).toBeNull();
    expect(leaveRules.end(null, values)).toBeNull();
    expect(leaveRules.reason('  ')).toBe('Say why you need leave');
    expect(leaveRules.reason('x'.repeat(1001))).toBe('The reason is 1 characters too long');
  });

  it('sends the first day’s start and the last day’s end in UTC, or no end', () => {
    expect(leaveBody({ start: '2026-11-20', end: '2026-11-22', reason: ' Trip ' })).toEqual({
      startDate: Date.UTC(2026, 10, 20),
      expiry: Date.UTC(2026, 10, 23) - 1,
      reason: 'Trip',
    });
    expect(leaveBody({ start: '2026-11-20', end: null, reason: 'x' }).expiry).toBeNull();
    expect(dayStart('20/11/2026')).toBeNull();
  });

  it('the admin form wants a user id; its reason is optional', () => {
    expect(adminLeaveRules.userID('abc')).toBe('Enter the user’s ID: 17 to 19 digits');
    expect(adminLeaveRules.userID(' 691224913378638273 ')).toBeNull();
    expect(adminLeaveRules.reason('')).toBeNull();
  });
});

describe('the managers’ search', () => {
  it('keeps good values, drops bad ones alone', () => {
    expect(onLeaveSearchSchema.parse({ status: 'pending', user: 'sam' })).toEqual({
      status: 'pending',
      user: 'sam',
    });
    expect(onLeaveSearchSchema.parse({ status: '__proto__', user: 'sam' })).toEqual({ user: 'sam' });
    expect(onLeaveSearchSchema.parse({ status: ['pending'], user: 42 })).toEqual({});
    expect(onLeaveSearchSchema.parse({ user: 'x'.repeat(500) }).user).toHaveLength(64);
  });

  it('filters by status and by name or id', () => {
    const all = [
      request({ _id: 'a', status: 0 }),
      request({
        _id: 'b',
        status: 1,
        userID: '2',
        user: { _id: '2', username: 'basil.bites', displayName: 'Basil' },
      }),
    ];
    expect(filterRequests(all, { status: 'pending' }).map((r) => r.id)).toEqual(['a']);
    expect(filterRequests(all, { user: 'BAS' }).map((r) => r.id)).toEqual(['b']);
    expect(filterRequests(all, { user: '2' }).map((r) => r.id)).toEqual(['b']);
    expect(filterRequests(all, {})).toHaveLength(2);
  });
});

describe('the timeline', () => {
  it('draws approved and pending leave in the window, clipped, denied left out', () => {
    const requests = [
      request({ _id: 'sam', startDate: MONDAY - 2 * DAY, expiry: MONDAY + 2 * DAY - 1 }),
      request({
        _id: 'basil',
        userID: '2',
        user: { _id: '2', username: 'basil', displayName: 'Basil' },
        status: 0,
        startDate: MONDAY + 5 * DAY,
        expiry: 0,
      }),
      request({ _id: 'kofi', userID: '3', status: 2 }),
      request({ _id: 'late', userID: '4', startDate: MONDAY + 30 * DAY, expiry: 0 }),
    ];
    const timeline = timelineOf(requests, MONDAY, 7, NOW);
    expect(timeline.today).toBe(5);
    expect(timeline.rows).toEqual([
      {
        userID: '1',
        name: 'Sam',
        bars: [{ id: 'sam', from: 0, to: 1, status: 'approved', continues: false }],
      },
      {
        userID: '2',
        name: 'Basil',
        bars: [{ id: 'basil', from: 5, to: 6, status: 'pending', continues: true }],
      },
    ]);
  });

  it('sums up who is away today for screen readers', () => {
    const away = timelineOf([request({ startDate: MONDAY, expiry: 0 })], MONDAY, 7, NOW);
    expect(timelineSummary(away)).toBe(
      'Away today: Sam. 1 person has approved or pending leave between 16 Nov 2026 and 22 Nov 2026.',
    );
    expect(timelineSummary(timelineOf([], MONDAY, 7, NOW))).toBe(
      'Nobody is away today. 0 people have approved or pending leave between 16 Nov 2026 and 22 Nov 2026.',
    );
  });
});
