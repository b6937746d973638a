// Objectives and claims (docs/product/administration.md#achievements).
import { claimedResponse, objectiveSchema, objectivesResponse } from '@lib/schemas/objective';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { RANK_IDS } from '../seed';
import { OBJECTIVE_IDS } from '../seed-objectives';
import { call, expectApiError, setupMockServer } from '../testing';

setupMockServer();

const BASE = '/api/client/objectives';
const chef = PERSONAS.chef.userId;
const claim = (id: string, as: 'chef' | 'admin' | 'customer' = 'chef') =>
  call(`${BASE}/claim/${id}`, { method: 'POST', as });
const money = () => db.users.get(chef)?.money ?? 0;

describe('reading objectives', () => {
  it('GET ?global=true answers the global objectives, easiest first, accepted by the client schema', async () => {
    const response = await call(`${BASE}?global=true`, { as: 'chef' });
    expect(response.status).toBe(200);
    const objectives = objectivesResponse.parse(response.body);
    expect(objectives.map((o) => o.target)).toEqual([50, 100, 500, 1000, 5000]);
    expect(objectives.every((o) => o.global)).toBe(true);
  });

  it('GET /user/{id} answers that user’s personal objectives; a non-snowflake id is 400', async () => {
    const mine = objectivesResponse.parse((await call(`${BASE}/user/${chef}`, { as: 'chef' })).body);
    expect(mine.map((o) => o.id)).toEqual([OBJECTIVE_IDS.chefSummer]);
    expectApiError(
      await call(`${BASE}/user/@me`, { as: 'chef' }),
      400,
      'invalid_user_id',
      'User ID is not a snowflake',
    );
  });

  it('GET /claimed/{id} answers the claims', async () => {
    const claims = claimedResponse.parse((await call(`${BASE}/claimed/${chef}`, { as: 'chef' })).body);
    expect(claims.map((c) => c.objectiveID)).toEqual([OBJECTIVE_IDS.firstFifty]);
  });

  it('GET /{id} answers `{ objective }`: the raw document (no `id` mirror), or null for an unknown id', async () => {
    const response = await call(`${BASE}/${OBJECTIVE_IDS.chefSummer}`, { as: 'chef' });
    expect(response.status).toBe(200);
    const { objective } = response.body as { objective: Record<string, unknown> };
    expect(objective).toMatchObject({ _id: OBJECTIVE_IDS.chefSummer, global: false, userID: chef });
    expect(objective).not.toHaveProperty('id');
    expect(objectiveSchema.parse(objective).id).toBe(OBJECTIVE_IDS.chefSummer);
    expect((await call(`${BASE}/5999999999999999999`, { as: 'chef' })).body).toEqual({ objective: null });
    expect((await call(`${BASE}/${OBJECTIVE_IDS.chefSummer}`, { as: 'customer' })).status).toBe(403);
  });

  it('needs VIEW_OWN_ACHIEVEMENTS', async () => {
    expect((await call(`${BASE}?global=true`, { as: 'customer' })).status).toBe(403);
    expect((await call(`${BASE}?global=true`)).status).toBe(401);
  });
});

