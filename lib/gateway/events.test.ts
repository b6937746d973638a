import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Order, QueueEntry } from '../schemas/order';
import {
  type GatewayEventMap,
  type GatewayServerEventMap,
  gatewayEventSchemas,
  parseGatewayPayload,
} from './events';
import { GATEWAY_EVENTS, normalizeEventName } from './protocol';

const order = { orderID: 'AAA111', user: { id: '1', username: 'customer' }, order: 'Pancakes', status: 0 };
const staff = { _id: '2', username: 'sizzle.sam', ranks: ['chef'] };

/** The payload's parsed value; fails the test when the schema refuses it. */
function parsed<Name extends keyof GatewayEventMap>(name: Name, payload: unknown): GatewayEventMap[Name] {
  const result = parseGatewayPayload(name, payload);
  if (!result.success) throw new Error(`${name} refused: ${result.error.message}`);
  return result.data;
}

describe('gateway event payloads', () => {
  it('has one schema per event name', () => {
    expect(Object.keys(gatewayEventSchemas).sort()).toEqual([...GATEWAY_EVENTS].sort());
  });

  it('reads the order events as the server sends them', () => {
    expect(parsed('orderSent', order)).toMatchObject({ orderID: 'AAA111', status: 0, images: [] });
    expect(parsed('orderUpdated', { ...order, status: 2 }).status).toBe(2);
    expect(parsed('cancelOrder', { order, user: { _id: '1', username: 'customer' } })).toMatchObject({
      order: { orderID: 'AAA111' },
      user: { id: '1', username: 'customer' },
    });
    expect(parsed('orderDeleted', { order, user: staff, reason: 'Duplicate' })).toMatchObject({
      order: { orderID: 'AAA111' },
      user: { id: '2', ranks: ['chef'] },
      reason: 'Duplicate',
    });
    expect(parsed('orderDeleted', { order, user: null, reason: null })).toMatchObject({
      user: null,
      reason: null,
    });
    expect(
      parsed('deliverOrder', { order, user: staff, deliveryMessage: 'Enjoy!', report: true }),
    ).toMatchObject({
      order: { orderID: 'AAA111' },
      user: { id: '2' },
      deliveryMessage: 'Enjoy!',
      report: true,
    });
  });

  it('keeps an order event whose other parts are junk: only the order is required', () => {
    expect(parsed('deliverOrder', { order, user: 'nobody' })).toMatchObject({
      order: { orderID: 'AAA111' },
      user: null,
      deliveryMessage: '',
      report: false,
    });
  });

  it('reads the queue events: a join is a queue entry, a leave the bare user id', () => {
    expect(parsed('joinDeliveryQueue', { userID: '3', joinedAt: 20 })).toEqual({
      userID: '3',
      joinedAt: 20,
      user: null,
    });
    expect(parsed('leaveDeliveryQueue', '3')).toBe('3');
    expect(parsed('leaveDeliveryQueue', { userID: '3' })).toBe('3');
  });

  it('reads the user events', () => {
    expect(parsed('userBanned', { userID: '4', reason: 'Spam', expiry: '7d' })).toEqual({
      userID: '4',
      reason: 'Spam',
      expiry: '7d',
    });
    expect(parsed('userUnbanned', { userID: '4' })).toEqual({ userID: '4' });
    expect(parsed('userRankUpdate', { userID: '4', ranks: ['chef', 7], announceToLog: true })).toEqual({
      userID: '4',
      ranks: ['chef'],
      announceToLog: true,
    });
  });

  it.each([
    ['orderSent', { nope: true }],
    ['orderUpdated', { ...order, orderID: '' }],
    ['cancelOrder', { user: staff }],
    ['orderDeleted', 'AAA111'],
    ['deliverOrder', { order: { orderID: 5 } }],
    ['joinDeliveryQueue', { joinedAt: 20 }],
    ['leaveDeliveryQueue', 42],
    ['userBanned', { reason: 'Spam' }],
    ['userUnbanned', null],
    ['userRankUpdate', { ranks: [] }],
  ] as const)('refuses a malformed %s payload', (name, payload) => {
    expect(parseGatewayPayload(name, payload).success).toBe(false);
  });

  it('reads the online users, dropping a broken entry and defaulting the rest', () => {
    const online = parsed('onlineUsers', {
      users: [
        { user: staff, connectedAt: 1_700_000_000_000, connections: 2 },
        { user: { username: 'no id' }, connectedAt: 1 },
        { user: { id: '3', username: 'late' }, connectedAt: 'soon' },
      ],
    });
    expect(
      online.users.map(({ user, connectedAt, connections }) => [user.id, connectedAt, connections]),
    ).toEqual([
      ['2', 1_700_000_000_000, 2],
      ['3', null, 1],
    ]);
    expect(parsed('onlineUsers', { users: 'nobody' }).users).toEqual([]);
    expect(parseGatewayPayload('onlineUsers', [1, 2]).success).toBe(false);
  });

  it('types each payload from its schema, and the alias as its event', () => {
    expectTypeOf<GatewayEventMap['orderSent']>().toEqualTypeOf<Order>();
    expectTypeOf<GatewayEventMap['joinDeliveryQueue']>().toEqualTypeOf<QueueEntry>();
    expectTypeOf<GatewayEventMap['leaveDeliveryQueue']>().toEqualTypeOf<string>();
    expectTypeOf<GatewayServerEventMap['orderCancelled']>().toEqualTypeOf<
      GatewayServerEventMap['cancelOrder']
    >();
    const name = normalizeEventName('orderCancelled');
    expect(name).toBe('cancelOrder');
    expect(name && parseGatewayPayload(name, { order, user: null }).success).toBe(true);
  });
});
