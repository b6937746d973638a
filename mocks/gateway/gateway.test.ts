import {
  AUTH_FAILED_CLOSE_CODE,
  type GatewayFrame,
  GatewayOp,
  heartbeatFrame,
  identifyFrame,
  parseFrame,
} from '@lib/gateway/protocol';
import { OrderStatus } from '@lib/schemas/order';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMERS } from '../cast';
import { db } from '../db';
import { emitGatewayEvent } from '../events';
import {
  cancelOrder,
  claimOrder,
  createOrder,
  deleteOrder,
  deliverOrder,
  joinQueue,
  leaveQueue,
  unclaimOrder,
} from '../orders/rules';
import { PERSONAS } from '../personas';
import { call, refusedByClient, setupMockServer } from '../testing';
import {
  CLOSE_ABNORMALLY,
  CLOSE_WITHOUT_STATUS,
  DROP_AFTER_IDENTIFY_MS,
  type GatewayClient,
  gatewayConnections,
  gatewayFault,
  gatewayFrames,
  gatewayLog,
  gatewayLogConnections,
  openConnection,
  receive,
  setGatewayFault,
} from './rules';

setupMockServer();

/** A test client: collects frames and exposes waits. */
class TestSocket {
  readonly socket: WebSocket;
  readonly frames: GatewayFrame[] = [];
  readonly closed: Promise<CloseEvent>;
  private waiters: (() => void)[] = [];

  constructor(url = 'ws://api.test/ws/') {
    this.socket = new WebSocket(url);
    this.socket.addEventListener('message', (event) => {
      const frame = parseFrame(event.data);
      if (frame) this.frames.push(frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => this.socket.addEventListener('close', resolve, { once: true }));
  }

  opened(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve) => this.socket.addEventListener('open', () => resolve(), { once: true }));
  }