describe('claiming', () => {
  it('a currency reward (sent as a string) adds to the money and records the claim', async () => {
    const before = money();
    const response = await claim(OBJECTIVE_IDS.hundredPrepared);
    expect(response.body).toEqual({ success: true });
    expect(money()).toBe(before + 5000);
    expect(
      db.claimedObjectives
        .all()
        .some((c) => c.userID === chef && c.objectiveID === OBJECTIVE_IDS.hundredPrepared),
    ).toBe(true);
  });

  it('a rank reward adds the rank', async () => {
    await claim(OBJECTIVE_IDS.fiveHundredDelivered);
    expect(db.users.get(chef)?.ranks).toContain(RANK_IDS.supporter);
  });

  it('refuses an unknown objective, and a currency reward that is not an integer', async () => {
    expectApiError(await claim('123'), 400, 'invalid_objective', 'Could not find objective with the ID 123');
    db.objectives.update(OBJECTIVE_IDS.hundredPrepared, { rewardData: 'lots' });
    expectApiError(
      await claim(OBJECTIVE_IDS.hundredPrepared),
      400,
      'invalid_type',
      'Reward data must be an integer',
    );
  });

  it('refuses a rank reward whose rank is gone', async () => {
    db.ranks.delete(RANK_IDS.supporter);
    expectApiError(
      await claim(OBJECTIVE_IDS.fiveHundredDelivered),
      400,
      'invalid_rank',
      `Could not find rank with the ID ${RANK_IDS.supporter}`,
    );
  });

  it('designed: refuses a target not reached and a second claim', async () => {
    expectApiError(
      await claim(OBJECTIVE_IDS.thousandTotal),
      400,
      'objective_not_reached',
      'You have not reached this objective yet',
    );
    expectApiError(
      await claim(OBJECTIVE_IDS.firstFifty),
      400,
      'objective_claimed',
      'You have already claimed this objective',
    );
  });

  it('a personal objective resolves and records nothing', async () => {
    db.users.update(chef, (u) => {
      u.statistics.orders.totalOrders = 800;
    });
    const claims = db.claimedObjectives.size;
    expect((await claim(OBJECTIVE_IDS.chefSummer)).body).toEqual({ success: true });
    expect(db.claimedObjectives.size).toBe(claims);
  });
});

describe('creating and deleting', () => {
  const body = {
    description: 'Deliver 50 orders this week',
    type: 1,
    target: 50,
    global: true,
    rewardType: 0,
    rewardData: 250,
  };

  it('POST answers { completed } (the insert result) and the objective joins the global list', async () => {
    const response = await call(`${BASE}/`, { method: 'POST', as: 'admin', body });
    expect(response.status).toBe(200);
    const { completed } = response.body as { completed: { acknowledged: boolean; insertedId: string } };
    expect(completed.acknowledged).toBe(true);
    expect(db.objectives.get(completed.insertedId)).toMatchObject({ ...body, userID: PERSONAS.admin.userId });
  });

  it('a personal objective stores its user; a non-snowflake user is refused', async () => {
    const response = await call(BASE, {
      method: 'POST',
      as: 'admin',
      body: { ...body, global: false, userID: chef },
    });
    const { insertedId } = (response.body as { completed: { insertedId: string } }).completed;
    expect(db.objectives.get(insertedId)).toMatchObject({ global: false, userID: chef });
    expectApiError(
      await call(BASE, { method: 'POST', as: 'admin', body: { ...body, global: false, userID: 'chef' } }),
      400,
      'invalid_user_id',
      'User ID is not a snowflake',
    );
  });

  it.each([
    [{ description: ' ' }, 'A description is required'],
    [{ target: 'ten' }, 'The target must be a whole number above 0'],
    [{ target: 0 }, 'The target must be a whole number above 0'],
    [{ target: 2.5 }, 'The target must be a whole number above 0'],
    [{ rewardData: 'lots' }, 'The amount must be a whole number above 0'],
    [{ type: 7 }, 'Unknown objective type'],
    [{ rewardType: 9 }, 'Unknown reward type'],
  ])('designed: refuses %j', async (change, message) => {
    expectApiError(
      await call(BASE, { method: 'POST', as: 'admin', body: { ...body, ...change } }),
      400,
      'invalid_body',
      message,
    );
  });

  it('DELETE removes the objective and its claims; it needs MANAGE_ACHIEVEMENTS', async () => {
    expect((await call(`${BASE}/${OBJECTIVE_IDS.firstFifty}`, { method: 'DELETE', as: 'chef' })).status).toBe(
      403,
    );
    expect(
      (await call(`${BASE}/${OBJECTIVE_IDS.firstFifty}`, { method: 'DELETE', as: 'admin' })).body,
    ).toEqual({ success: true });
    expect(db.objectives.get(OBJECTIVE_IDS.firstFifty)).toBeUndefined();
    expect(db.claimedObjectives.all().filter((c) => c.objectiveID === OBJECTIVE_IDS.firstFifty)).toEqual([]);
  });

  it('creating needs MANAGE_ACHIEVEMENTS', async () => {
    expect((await call(BASE, { method: 'POST', as: 'manager', body })).status).toBe(403);
  });
});
