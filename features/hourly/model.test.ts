import { describe, expect, it } from 'vitest';
import {
  afterClaim,
  claimedMessage,
  claimIsComplete,
  HOURLY_INTERVAL_MS,
  hourlyClaimSchema,
  hourlyUserSchema,
  secondsLeft,
  withHourlyStatus,
} from './model';

describe('hourlyUserSchema', () => {
  it('reads the balance and the next run', () => {
    expect(
      hourlyUserSchema.parse({ id: '1', money: 1250, statistics: { nextHourlyRun: 42, nextDailyRun: 7 } }),
    ).toEqual({ money: 1250, nextHourlyRun: 42 });
  });

  it('takes a missing or junk next run as now (0) and a missing balance as unknown', () => {
    expect(hourlyUserSchema.parse({ id: '1' })).toEqual({ money: null, nextHourlyRun: 0 });
    expect(hourlyUserSchema.parse({ money: '12', statistics: { nextHourlyRun: 'soon' } })).toEqual({
      money: null,
      nextHourlyRun: 0,
    });
    expect(hourlyUserSchema.parse({ money: Number.NaN, statistics: null })).toEqual({
      money: null,
      nextHourlyRun: 0,
    });
  });

  it('refuses a user that is not an object', () => {
    expect(hourlyUserSchema.safeParse(null).success).toBe(false);
    expect(hourlyUserSchema.safeParse([1]).success).toBe(false);
  });
});

describe('afterClaim', () => {
  const status = { money: 1000, nextHourlyRun: 0 };

  it('takes the server’s balance and next run', () => {
    expect(afterClaim(status, { amount: 250, money: 1300, nextHourlyRun: 99 }, 5)).toEqual({
      money: 1300,
      nextHourlyRun: 99,
    });
  });

  it('adds the amount and counts an hour from now when the answer lacks them', () => {
    expect(afterClaim(status, { amount: 250 }, 5)).toEqual({
      money: 1250,
      nextHourlyRun: 5 + HOURLY_INTERVAL_MS,
    });
    expect(afterClaim({ money: null, nextHourlyRun: 0 }, { amount: 250 }, 5).money).toBeNull();
    expect(afterClaim(status, {}, 5).money).toBe(1000);
  });

  it('says whether the answer is complete', () => {
    expect(claimIsComplete({ amount: 1, money: 2, nextHourlyRun: 3 })).toBe(true);
    expect(claimIsComplete(hourlyClaimSchema.parse({ success: true }))).toBe(false);
    expect(hourlyClaimSchema.parse({ amount: 'x', money: 5 })).toEqual({
      amount: undefined,
      money: 5,
      nextHourlyRun: undefined,
    });
  });
});

describe('the countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(0, 10_000)).toBe(0);
    expect(secondsLeft(Number.NaN, 0)).toBe(0);
  });
});

describe('messages', () => {
  it('says what was won and the balance, in VD', () => {
    expect(claimedMessage({ amount: 250 }, { money: 1500, nextHourlyRun: 0 })).toBe(
      'You won 250 VD. Your balance is now 1,500 VD.',
    );
    expect(claimedMessage({}, { money: null, nextHourlyRun: 0 })).toBe('Reward claimed.');
  });
});

describe('withHourlyStatus', () => {
  it('puts the balance and the next run into the user, keeping every other field', () => {
    const user = { id: '1', username: 'Ann', money: 10, statistics: { orders: { weeklyOrders: 3 } } };
    expect(withHourlyStatus(user, { money: 260, nextHourlyRun: 5000 })).toEqual({
      id: '1',
      username: 'Ann',
      money: 260,
      statistics: { orders: { weeklyOrders: 3 }, nextHourlyRun: 5000 },
    });
  });

  it('leaves an unknown balance as it was and gives a user without statistics some', () => {
    expect(withHourlyStatus({ id: '1' }, { money: null, nextHourlyRun: 7 })).toEqual({
      id: '1',
      statistics: { nextHourlyRun: 7 },
    });
  });
});
