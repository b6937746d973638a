import { describe, expect, it } from 'vitest';
import { countdownLabel, countdownParts } from './Countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('ui/Countdown rules', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('rounds down to whole seconds', () => {
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(DAY - 1)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(DAY)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts days beyond a month', () => {
    expect(countdownParts(400 * DAY + 1).days).toBe(400);
  });

  it.each([0, -1, -DAY, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY])(
    'gives zero for %s',
    (ms) => {
      expect(countdownParts(ms)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    },
  );

  it('says the time left in words, singular for one', () => {
    expect(countdownLabel({ days: 1, hours: 2, minutes: 0, seconds: 1 })).toBe(
      '1 day, 2 hours, 0 minutes, 1 second',
    );
  });
});