  /** Resolves with the frames once `count` have arrived. */
  async next(count = this.frames.length + 1): Promise<GatewayFrame[]> {
    while (this.frames.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.frames;
  }

  async identify(token: string): Promise<GatewayFrame | undefined> {
    await this.opened();
    this.socket.send(identifyFrame(token));
    return (await this.next()).at(-1);
  }
}

const sockets: TestSocket[] = [];
const open = (url?: string) => {
  const socket = new TestSocket(url);
  sockets.push(socket);
  return socket;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(async () => {
  for (const { socket } of sockets.splice(0)) socket.close();
  await settle();
});

describe('gateway', () => {
  it('identifies a valid session with op 1 { user, heartbeatInterval }', async () => {
    const client = open();
    const reply = await client.identify(PERSONAS.chef.token);
    expect(reply).toEqual({
      op: GatewayOp.Identified,
      d: { user: { id: PERSONAS.chef.userId, username: 'sizzle.sam' }, heartbeatInterval: 45000 },
    });
  });

  it('closes with 4001 on an invalid token', async () => {
    const client = open();
    await client.opened();
    client.socket.send(identifyFrame('0'.repeat(160)));
    const event = await client.closed;
    expect(event.code).toBe(AUTH_FAILED_CLOSE_CODE);
    expect(client.frames).toEqual([]);
  });

  it('acks heartbeats with op 3', async () => {
    const client = open();
    await client.identify(PERSONAS.admin.token);
    // A super admin's identify is followed by the online users (below), then the ack.
    expect((await client.next(2))[1]?.t).toBe('onlineUsers');
    client.socket.send(heartbeatFrame());
    expect((await client.next(3))[2]).toEqual({ op: GatewayOp.HeartbeatAck, d: null });
  });

  it('forwards events as op 4 to every identified client, and only to them', async () => {
    const chef = open();
    const banned = open();
    const anonymous = open();
    await chef.identify(PERSONAS.chef.token);
    await banned.identify(PERSONAS.banned.token);
    await anonymous.opened();
    expect(gatewayConnections()).toEqual({ open: 3, identified: 2 });

    const payload = { userID: PERSONAS.banned.userId, reason: 'Spam', expiry: null };
    emitGatewayEvent('userBanned', payload);

    const expected = { op: GatewayOp.Event, t: 'userBanned', d: payload };
    expect((await chef.next(2))[1]).toEqual(expected);
    expect((await banned.next(2))[1]).toEqual(expected);
    await settle();
    expect(anonymous.frames).toEqual([]);
  });

  it('publishes the userRankUpdate of a resignation', async () => {
    const client = open();
    await client.identify(PERSONAS.manager.token);
    await call('/api/client/recruitment/resign', { method: 'POST', as: 'courier' });
    expect((await client.next(2))[1]).toEqual({
      op: GatewayOp.Event,
      t: 'userRankUpdate',
      d: { userID: PERSONAS.courier.userId, ranks: [], announceToLog: true },
    });
  });

  it('sends every event the fake backend publishes in a shape the client accepts', async () => {
    const client = open();
    await client.identify(PERSONAS.manager.token);
    const staff = (id: string) => db.users.get(id) ?? expect.unreachable(`no user ${id}`);
    const chef = staff(PERSONAS.chef.userId);
    const courier = staff(PERSONAS.courier.userId);
    const customerId = CUSTOMERS[0];

    const claimed = createOrder({ customerId });
    claimOrder(claimed.orderID, chef);
    unclaimOrder(claimed.orderID, chef);
    deleteOrder(claimed.orderID, chef, 'Duplicate');
    cancelOrder(createOrder({ customerId }).orderID);
    deliverOrder(createOrder({ customerId, status: OrderStatus.PendingDelivery }).orderID, courier, {});
    const reported = createOrder({ customerId, status: OrderStatus.PendingDelivery });
    deliverOrder(reported.orderID, courier, { report: true, reportReason: 'Cold' });
    joinQueue(courier._id);
    leaveQueue(courier._id);
    await call('/api/client/recruitment/resign', { method: 'POST', as: 'courier' });

    // What the client received over the socket, after identified.
    const events = (await client.next(gatewayFrames('out').length)).slice(1);
    expect(new Set(events.map((frame) => frame.t))).toEqual(
      new Set([
        'orderSent',
        'orderUpdated',
        'orderDeleted',
        'orderCancelled',
        'deliverOrder',
        'joinDeliveryQueue',
        'leaveDeliveryQueue',
        'userRankUpdate',
      ]),
    );
    expect(refusedByClient(events.map((frame) => ({ name: frame.t ?? '', payload: frame.d })))).toEqual([]);
  });

  describe('onlineUsers', () => {
    const summary = (key: 'admin' | 'chef' | 'courier') => {
      const user = db.users.get(PERSONAS[key].userId) ?? expect.unreachable(`no ${key}`);
      return {
        _id: user._id,
        username: user.username,
        displayName: user.displayName,
        discriminator: user.discriminator,
        avatar: user.avatar,
        ranks: [...user.ranks],
      };
    };
    const onlineFrame = (...users: { key: 'admin' | 'chef' | 'courier'; connections?: number }[]) => ({
      op: GatewayOp.Event,
      t: 'onlineUsers',
      d: {
        users: users.map(({ key, connections = 1 }) => ({
          user: summary(key),
          connectedAt: expect.any(Number),
          connections,
        })),
      },
    });

    it('sends a super admin the users online right after identified', async () => {
      const admin = open();
      const before = Date.now();
      await admin.identify(PERSONAS.admin.token);
      const [identified, online] = await admin.next(2);
      expect(identified).toMatchObject({ op: GatewayOp.Identified });
      expect(online).toEqual(onlineFrame({ key: 'admin' }));
      const { users } = (online ?? expect.unreachable('no onlineUsers')).d as {
        users: { connectedAt: number }[];
      };
      const connectedAt = users[0]?.connectedAt ?? 0;
      expect(connectedAt).toBeGreaterThanOrEqual(before);
      expect(connectedAt).toBeLessThanOrEqual(Date.now());
      expect(refusedByClient([{ name: 'onlineUsers', payload: online?.d }])).toEqual([]);
    });

    it('tells super admins, and only them, when someone identifies or leaves', async () => {
      const admin = open();
      await admin.identify(PERSONAS.admin.token);
      await admin.next(2);

      const chef = open();
      await chef.identify(PERSONAS.chef.token);
      expect((await admin.next(3))[2]).toEqual(onlineFrame({ key: 'admin' }, { key: 'chef' }));

      // A second tab of the same user is one entry with two connections; a socket that never identified is
      // nobody.
      const chefAgain = open();
      await chefAgain.identify(PERSONAS.chef.token);
      expect((await admin.next(4))[3]).toEqual(
        onlineFrame({ key: 'admin' }, { key: 'chef', connections: 2 }),
      );
      const anonymous = open();
      await anonymous.opened();

      chef.socket.close();
      expect((await admin.next(5))[4]).toEqual(onlineFrame({ key: 'admin' }, { key: 'chef' }));
      chefAgain.socket.close();
      expect((await admin.next(6))[5]).toEqual(onlineFrame({ key: 'admin' }));

      anonymous.socket.close();
      await settle();
      // The chef, without SUPER_ADMIN, received nothing but identified; the anonymous socket nothing at all.
      expect(chef.frames.map((frame) => frame.op)).toEqual([GatewayOp.Identified]);
      expect(chefAgain.frames.map((frame) => frame.op)).toEqual([GatewayOp.Identified]);
      expect(anonymous.frames).toEqual([]);
      expect(admin.frames).toHaveLength(6);
    });

    it('lists the oldest connection first, with the time each user identified', async () => {
      const courier = open();
      await courier.identify(PERSONAS.courier.token);
      await settle();
      const admin = open();
      await admin.identify(PERSONAS.admin.token);
      const online = (await admin.next(2))[1]?.d as {
        users: { user: { _id: string }; connectedAt: number }[];
      };
      expect(online.users.map((entry) => entry.user._id)).toEqual([
        PERSONAS.courier.userId,
        PERSONAS.admin.userId,
      ]);
      expect(online.users[0]?.connectedAt).toBeLessThan(online.users[1]?.connectedAt ?? 0);
    });
  });

  it('ignores malformed frames and unknown ops', async () => {
    const client = open();
    await client.opened();
    client.socket.send('not json');
    client.socket.send(JSON.stringify({ op: 99 }));
    await settle();
    expect(client.frames).toEqual([]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('logs every frame per connection with timestamps', async () => {
    const client = open();
    await client.identify(PERSONAS.courier.token);
    const [id] = gatewayLogConnections();
    expect(id).toEqual(expect.any(String));
    expect(gatewayLog.map((e) => e.direction)).toEqual(['open', 'in', 'out']);
    expect(gatewayLog.every((e) => e.connectionId === id && typeof e.at === 'number')).toBe(true);
    expect(gatewayFrames('in', id)).toEqual([
      { op: GatewayOp.Identify, d: { token: PERSONAS.courier.token } },
    ]);
    expect(gatewayFrames('out', id)[0]?.op).toBe(GatewayOp.Identified);
    // What the e2e tests read through window.__VD_DEMO__.
    expect(gatewayLog.find((e) => e.direction === 'in' && e.frame?.op === 0)?.frame?.d).toEqual({
      token: PERSONAS.courier.token,
    });

    client.socket.close();
    await settle();
    expect(gatewayLog.at(-1)).toMatchObject({ direction: 'close', connectionId: id });
  });

  describe('fault switches', () => {
    it('silent: accepts the socket and never answers identify, nor anything after it', async () => {
      setGatewayFault('silent', { times: 1 });
      const silent = open();
      await silent.opened();
      silent.socket.send(identifyFrame(PERSONAS.chef.token));
      silent.socket.send(heartbeatFrame());
      // The next identify is answered (the fault was for one): by then the silent socket's frames were handled.
      const healthy = open();
      expect((await healthy.identify(PERSONAS.courier.token))?.op).toBe(GatewayOp.Identified);
      const [silentId] = gatewayLogConnections();
      expect(gatewayFrames('in', silentId).map((frame) => frame.op)).toEqual([
        GatewayOp.Identify,
        GatewayOp.Heartbeat,
      ]);
      expect(gatewayFrames('out', silentId)).toEqual([]);
      expect(silent.frames).toEqual([]);
      expect(silent.socket.readyState).toBe(WebSocket.OPEN);
      expect(gatewayConnections()).toEqual({ open: 2, identified: 1 });
      expect(gatewayFault()).toBeNull();
    });

    it('drop-after-identify: answers identify, then drops the link abnormally', async () => {
      setGatewayFault('drop-after-identify');
      const client = open();
      expect((await client.identify(PERSONAS.chef.token))?.op).toBe(GatewayOp.Identified);
      const event = await client.closed;
      expect(event.code).toBe(CLOSE_ABNORMALLY);
      expect(client.frames.map((frame) => frame.op)).toEqual([GatewayOp.Identified]);
      expect(gatewayConnections()).toEqual({ open: 0, identified: 0 });
      // Until turned off: the next identify is dropped too.
      expect(gatewayFault()).toEqual({ kind: 'drop-after-identify', remaining: Number.POSITIVE_INFINITY });
      const again = open();
      await again.identify(PERSONAS.chef.token);
      expect((await again.closed).code).toBe(CLOSE_ABNORMALLY);
    });

    it('close-1005: closes with code 1005 on identify', async () => {
      setGatewayFault('close-1005');
      const client = open();
      await client.opened();
      client.socket.send(identifyFrame(PERSONAS.chef.token));
      expect((await client.closed).code).toBe(CLOSE_WITHOUT_STATUS);
      expect(client.frames).toEqual([]);
    });

    it('refuse-token: closes with the auth-failed code, as for a bad token, whatever the token', async () => {
      setGatewayFault('refuse-token');
      const client = open();
      await client.opened();
      client.socket.send(identifyFrame(PERSONAS.chef.token));
      expect((await client.closed).code).toBe(AUTH_FAILED_CLOSE_CODE);
      expect(client.frames).toEqual([]);
    });

    it('turned off, or spent, the gateway answers as usual', async () => {
      setGatewayFault('refuse-token', { times: 2 });
      expect(gatewayFault()).toEqual({ kind: 'refuse-token', remaining: 2 });
      setGatewayFault(null);
      expect(gatewayFault()).toBeNull();
      expect((await open().identify(PERSONAS.chef.token))?.op).toBe(GatewayOp.Identified);
    });

    it('work with any socket given as { id, send, close }, without MSW', () => {
      vi.useFakeTimers();
      try {
        const socket = (id: string) => ({ id, send: vi.fn(), close: vi.fn() }) satisfies GatewayClient;
        setGatewayFault('drop-after-identify', { times: 1 });
        const dropped = socket('plain-1');
        receive(openConnection(dropped), identifyFrame(PERSONAS.chef.token));
        expect(parseFrame(dropped.send.mock.calls[0]?.[0])?.op).toBe(GatewayOp.Identified);
        vi.advanceTimersByTime(DROP_AFTER_IDENTIFY_MS - 1);
        expect(dropped.close).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(dropped.close).toHaveBeenCalledExactlyOnceWith(CLOSE_ABNORMALLY, '');

        setGatewayFault('close-1005', { times: 1 });
        const closed = socket('plain-2');
        receive(openConnection(closed), identifyFrame(PERSONAS.chef.token));
        expect(closed.send).not.toHaveBeenCalled();
        expect(closed.close).toHaveBeenCalledExactlyOnceWith(CLOSE_WITHOUT_STATUS, '');
        expect(gatewayConnections()).toEqual({ open: 0, identified: 0 });
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
