// The hourly reward (docs/product/store-and-rewards.md#hourly-reward, docs/api/endpoints.md#hourly-reward).
import { describe, expect, it } from 'vitest';
import { advanceClock, now } from '../clock';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { call, expectApiError, setupMockServer } from '../testing';
import { HOURLY_INTERVAL_MS, HOURLY_REWARD, tooEarlyMessage, waitInWords } from './rules';

setupMockServer();

const HOURLY = '/api/client/users/hourly';
const MINUTE = 60_000;
const customer = () => db.users.get(PERSONAS.customer.userId);
const me = async () =>
  (
    await call<{ user: { money: number; statistics: { nextHourlyRun: number } } }>('/api/v3/users/@me', {
      as: 'customer',
    })
  ).body.user;

describe('POST /api/client/users/hourly', () => {
  it('adds the reward to the balance and sets the next run one hour ahead', async () => {
    const before = customer()?.money ?? 0;
    const response = await call(HOURLY, { as: 'customer', method: 'POST' });
    expect(response.status).toBe(200);
    const at = now();
    expect(response.body).toEqual({
      amount: HOURLY_REWARD,
      money: before + HOURLY_REWARD,
      nextHourlyRun: expect.any(Number),
    });
    const { nextHourlyRun } = response.body as { nextHourlyRun: number };
    expect(nextHourlyRun).toBeGreaterThan(at + HOURLY_INTERVAL_MS - 1000);
    expect(nextHourlyRun).toBeLessThanOrEqual(at + HOURLY_INTERVAL_MS);
    // The signed-in user reads the same afterwards.
    const user = await me();
    expect(user.money).toBe(before + HOURLY_REWARD);
    expect(user.statistics.nextHourlyRun).toBe(nextHourlyRun);
  });

  it('refuses a second claim within the hour with the wait in words, and changes nothing', async () => {
    await call(HOURLY, { as: 'customer', method: 'POST' });
    const money = customer()?.money;
    const response = await call(HOURLY, { as: 'customer', method: 'POST' });
    expectApiError(
      response,
      400,
      'hourly_not_ready',
      'You have already claimed your hourly reward. You can claim it again in 1 hour.',
    );
    expect(customer()?.money).toBe(money);
  });

  it('allows the next claim once the hour has passed', async () => {
    await call(HOURLY, { as: 'customer', method: 'POST' });
    advanceClock(35 * MINUTE);
    expectApiError(
      await call(HOURLY, { as: 'customer', method: 'POST' }),
      400,
      'hourly_not_ready',
      tooEarlyMessage(25 * MINUTE),
    );
    advanceClock(25 * MINUTE);
    const response = await call(HOURLY, { as: 'customer', method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('refuses the seeded staff whose next run is still 25 minutes away', async () => {
    expectApiError(
      await call(HOURLY, { as: 'chef', method: 'POST' }),
      400,
      'hourly_not_ready',
      'You have already claimed your hourly reward. You can claim it again in 25 minutes.',
    );
  });

  it('lets a user without a next run claim at once', async () => {
    db.users.update(PERSONAS.chef.userId, (doc) => {
      doc.statistics.nextHourlyRun = undefined;
    });
    expect((await call(HOURLY, { as: 'chef', method: 'POST' })).status).toBe(200);
  });

  it('needs a signed-in, unbanned user', async () => {
    expectApiError(await call(HOURLY, { method: 'POST' }), 401, 'unauthorized');
    expect((await call(HOURLY, { as: 'banned', method: 'POST' })).status).toBe(403);
  });
});

describe('waitInWords', () => {
  it('rounds up, and never says less than the wait', () => {
    expect(waitInWords(HOURLY_INTERVAL_MS)).toBe('1 hour');
    expect(waitInWords(59 * MINUTE + 1)).toBe('1 hour');
    expect(waitInWords(25 * MINUTE)).toBe('25 minutes');
    expect(waitInWords(MINUTE)).toBe('1 minute');
    expect(waitInWords(MINUTE - 1)).toBe('60 seconds');
    expect(waitInWords(1500)).toBe('2 seconds');
    expect(waitInWords(1)).toBe('1 second');
  });
});
