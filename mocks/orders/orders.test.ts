// Orders, their rules and timers, the delivery queue and order history (docs/api/entities.md#order, docs/api/entities.md#queue-entry,
// docs/api/entities.md#backlog-entry, docs/product/orders.md).
import { backlogEntrySchema } from '@lib/schemas/backlog';
import { orderResponse, ordersResponse, queueResponse } from '@lib/schemas/order';
import { userResponse } from '@lib/schemas/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAST } from '../cast';
import { advanceClock, now } from '../clock';
import { db, resetDb } from '../db';
import { ORDER_ID_PATTERN } from '../ids';
import { PERSONAS, type PersonaKey } from '../personas';
import { TEAM_IDS } from '../seed';
import { type CallResult, call, expectApiError, recordGatewayEvents, setupMockServer } from '../testing';
import type { OrderDoc } from '../types';
import { toOrder } from '../views';
import { cancelOrder, createOrder, joinQueue } from './rules';

setupMockServer();

// Frozen real time: only the mock's clock moves, so expiries can be compared exactly.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 4, 12, 18, 30), toFake: ['Date'] });
  resetDb();
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const IMAGE = 'https://images.unsplash.com/photo-1528207776546-365bb710ee93?w=800';

const action = (id: string, verb: string, as: PersonaKey, body?: unknown) =>
  call(`/api/client/orders/${id}/${verb}`, { method: verb === 'delete' ? 'DELETE' : 'POST', as, body });
const claim = (id: string, as: PersonaKey = 'chef') => action(id, 'claim', as);
const prepare = (id: string, body: unknown, as: PersonaKey = 'chef') => action(id, 'prepare', as, body);
const deliver = (id: string, as: PersonaKey = 'courier', body: unknown = {}) =>
  action(id, 'deliver', as, body);
const remove = (id: string, reason: string, as: PersonaKey = 'chef') => action(id, 'delete', as, { reason });

