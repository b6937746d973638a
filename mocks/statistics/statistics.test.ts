// Management statistics (docs/product/administration.md#management-statistics).
import { statisticsListResponse, statisticsOneResponse } from '@lib/schemas/statistics';
import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { call, setupMockServer } from '../testing';

setupMockServer();

const BASE = '/api/client/statistics/management';

describe('management statistics', () => {
  it('GET answers every manager with a user summary and lists of times, accepted by the client schema', async () => {
    const { statistics } = statisticsListResponse.parse((await call(BASE, { as: 'manager' })).body);
    expect(statistics.map((s) => s._id)).toContain(PERSONAS.manager.userId);
    const mine = statistics.find((s) => s._id === PERSONAS.manager.userId);
    expect(mine?.user).toMatchObject({ id: PERSONAS.manager.userId });
    expect(mine?.applications.length).toBe(22);
    expect(mine?.backlogs).toEqual([]);
    expect(statistics[0]).not.toHaveProperty('id');
  });

  it('drops the entries of users who are gone', async () => {
    db.users.delete(USER_IDS.priya);
    const { statistics } = statisticsListResponse.parse((await call(BASE, { as: 'manager' })).body);
    expect(statistics.map((s) => s._id)).not.toContain(USER_IDS.priya);
  });

  it('GET /{id}: your own with VIEW_MANAGEMENT_STATISTICS, null when there are none', async () => {
    const own = statisticsOneResponse.parse(
      (await call(`${BASE}/${PERSONAS.manager.userId}`, { as: 'manager' })).body,
    );
    expect(own.statistics?.warnings.length).toBe(9);
    const none = await call(`${BASE}/${PERSONAS.chef.userId}`, { as: 'admin' });
    expect(none.body).toEqual({ statistics: null });
  });

  it('DELETE removes one manager’s statistics; list and delete need MANAGE_MANAGEMENT_STATISTICS', async () => {
    expect((await call(BASE, { as: 'chef' })).status).toBe(403);
    expect((await call(`${BASE}/${USER_IDS.greta}`, { method: 'DELETE', as: 'chef' })).status).toBe(403);
    expect((await call(`${BASE}/${USER_IDS.greta}`, { method: 'DELETE', as: 'manager' })).body).toEqual({
      success: true,
    });
    expect(db.managementStatistics.get(USER_IDS.greta)).toBeUndefined();
    expect((await call(`${BASE}/${USER_IDS.greta}`, { method: 'DELETE', as: 'manager' })).body).toEqual({
      success: true,
    });
  });
});
