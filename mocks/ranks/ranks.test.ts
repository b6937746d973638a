import { PERMISSIONS } from '@lib/permissions';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { RANK_IDS } from '../seed';
import { call, expectApiError, setupMockServer } from '../testing';

setupMockServer();

const ranksInOrder = () =>
  db.ranks
    .all()
    .sort((a, b) => b.position - a.position)
    .map((r) => r._id);

describe('POST /api/client/ranks', () => {
  it('creates a rank at the bottom with a snowflake id, the others moving up', async () => {
    const response = await call<{ rank: { _id: string; id: string; position: number; colour: string } }>(
      '/api/client/ranks',
      {
        as: 'manager',
        method: 'POST',
        body: { name: ' Sous Chef ', colour: '#AABBCC', permissions: PERMISSIONS.MANAGE_ORDERS },
      },
    );
    expect(response.status).toBe(200);
    const { rank } = response.body;
    expect(rank._id).toMatch(/^[0-9]{19}$/);
    expect(rank.id).toBe(rank._id);
    expect(rank).toMatchObject({ position: 1, colour: '#aabbcc', name: 'Sous Chef' });
    expect(db.ranks.get(RANK_IDS.owner)?.position).toBe(9);
  });

  it('refuses a colour that is not hex, a blank name, unknown fields and permissions the caller lacks', async () => {
    const post = (body: unknown, as = 'manager') => call('/api/client/ranks', { as, method: 'POST', body });
    expectApiError(
      await post({ name: 'X', colour: 'red' }),
      400,
      'invalid_body',
      'Colour must be a hex colour such as #2888f5',
    );
    expectApiError(await post({ name: 'X', colour: '#12345g' }), 400, 'invalid_body');
    expectApiError(await post({ name: '  ' }), 400, 'invalid_body', 'A rank needs a name');
    expectApiError(
      await post({ name: 'X', roleIDs: ['1'] }),
      400,
      'invalid_body',
      'roleIDs cannot be set here',
    );
    expectApiError(
      await post({ name: 'X', permissions: PERMISSIONS.SUPER_ADMIN }),
      403,
      'permissions_not_held',
      'You cannot grant permissions you do not hold',
    );
    expect((await post({ name: 'X', permissions: PERMISSIONS.SUPER_ADMIN }, 'admin')).status).toBe(200);
    expectApiError(await post({ name: 'X' }, 'chef'), 403, 'missing_permissions');
  });
});

describe('PATCH and DELETE /api/client/ranks/{id}', () => {
  it('edits a rank below yours and refuses one at or above it', async () => {
    const response = await call<{ rank: { name: string } }>(`/api/client/ranks/${RANK_IDS.chef}`, {
      as: 'manager',
      method: 'PATCH',
      body: { name: 'Line Cook', displayOnTeam: false },
    });
    expect(response.body.rank.name).toBe('Line Cook');
    expectApiError(
      await call(`/api/client/ranks/${RANK_IDS.manager}`, {
        as: 'manager',
        method: 'PATCH',
        body: { name: 'Boss' },
      }),
      403,
      'rank_above_yours',
      'You cannot change a rank at or above your own',
    );
    expectApiError(
      await call('/api/client/ranks/1', { as: 'manager', method: 'PATCH', body: {} }),
      400,
      'rank_not_found',
      'Rank not found',
    );
  });

  it('deletes a rank and takes it from every user', async () => {
    const response = await call(`/api/client/ranks/${RANK_IDS.trainee}`, { as: 'manager', method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(db.ranks.has(RANK_IDS.trainee)).toBe(false);
    expect(db.users.filter((u) => u.ranks.includes(RANK_IDS.trainee))).toHaveLength(0);
    expectApiError(
      await call(`/api/client/ranks/${RANK_IDS.trainee}`, { as: 'manager', method: 'DELETE' }),
      400,
      'rank_not_found',
    );
  });
});

describe('PUT /api/client/ranks/positions', () => {
  it('stores the order top first: the first gets N, the last 1', async () => {
    const order = ranksInOrder();
    const swapped = [...order];
    [swapped[3], swapped[4]] = [swapped[4] as string, swapped[3] as string];
    const response = await call('/api/client/ranks/positions', {
      as: 'manager',
      method: 'PUT',
      body: { ranks: swapped },
    });
    expect(response.status).toBe(200);
    expect(ranksInOrder()).toEqual(swapped);
    expect(db.ranks.get(swapped[0] as string)?.position).toBe(order.length);
  });

  it('refuses an incomplete list, and moving ranks at or above yours', async () => {
    const order = ranksInOrder();
    const put = (ranks: unknown, as = 'manager') =>
      call('/api/client/ranks/positions', { as, method: 'PUT', body: { ranks } });
    expectApiError(await put(order.slice(1)), 400, 'invalid_body');
    expectApiError(await put([order[1], order[0], ...order.slice(2)]), 403, 'rank_above_yours');
    expect((await put([order[1], order[0], ...order.slice(2)], 'admin')).status).toBe(200);
    expect(PERSONAS.admin.userId).toBeDefined();
  });
});