const stored = (id: string): OrderDoc => {
  const order = db.orders.get(id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};
const orderOf = (response: CallResult) => orderResponse.parse(response.body).order;
const updates = (events: ReturnType<typeof recordGatewayEvents>) =>
  events.filter((e) => e.name === 'orderUpdated').map((e) => e.payload);

describe('GET /api/client/orders', () => {
  it('answers { orders } sentAt ascending, without _id, accepted by the client schema', async () => {
    const response = await call('/api/client/orders', { as: 'chef' });
    expect(response.status).toBe(200);
    const { orders } = ordersResponse.parse(response.body);
    expect(orders).toHaveLength(12);
    const sentAt = orders.map((o) => o.sentAt);
    expect(sentAt).toEqual([...sentAt].sort((a, b) => a - b));
    for (const order of orders) {
      expect(order.orderID).toMatch(ORDER_ID_PATTERN);
      expect(order).not.toHaveProperty('_id');
    }
  });

  it('seeds every status, two priority orders, and own orders for the customer, chef and manager', async () => {
    const { orders } = ordersResponse.parse((await call('/api/client/orders', { as: 'admin' })).body);
    const count = (status: number) => orders.filter((o) => o.status === status).length;
    expect([count(0), count(1), count(2), count(3)]).toEqual([7, 1, 2, 2]);
    expect(orders.filter((o) => o.priority)).toHaveLength(2);
    for (const key of ['customer', 'chef', 'manager'] as const) {
      expect(
        orders.some((o) => o.user.id === PERSONAS[key].userId && o.status === 0),
        key,
      ).toBe(true);
    }
    expect(orders.find((o) => o.status === 1)?.claimedBy?.user).toBe(CAST.nora);
    expect(orders.some((o) => o.status === 2 && (o.prepareExpiry ?? 0) > Date.now())).toBe(true);
    const sentAgo = orders.map((o) => Date.now() - o.sentAt);
    expect(Math.max(...sentAgo)).toBeLessThanOrEqual(20 * MINUTE);
    for (const image of orders.flatMap((o) => o.images)) {
      expect(new URL(image).hostname).toMatch(/^(images\.unsplash\.com|i\.imgur\.com)$/);
    }
  });

  it('needs MANAGE_ORDERS and a session', async () => {
    expectApiError(await call('/api/client/orders', { as: 'customer' }), 403, 'missing_permissions');
    expectApiError(await call('/api/client/orders'), 401, 'unauthorized');
    expectApiError(await claim('Qx7pLm', 'customer'), 403, 'missing_permissions');
  });

  it('has no GET for one order (not in the spec)', async () => {
    expectApiError(await call('/api/client/orders/Qx7pLm', { as: 'chef' }), 404, 'not_found');
  });
});

describe('claim and unclaim', () => {
  it('claims for 4 minutes, publishes orderUpdated and answers { order }', async () => {
    const events = recordGatewayEvents();
    const response = await claim('Qx7pLm');
    expect(response.status).toBe(200);
    const order = orderOf(response);
    expect(order.status).toBe(1);
    expect(order.claimedBy?.user).toBe(PERSONAS.chef.userId);
    expect(order.claimedBy?.expiry).toBe(now() + 4 * MINUTE);
    expect(updates(events)).toEqual([toOrder(stored('Qx7pLm'))]);
  });

  it('is idempotent for your own claim (same claim, no event)', async () => {
    const first = orderOf(await claim('Qx7pLm'));
    const events = recordGatewayEvents();
    const again = await claim('Qx7pLm');
    expect(again.status).toBe(200);
    expect(orderOf(again).claimedBy).toEqual(first.claimedBy);
    expect(events).toEqual([]);
  });

  it('refuses your own order, taken orders and a second claim, with the core messages', async () => {
    expectApiError(await claim('Sm8dGr'), 400, 'order_unavailable', 'You cannot claim your own order');
    const taken = 'Order has already been claimed by another chef';
    expectApiError(await claim('Ty5nBc'), 400, 'order_unavailable', taken); // Claimed by Nora
    expectApiError(await claim('Pb7xQa'), 400, 'order_unavailable', taken); // Preparing
    expectApiError(await claim('Lh3zRf'), 400, 'order_unavailable', taken); // ready for delivery
    expect((await claim('Qx7pLm')).status).toBe(200);
    expectApiError(await claim('Wf3kTz'), 400, 'active_order', 'You already have a claimed order');
    expectApiError(await claim('nope00'), 404, 'order_not_found', 'Order not found');
  });

  it('lets SUPER_ADMIN claim their own order', async () => {
    const { orderID } = createOrder({ customerId: PERSONAS.admin.userId });
    expect(orderOf(await claim(orderID, 'admin')).claimedBy?.user).toBe(PERSONAS.admin.userId);
  });

  it('refuses an Unclaimed order left with an expired claim (core quirk)', async () => {
    stored('Qx7pLm').claimedBy = { user: CAST.nora, expiry: now() - 1 };
    expectApiError(
      await claim('Qx7pLm'),
      400,
      'order_unavailable',
      'Order has already been claimed by another chef',
    );
  });

  it('unclaims only your own claim: back to Unclaimed, orderUpdated', async () => {
    expectApiError(await action('Ty5nBc', 'unclaim', 'chef'), 404, 'order_not_found', 'Order not found');
    expectApiError(await action('Qx7pLm', 'unclaim', 'chef'), 404, 'order_not_found');
    await claim('Qx7pLm');
    const events = recordGatewayEvents();
    const order = orderOf(await action('Qx7pLm', 'unclaim', 'chef'));
    expect(order).toMatchObject({ status: 0, claimedBy: null });
    expect(updates(events)).toHaveLength(1);
    expect((await claim('Wf3kTz')).status).toBe(200);
  });

  it('frees an expired claim when the clock passes its expiry', async () => {
    await claim('Qx7pLm');
    const events = recordGatewayEvents();
    advanceClock(4 * MINUTE - 1000);
    expect(stored('Qx7pLm').status).toBe(1);
    advanceClock(1000);
    expect(stored('Qx7pLm')).toMatchObject({ status: 0, claimedBy: null });
    expect(updates(events).some((o) => o.orderID === 'Qx7pLm' && o.status === 0)).toBe(true);
    expect((await claim('Wf3kTz')).status).toBe(200);
  });
});

describe('prepare', () => {
  it('validates in the core order, each with its message', async () => {
    const bad = (body: unknown, message: string) => async () =>
      expectApiError(await prepare('Qx7pLm', body), 400, 'invalid_body', message);
    await bad({}, 'You must provide at least one image URL')();
    await bad({ images: null }, 'You must provide at least one image URL')();
    await bad({ images: IMAGE }, 'Images must be an array')();
    await bad({ images: [] }, 'You must provide at least one image URL')();
    await bad({ images: [IMAGE, IMAGE, IMAGE, IMAGE] }, 'A maximum of 3 images are allowed')();
    await bad(
      { images: [IMAGE], chefNote: 'x'.repeat(501) },
      'Chef note character limit has been exceeded',
    )();
  });

  it('has already claimed the order when a body check fails (core)', async () => {
    await prepare('Qx7pLm', { images: [] });
    expect(stored('Qx7pLm')).toMatchObject({ status: 1, claimedBy: { user: PERSONAS.chef.userId } });
  });

  it('refuses your own order and orders already past the claim', async () => {
    expectApiError(
      await prepare('Sm8dGr', { images: [IMAGE] }),
      400,
      'order_unavailable',
      'You cannot prepare your own order',
    );
    expectApiError(
      await prepare('Pb7xQa', { images: [IMAGE] }),
      400,
      'order_unavailable',
      'Order has already been claimed by another chef',
    );
  });

  it('keeps only https URLs on allowed hosts; none valid or too long is invalid_images', async () => {
    expectApiError(
      await prepare('Qx7pLm', {
        images: ['http://images.unsplash.com/x.png', 'https://evil.example/x.png', 42],
      }),
      400,
      'invalid_images',
      'None of the images provided were valid',
    );
    const long = (n: number) => `https://i.imgur.com/${String(n).repeat(480)}.png`;
    expectApiError(
      await prepare('Qx7pLm', { images: [long(1), long(2), long(3)] }),
      400,
      'invalid_images',
      'Images must have a shorter URL',
    );
    const order = orderOf(await prepare('Qx7pLm', { images: [IMAGE, 'https://evil.example/x.png'] }));
    expect(order.images).toEqual([IMAGE]);
  });

  it('starts preparing: note trimmed, 3-minute expiry, orderUpdated, UPDATED order, counters', async () => {
    const chefBefore = structuredClone(db.users.get(PERSONAS.chef.userId)?.statistics.orders);
    const teamBefore = db.teams.get(TEAM_IDS.sizzle)?.orders ?? 0;
    const events = recordGatewayEvents();
    const note = `  ${'n'.repeat(500)}  `;
    const response = await prepare('Qx7pLm', {
      images: [IMAGE, 'https://i.imgur.com/8fK2sQp.jpeg'],
      chefNote: note,
    });
    expect(response.status).toBe(200);
    const order = orderOf(response);
    expect(order).toMatchObject({
      status: 2,
      chefNote: 'n'.repeat(500),
      claimedBy: { user: PERSONAS.chef.userId },
    });
    expect(order.images).toHaveLength(2);
    expect(order.prepareExpiry).toBe(now() + 180_000);
    // Auto-claim, then the preparation.
    expect(updates(events).map((o) => o.status)).toEqual([1, 2]);
    expect(db.users.get(PERSONAS.chef.userId)?.statistics.orders).toEqual({
      totalOrders: (chefBefore?.totalOrders ?? 0) + 1,
      weeklyOrders: (chefBefore?.weeklyOrders ?? 0) + 1,
    });
    expect(db.teams.get(TEAM_IDS.sizzle)?.orders).toBe(teamBefore + 1);
  });

  it('stores an empty note as null and uses the order prepareDuration', async () => {
    stored('Qx7pLm').prepareDuration = 90_000;
    const order = orderOf(await prepare('Qx7pLm', { images: [IMAGE], chefNote: '   ' }));
    expect(order.chefNote).toBeNull();
    expect(order.prepareExpiry).toBe(now() + 90_000);
  });

  it('does not check who holds the claim (core): an order Claimed by Nora can be prepared', async () => {
    expect(orderOf(await prepare('Ty5nBc', { images: [IMAGE] })).status).toBe(2);
  });
});

describe('preparation completion and the delivery queue head', () => {
  it('becomes ready when prepareExpiry passes and goes to the head of the queue', async () => {
    const events = recordGatewayEvents();
    advanceClock(99_000);
    expect(stored('Pb7xQa').status).toBe(2);
    advanceClock(1_000);
    const order = stored('Pb7xQa');
    expect(order.status).toBe(3);
    expect(order.deliveryAssignedTo).toEqual({ userID: CAST.turbo, expiry: now() + 4 * MINUTE });
    expect(events.map((e) => e.name)).toEqual(['leaveDeliveryQueue', 'orderUpdated']);
    expect(events[0]?.payload).toBe(CAST.turbo);
    expect(db.deliveryQueue.has(CAST.turbo)).toBe(false);

    advanceClock(50_000);
    expect(stored('Gv1cKd').deliveryAssignedTo?.userID).toBe(CAST.felix);
    expect(db.deliveryQueue.size).toBe(0);
  });

  it('stays unassigned with nobody waiting, and skips the customer of the order', async () => {
    db.deliveryQueue.deleteWhere(() => true);
    joinQueue(PERSONAS.customer.userId); // Pb7xQa is theirs
    advanceClock(100_000);
    expect(stored('Pb7xQa')).toMatchObject({ status: 3, deliveryAssignedTo: null });
    expect(db.deliveryQueue.has(PERSONAS.customer.userId)).toBe(true);
  });

  it('is also checked on every request, not only when the clock is advanced', async () => {
    stored('Pb7xQa').prepareExpiry = now() - 1;
    const { orders } = ordersResponse.parse((await call('/api/client/orders', { as: 'chef' })).body);
    expect(orders.find((o) => o.orderID === 'Pb7xQa')?.status).toBe(3);
  });

  it('runs end to end: claim, prepare, wait three minutes, the courier in the queue delivers', async () => {
    db.deliveryQueue.deleteWhere(() => true);
    await call('/api/client/orders/delivery-queue/join', { method: 'POST', as: 'courier' });
    // The seeded Preparing orders finish first: move them out of the way.
    db.orders.deleteWhere((o) => o.status === 2);
    await prepare('Qx7pLm', { images: [IMAGE], chefNote: 'Enjoy!' });
    advanceClock(180_000);
    expect(stored('Qx7pLm').deliveryAssignedTo?.userID).toBe(PERSONAS.courier.userId);
    expect(orderOf(await deliver('Qx7pLm')).orderID).toBe('Qx7pLm');
    expect(db.orders.has('Qx7pLm')).toBe(false);
  });
});

describe('deliver', () => {
  it('delivers with the deliverer template, adds history, counts, removes, publishes deliverOrder', async () => {
    const events = recordGatewayEvents();
    const before = db.users.get(PERSONAS.courier.userId)?.statistics.orders.totalOrders ?? 0;
    const response = await deliver('Lh3zRf');
    expect(response.status).toBe(200);
    const order = orderOf(response);
    expect(order).toMatchObject({ orderID: 'Lh3zRf', status: 3 });
    expect(db.orders.has('Lh3zRf')).toBe(false);
    expect(db.users.get(PERSONAS.courier.userId)?.statistics.orders.totalOrders).toBe(before + 1);

    const entry = db.backlog.find((e) => e.orderID === 'Lh3zRf');
    expect(entry).toMatchObject({
      type: 1,
      deliveredBy: PERSONAS.courier.userId,
      chef: CAST.greta,
      orderedBy: CAST.rae,
      userOrder: 'Pad thai with shrimp, extra peanuts, medium spicy',
      reportReason: null,
    });
    expect(backlogEntrySchema.safeParse(entry).success).toBe(true);

    const delivered = events.find((e) => e.name === 'deliverOrder');
    expect(delivered?.payload).toMatchObject({
      order: { orderID: 'Lh3zRf' },
      user: { _id: PERSONAS.courier.userId },
      report: false,
      deliveryMessage: `Hey <@${CAST.rae}>! Your \`Pad thai with shrimp, extra peanuts, medium spicy\` just arrived hot from the kitchen, delivered by Rosa Rapid. Bon appétit!\n\n${order.images.join(' ')}`,
    });
  });

  it('uses the default template without a message of your own, or when it is disabled', async () => {
    stored('Lh3zRf').deliveryAssignedTo = null;
    const events = recordGatewayEvents();
    const deliveryMessages = () =>
      events.flatMap((e) => (e.name === 'deliverOrder' ? [e.payload.deliveryMessage] : []));
    await deliver('Lh3zRf', 'chef');
    expect(deliveryMessages()[0]).toMatch(
      /^Hi, <@596250058929400857>! Here is your `Pad thai with shrimp, extra peanuts, medium spicy`\. Feel free/,
    );

    db.users.update(PERSONAS.courier.userId, (u) => {
      u.settings.deliveryMessage.disabled = true;
    });
    stored('Jw8sNp').deliveryAssignedTo = null;
    await deliver('Jw8sNp', 'courier');
    expect(deliveryMessages()[1]).toMatch(/^Hi, <@/);
  });

  it('is 404 when the order is assigned to someone else, until that assignment expires', async () => {
    expectApiError(await deliver('Jw8sNp', 'chef'), 404, 'order_not_found', 'Order not found');
    advanceClock(2 * MINUTE);
    expect((await deliver('Jw8sNp', 'chef')).status).toBe(200);
  });

  it('refuses orders that are not ready, and your own order', async () => {
    expectApiError(
      await deliver('Qx7pLm'),
      400,
      'order_unavailable',
      'Order is not ready to be delivered yet',
    );
    const own = createOrder({ customerId: PERSONAS.courier.userId, status: 3 });
    expectApiError(await deliver(own.orderID), 400, 'order_unavailable', 'You cannot deliver your own order');
  });

  it('refuses a message of 1650 characters or more, but not for a report', async () => {
    db.users.update(PERSONAS.courier.userId, (u) => {
      u.settings.deliveryMessage.message = `${'x'.repeat(1650 - 'Pad thai with shrimp, extra peanuts, medium spicy'.length)}{order}`;
    });
    expectApiError(
      await deliver('Lh3zRf'),
      400,
      'delivery_message_length',
      'Delivery message length is too long, please change your message',
    );
    expect(db.orders.has('Lh3zRf')).toBe(true);

    const events = recordGatewayEvents();
    const response = await deliver('Lh3zRf', 'courier', { report: true, reportReason: 'Troll order' });
    expect(response.status).toBe(200);
    expect(db.backlog.find((e) => e.orderID === 'Lh3zRf')).toMatchObject({
      type: 3,
      reportReason: 'Troll order',
    });
    expect(db.orderReports.get('Lh3zRf')).toEqual({ _id: 'Lh3zRf', reason: 'Troll order' });
    expect(events.find((e) => e.name === 'deliverOrder')?.payload).toMatchObject({ report: true });
  });

  it('needs a reason to report', async () => {
    expectApiError(await deliver('Lh3zRf', 'courier', { report: true }), 400, 'invalid_body');
    expect(db.orders.has('Lh3zRf')).toBe(true);
  });
});

describe('delete', () => {
  it('deletes with a reason: history type 0, counters, orderDeleted {order, user, reason}', async () => {
    const events = recordGatewayEvents();
    const response = await remove('Wf3kTz', '  Not food.  ');
    expect(orderOf(response)).toMatchObject({ orderID: 'Wf3kTz', status: 0 });
    expect(db.orders.has('Wf3kTz')).toBe(false);
    expect(db.backlog.find((e) => e.orderID === 'Wf3kTz')).toMatchObject({
      type: 0,
      chef: PERSONAS.chef.userId,
      deliveredBy: null,
      reason: 'Not food.',
    });
    expect(events).toEqual([
      {
        name: 'orderDeleted',
        payload: expect.objectContaining({
          order: expect.objectContaining({ orderID: 'Wf3kTz' }),
          user: expect.objectContaining({ _id: PERSONAS.chef.userId }),
          reason: 'Not food.',
        }),
      },
    ]);
  });

  it('goes through the claim rules first', async () => {
    expectApiError(await remove('Sm8dGr', 'x'), 400, 'order_unavailable', 'You cannot delete your own order');
    const taken = 'Order has already been claimed by another chef';
    expectApiError(await remove('Pb7xQa', 'x'), 400, 'order_unavailable', taken);
    expectApiError(await remove('Lh3zRf', 'x'), 400, 'order_unavailable', taken);
    await claim('Qx7pLm');
    expectApiError(await remove('Wf3kTz', 'x'), 400, 'active_order', 'You already have a claimed order');
    // Deleting an order Claimed by someone else is allowed (core).
    expect((await remove('Ty5nBc', 'Duplicate')).status).toBe(200);
    expectApiError(await remove('nope00', 'x'), 404, 'order_not_found');
  });
});

describe('the bot side: new orders and cancels', () => {
  it('createOrder adds an order, publishes orderSent, and follows the customer perks', () => {
    const events = recordGatewayEvents();
    const pilot = createOrder({ customerId: PERSONAS.customer.userId });
    const rae = createOrder({ customerId: CAST.rae, order: 'Soup' });
    const admin = createOrder({ customerId: PERSONAS.admin.userId });
    expect(pilot.orderID).toMatch(ORDER_ID_PATTERN);
    expect(pilot).toMatchObject({ status: 0, priority: true, prepareDuration: 180_000 });
    expect(rae).toMatchObject({
      order: 'Soup',
      priority: false,
      user: { id: CAST.rae, username: 'ramen.rae' },
    });
    expect(admin.prepareDuration).toBe(90_000);
    expect(events.map((e) => e.name)).toEqual(['orderSent', 'orderSent', 'orderSent']);
    expect(events[0]?.payload).toEqual(pilot);
    expect(orderResponse.safeParse({ order: pilot }).success).toBe(true);
  });

  it('cancelOrder archives as type 2 and publishes orderCancelled {order, user}', () => {
    const events = recordGatewayEvents();
    cancelOrder('Rn4eYb');
    expect(db.orders.has('Rn4eYb')).toBe(false);
    expect(db.backlog.find((e) => e.orderID === 'Rn4eYb')).toMatchObject({
      type: 2,
      reason: '[ORDER WAS CANCELLED BY USER]',
      orderedBy: CAST.rae,
    });
    expect(events).toEqual([
      {
        name: 'orderCancelled',
        payload: {
          order: expect.objectContaining({ orderID: 'Rn4eYb' }),
          user: expect.objectContaining({ _id: CAST.rae }),
        },
      },
    ]);
  });
});

describe('delivery queue', () => {
  const queue = async (as: PersonaKey = 'chef') =>
    queueResponse.parse((await call('/api/client/orders/delivery-queue', { as })).body).queue;

  it('answers { queue } oldest first, each entry exactly { userID, joinedAt } like the core', async () => {
    const response = await call<{ queue: unknown[] }>('/api/client/orders/delivery-queue', { as: 'chef' });
    expect(response.body.queue).toEqual([
      { userID: CAST.turbo, joinedAt: expect.any(Number) },
      { userID: CAST.felix, joinedAt: expect.any(Number) },
    ]);
    const entries = await queue();
    expect(entries.map((e) => e.userID)).toEqual([CAST.turbo, CAST.felix]);
    expect(entries.every((e) => e.user === null)).toBe(true);
  });

  it('has members the client can look up with GET /api/v3/users/{id}', async () => {
    for (const entry of await queue()) {
      const response = await call(`/api/v3/users/${entry.userID}`, { as: 'chef' });
      expect(userResponse.parse(response.body).user).toMatchObject({ id: entry.userID });
    }
  });

  it('joins at the back; joining again moves you to the back (core)', async () => {
    const events = recordGatewayEvents();
    const response = await call('/api/client/orders/delivery-queue/join', { method: 'POST', as: 'courier' });
    expect(response.body).toEqual({ userID: PERSONAS.courier.userId, joinedAt: now() });
    expect(events).toEqual([{ name: 'joinDeliveryQueue', payload: response.body }]);
    advanceClock(1000);
    await call('/api/client/orders/delivery-queue/join', { method: 'POST', as: 'chef' });
    advanceClock(1000);
    await call('/api/client/orders/delivery-queue/join', { method: 'POST', as: 'courier' });
    expect((await queue()).map((e) => e.userID)).toEqual([
      CAST.turbo,
      CAST.felix,
      PERSONAS.chef.userId,
      PERSONAS.courier.userId,
    ]);
  });

  it('leaves with { success: true } and a bare user id event, also when not in the queue', async () => {
    const events = recordGatewayEvents();
    for (let i = 0; i < 2; i++) {
      const response = await call('/api/client/orders/delivery-queue/leave', {
        method: 'DELETE',
        as: 'courier',
      });
      expect(response.body).toEqual({ success: true });
    }
    expect(events).toEqual([
      { name: 'leaveDeliveryQueue', payload: PERSONAS.courier.userId },
      { name: 'leaveDeliveryQueue', payload: PERSONAS.courier.userId },
    ]);
  });

  it('needs MANAGE_ORDERS', async () => {
    expectApiError(
      await call('/api/client/orders/delivery-queue', { as: 'customer' }),
      403,
      'missing_permissions',
    );
    expectApiError(
      await call('/api/client/orders/delivery-queue/join', { method: 'POST', as: 'customer' }),
      403,
      'missing_permissions',
    );
  });
});

describe('GET /api/client/orders/user/{userId}', () => {
  const history = (userId: string, as: PersonaKey) => call(`/api/client/orders/user/${userId}`, { as });

  it('answers { orders } of history entries, newest first, for VIEW_BACKLOG holders', async () => {
    const response = await history(PERSONAS.customer.userId, 'manager');
    expect(response.status).toBe(200);
    const { orders } = response.body as { orders: unknown[] };
    const entries = orders.map((o) => backlogEntrySchema.parse(o));
    expect(entries.map((e) => e.type).sort()).toEqual([1, 1, 2, 3]);
    const addedAt = entries.map((e) => e.addedAt);
    expect(addedAt).toEqual([...addedAt].sort((a, b) => b - a));
    expect(entries.every((e) => e.orderedBy === PERSONAS.customer.userId)).toBe(true);
    expect(entries.some((e) => e.orderFeedback?.tip?.chef === 30)).toBe(true);
  });

  it('lets users read their own history only, and wants a snowflake', async () => {
    expect((await history(PERSONAS.chef.userId, 'chef')).status).toBe(200);
    expectApiError(await history(PERSONAS.customer.userId, 'chef'), 403, 'missing_permissions');
    expectApiError(await history('12345', 'manager'), 400, 'invalid_user_id', 'User ID is not a snowflake');
  });

  it('records a delivery in the customer history', async () => {
    await deliver('Lh3zRf');
    const { orders } = (await history(CAST.rae, 'admin')).body as { orders: { orderID: string }[] };
    expect(orders[0]?.orderID).toBe('Lh3zRf');
  });
});
