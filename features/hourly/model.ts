/**
 * The hourly reward, pure logic (docs/product/store-and-rewards.md#hourly-reward): reading the user's balance
 * and next run, the countdown (its clock and words come from lib/format.ts), and the state after a claim.
 */

import { formatMoney } from '@lib/format';
import { HOUR, SECOND } from '@lib/time';
import * as z from 'zod/mini';

/** Not shown: the time between claims. One hour, as the name says; used only when a claim's answer omits it. */
export const HOURLY_INTERVAL_MS = HOUR;

/** What the page shows: the balance (null when the server sent none) and when the next claim is allowed (ms). */
export interface HourlyStatus {
  money: number | null;
  /** ms; 0 when the user has none (a user who never claimed may claim at once). */
  nextHourlyRun: number;
}

/** A number, or undefined for anything else (zod 4's `z.number()` refuses NaN and infinities). */
const finiteNumber = z.catch(z.optional(z.number()), undefined);

/**
 * The user's `money` and `statistics.nextHourlyRun` (docs/api/entities.md#money-and-statistics), leniently: a
 * missing or junk next run means "now", a missing balance is left unknown. The user itself must be an object.
 */
export const hourlyUserSchema = z.pipe(
  z.looseObject({
    money: finiteNumber,
    statistics: z.catch(z.optional(z.looseObject({ nextHourlyRun: finiteNumber })), undefined),
  }),
  z.transform(
    (user): HourlyStatus => ({
      money: user.money ?? null,
      nextHourlyRun: user.statistics?.nextHourlyRun ?? 0,
    }),
  ),
);

/**
 * A claim's answer. Not shown for the real server: the fake backend answers `{ amount, money, nextHourlyRun }`;
 * each is optional here, and what is missing is worked out ({@link afterClaim}).
 */
export const hourlyClaimSchema = z.looseObject({
  amount: finiteNumber,
  money: finiteNumber,
  nextHourlyRun: finiteNumber,
});
export type HourlyClaim = z.infer<typeof hourlyClaimSchema>;

/** The status after a successful claim at `at`: the server's numbers, else the old balance plus the amount. */
export function afterClaim(status: HourlyStatus, claim: HourlyClaim, at: number): HourlyStatus {
  const money =
    claim.money ??
    (status.money !== null && claim.amount !== undefined ? status.money + claim.amount : status.money);
  return { money, nextHourlyRun: claim.nextHourlyRun ?? at + HOURLY_INTERVAL_MS };
}

/**
 * The user with a new balance and next run in place (the session's user after a claim); an unknown balance leaves
 * `money` as it was.
 */
export function withHourlyStatus<U extends Record<string, unknown>>(user: U, status: HourlyStatus): U {
  const statistics = typeof user.statistics === 'object' && user.statistics !== null ? user.statistics : {};
  return {
    ...user,
    ...(status.money === null ? {} : { money: status.money }),
    statistics: { ...statistics, nextHourlyRun: status.nextHourlyRun },
  };
}

/** Whether the answer says everything the page shows; otherwise the user is read again. */
export const claimIsComplete = (claim: HourlyClaim) =>
  claim.money !== undefined && claim.nextHourlyRun !== undefined;

/** Whole seconds left until `target` (rounded up, so the claim opens when it reads 0), never negative. */
export function secondsLeft(target: number, now: number): number {
  const ms = target - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / SECOND) : 0;
}

/** The success line after a claim. */
export function claimedMessage(claim: HourlyClaim, status: HourlyStatus): string {
  const won = claim.amount !== undefined ? `You won ${formatMoney(claim.amount)}.` : 'Reward claimed.';
  return status.money !== null ? `${won} Your balance is now ${formatMoney(status.money)}.` : won;
}
