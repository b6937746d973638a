import { ordersResponse } from '@lib/schemas/order';
import { ranksResponse } from '@lib/schemas/rank';
import { currentUserResponse } from '@lib/schemas/user';
import { describe, expect, it } from 'vitest';
import { server } from './node';
import { PERSONAS } from './personas';
import {
  heldRequests,
  loading,
  malformed,
  manyOrders,
  networkError,
  ordersWithEveryStatus,
  respondWith,
  serverError,
  slow,
} from './scenarios';
import { API_ORIGIN, call, setupMockServer } from './testing';

setupMockServer();

describe('scenarios', () => {
  it('serverError answers 500 with an error body', async () => {
    server.use(serverError('GET', '*/api/client/ranks', 'Database unavailable'));
    const response = await call('/api/client/ranks');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: 'Database unavailable',
    });
  });

  it('networkError fails the request without a response', async () => {
    server.use(networkError('get', '/api/client/ranks'));
    await expect(fetch(`${API_ORIGIN}/api/client/ranks`)).rejects.toThrow();
  });

  it('loading holds the request until the held requests are released, then fails it', async () => {
    server.use(loading('GET', '*/api/client/ranks'));
    const request = fetch(`${API_ORIGIN}/api/client/ranks`).then(
      () => 'answered',
      () => 'failed',
    );
    const outcome = await Promise.race([
      request,
      new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
    ]);
    expect(outcome).toBe('pending');
    expect(heldRequests.count).toBe(1);
    heldRequests.release();
    expect(await request).toBe('failed');
    expect(heldRequests.count).toBe(0);
  });

  it('slow answers later with the fake backend', async () => {
    server.use(slow('GET', '*/api/client/ranks', 30));
    const response = await call('/api/client/ranks');
    expect(ranksResponse.safeParse(response.body).success).toBe(true);
  });

  it('malformed answers 200 with a body the client schema rejects', async () => {
    server.use(
      malformed('GET', '*/api/client/ranks'),
      malformed('GET', '*/api/v3/users/@me', { nope: true }),
    );
    const response = await call('/api/client/ranks');
    expect(response.status).toBe(200);
    expect(ranksResponse.safeParse(response.body).success).toBe(false);
    expect(
      currentUserResponse.safeParse((await call('/api/v3/users/@me', { as: 'chef' })).body).success,
    ).toBe(false);
  });

  it('respondWith answers any status and body, and only for the overridden endpoint', async () => {
    server.use(respondWith('GET', '*/api/client/ranks', 200, { ranks: [] }));
    expect((await call('/api/client/ranks')).body).toEqual({ ranks: [] });
    expect((await call('/api/client/settings/teamsEnabled')).body).toEqual({ value: true });
  });
});

describe('order board scenarios', () => {
  const orders = async () =>
    ordersResponse.parse((await call('/api/client/orders', { as: 'chef' })).body).orders;

  it('manyOrders answers that many valid orders, the same ones every time', async () => {
    server.use(manyOrders(2000));
    const first = await orders();
    expect(first).toHaveLength(2000);
    expect(new Set(first.map((o) => o.orderID)).size).toBe(2000);
    expect(new Set(first.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3]));
    expect((await orders()).map((o) => o.orderID)).toEqual(first.map((o) => o.orderID));
  });

  it('ordersWithEveryStatus answers one ticket per situation', async () => {
    server.use(ordersWithEveryStatus());
    const list = await orders();
    expect(list.map((o) => o.status)).toEqual(expect.arrayContaining([0, 1, 2, 3]));
    expect(list.some((o) => o.priority)).toBe(true);
    expect(list.some((o) => o.user.id === PERSONAS.chef.userId)).toBe(true);
    expect(list.some((o) => o.deliveryAssignedTo?.userID === PERSONAS.courier.userId)).toBe(true);
  });
});
