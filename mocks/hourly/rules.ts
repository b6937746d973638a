/**
 * The hourly reward (docs/product/store-and-rewards.md#hourly-reward, docs/api/endpoints.md#hourly-reward). The
 * server's rules are not shown beyond the user's `statistics.nextHourlyRun` (ms) and `money`; the fake backend
 * designs them as a user would expect: one claim an hour, a fixed amount of VD currency, and a clear refusal
 * in words when it is too early.
 */
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import type { UserDoc } from '../types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Not shown: how long until the next claim. One hour, as the reward's name says. */
export const HOURLY_INTERVAL_MS = 60 * MINUTE;

/** Not shown: the amount. A fixed amount of VD currency per claim, so tests and the demo can count on it. */
export const HOURLY_REWARD = 250;

/** What a claim answers (not shown: the mock's design): the amount won, the new balance, the next run (ms). */
export interface HourlyClaim {
  amount: number;
  money: number;
  nextHourlyRun: number;
}

/** “25 minutes”, “1 hour”, “40 seconds”: the wait in words, rounded up so it never says less than it is. */
export function waitInWords(ms: number): string {
  if (ms < MINUTE) {
    const seconds = Math.max(1, Math.ceil(ms / SECOND));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / MINUTE);
  if (minutes >= 60) return '1 hour';
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Not shown: the refusal's words (400 `hourly_not_ready`, see `errors.hourlyNotReady`). */
export const tooEarlyMessage = (msLeft: number) =>
  `You have already claimed your hourly reward. You can claim it again in ${waitInWords(msLeft)}.`;

/**
 * Claims the hourly reward for `user` at `at`: refused while `statistics.nextHourlyRun` is still ahead (a user
 * without one may claim at once); otherwise adds {@link HOURLY_REWARD} to `money` and sets the next run one hour
 * from now.
 */
export function claimHourly(user: UserDoc, at: number = now()): HourlyClaim {
  const nextRun = user.statistics.nextHourlyRun ?? 0;
  if (nextRun > at) throw errors.hourlyNotReady(tooEarlyMessage(nextRun - at));
  const nextHourlyRun = at + HOURLY_INTERVAL_MS;
  const updated = db.users.update(user._id, (doc) => {
    doc.money += HOURLY_REWARD;
    doc.statistics.nextHourlyRun = nextHourlyRun;
  });
  return { amount: HOURLY_REWARD, money: updated?.money ?? user.money + HOURLY_REWARD, nextHourlyRun };
}
