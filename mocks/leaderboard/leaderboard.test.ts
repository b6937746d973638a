// The leaderboard (docs/api/endpoints.md#leaderboard-and-team-page).
import { PERMISSIONS } from '@lib/permissions';
import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { RANK_IDS } from '../seed';
import { call, setupMockServer } from '../testing';
import type { UserDoc } from '../types';
import { handlesOrders, leaderboard } from './rules';

setupMockServer();

const PATH = '/api/client/orders/leaderboard';

interface Row {
  _id: string;
  id: string;
  ranks: { _id: string; name: string; permissions: number }[];
  statistics: { orders: { weeklyOrders: number; totalOrders: number } };
  [key: string]: unknown;
}

const rowsOf = async (as?: 'chef') => {
  const response = await call<{ leaderboard: Row[] }>(PATH, { as });
  expect(response.status).toBe(200);
  return response.body.leaderboard;
};

const setWeekly = (id: string, weeklyOrders: number) => {
  const user = db.users.get(id) as UserDoc;
  db.users.upsert({
    ...user,
    statistics: { ...user.statistics, orders: { ...user.statistics.orders, weeklyOrders } },
  });
};

describe('GET /api/client/orders/leaderboard', () => {
  it('is public: anonymous visitors and signed-in users get the same rows', async () => {
    const anonymous = await rowsOf();
    expect(anonymous.length).toBeGreaterThan(3);
    expect(await rowsOf('chef')).toEqual(anonymous);
  });

  it('ranks the staff by this week’s orders, most first', async () => {
    const weekly = (await rowsOf()).map((row) => row.statistics.orders.weeklyOrders);
    expect(weekly).toEqual([...weekly].sort((a, b) => b - a));
    expect(weekly.every((count) => count > 0)).toBe(true);
    const ids = (await rowsOf()).map((row) => row.id);
    expect(ids.slice(0, 3)).toEqual([USER_IDS.basil, PERSONAS.chef.userId, USER_IDS.nora]);
  });

  it('leaves out users without a MANAGE_ORDERS rank, however many orders they have', async () => {
    const customer = db.users.get(PERSONAS.customer.userId) as UserDoc;
    expect(customer.statistics.orders.weeklyOrders).toBeGreaterThan(0);
    expect(handlesOrders(customer)).toBe(false);
    const ids = (await rowsOf()).map((row) => row.id);
    expect(ids).not.toContain(PERSONAS.customer.userId);
    expect(ids).not.toContain(USER_IDS.wes);
    // Trainees handle orders too, though the team page does not show their rank.
    expect(ids).toContain(USER_IDS.mika);
  });

  it('leaves out staff with no order this week', async () => {
    setWeekly(USER_IDS.nora, 0);
    expect((await rowsOf()).map((row) => row.id)).not.toContain(USER_IDS.nora);
  });

  it('follows the stored counts: a busier week moves a member up', async () => {
    setWeekly(PERSONAS.admin.userId, 500);
    expect((await rowsOf())[0]?.id).toBe(PERSONAS.admin.userId);
  });

  it('answers rows with whole rank documents, stored perks and no computed permissions', async () => {
    const chef = (await rowsOf()).find((row) => row.id === PERSONAS.chef.userId) as Row;
    expect(chef._id).toBe(chef.id);
    expect(chef.ranks).toEqual([expect.objectContaining({ _id: RANK_IDS.chef, name: 'Chef' })]);
    expect((chef.ranks[0]?.permissions ?? 0) & PERMISSIONS.MANAGE_ORDERS).toBeTruthy();
    expect(chef).not.toHaveProperty('permissions');
    expect(chef.perks).toEqual([]);
    expect(chef).not.toHaveProperty('settings');
    expect(chef.statistics.orders).toEqual({ totalOrders: 612, weeklyOrders: 31 });
  });

  it('has no limit', () => {
    const everyone = db.users
      .all()
      .filter((user) => user.statistics.orders.weeklyOrders > 0 && handlesOrders(user));
    expect(leaderboard()).toHaveLength(everyone.length);
  });
});
