import { createGatewayBus } from '@lib/gateway/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayClient, type GatewaySocket, HEARTBEAT_TIMEOUT_CLOSE_CODE } from './GatewayClient';

class FakeSocket implements GatewaySocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: GatewaySocket['onopen'] = null;
  onmessage: GatewaySocket['onmessage'] = null;
  onclose: GatewaySocket['onclose'] = null;
  onerror: GatewaySocket['onerror'] = null;

  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const bus = createGatewayBus();
  const statuses: string[] = [];
  const onAuthFailed = vi.fn();
  const client = new GatewayClient({
    url: 'ws://demo.test/ws/',
    token: 'secret-token',
    bus,
    onStatus: (s) => statuses.push(s),
    onAuthFailed,
    backoff: () => 1000,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const current = () => sockets[sockets.length - 1] as FakeSocket;
  const identify = () => {
    current().open();
    current().receive({ op: 1, d: {} });
  };
  return { client, bus, sockets, statuses, current, identify, onAuthFailed };
}

describe('app/gateway GatewayClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('identifies with op 0 and the session token once the socket opens', () => {
    const { client, current, statuses } = setup();
    client.start();
    expect(current().url).toBe('ws://demo.test/ws/');
    current().open();
    expect(current().sent).toEqual([{ op: 0, d: { token: 'secret-token' } }]);
    current().receive({ op: 1, d: {} });
    expect(statuses).toEqual(['connecting', 'identifying', 'ready']);
  });

  it('sends a heartbeat (op 2) every 45 seconds after identified', () => {
    const { client, current, identify } = setup();
    client.start();
    identify();
    vi.advanceTimersByTime(44_999);
    expect(current().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(current().sent[1]).toEqual({ op: 2, d: null });
    current().receive({ op: 3 });
    vi.advanceTimersByTime(45_000);
    expect(current().sent[2]).toEqual({ op: 2, d: null });
  });

  it('closes and reconnects when a heartbeat goes unacknowledged', () => {
    const { client, sockets, current, identify } = setup();
    client.start();
    identify();
    vi.advanceTimersByTime(45_000);
    vi.advanceTimersByTime(45_000);
    expect(sockets[0]?.closedWith).toBe(HEARTBEAT_TIMEOUT_CLOSE_CODE);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    expect(current()).not.toBe(sockets[0]);
  });

  it('publishes op 4 events on the bus, accepting orderCancelled as cancelOrder', () => {
    const { client, bus, current, identify } = setup();
    const sent = vi.fn();
    const cancelled = vi.fn();
    bus.on('orderSent', sent);
    bus.on('cancelOrder', cancelled);
    client.start();
    identify();
    current().receive({ op: 4, t: 'orderSent', d: { orderID: 'abc123' } });
    current().receive({ op: 4, t: 'orderCancelled', d: { order: { orderID: 'x' } } });
    current().receive({ op: 4, t: 'somethingElse', d: {} });
    current().onmessage?.({ data: 'not json' });
    expect(sent).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ orderID: 'abc123' }));
    expect(cancelled).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ order: expect.objectContaining({ orderID: 'x' }) }),
    );
  });

  it('hands subscribers the payload as its schema parsed it', () => {
    const { client, bus, current, identify } = setup();
    const joined = vi.fn();
    const left = vi.fn();
    bus.on('joinDeliveryQueue', joined);
    bus.on('leaveDeliveryQueue', left);
    client.start();
    identify();
    current().receive({ op: 4, t: 'joinDeliveryQueue', d: { userID: 'u1', joinedAt: '20' } });
    current().receive({ op: 4, t: 'leaveDeliveryQueue', d: 'u1' });
    expect(joined).toHaveBeenCalledExactlyOnceWith({ userID: 'u1', joinedAt: 20, user: null });
    expect(left).toHaveBeenCalledExactlyOnceWith('u1');
  });

  it('drops an event whose payload fails its schema, with a warning naming the event', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, bus, current, identify } = setup();
    const updated = vi.fn();
    const left = vi.fn();
    bus.on('orderUpdated', updated);
    bus.on('leaveDeliveryQueue', left);
    client.start();
    identify();
    current().receive({ op: 4, t: 'orderUpdated', d: { nope: true } });
    current().receive({ op: 4, t: 'leaveDeliveryQueue', d: 42 });
    expect(updated).not.toHaveBeenCalled();
    expect(left).not.toHaveBeenCalled();
    expect(warned).toHaveBeenCalledTimes(2);
    expect(warned.mock.calls[0]?.[0]).toContain('orderUpdated');
    expect(warned.mock.calls[1]?.[0]).toContain('leaveDeliveryQueue');
    // The connection carries on: the next valid event arrives.
    current().receive({ op: 4, t: 'leaveDeliveryQueue', d: 'u1' });
    expect(left).toHaveBeenCalledExactlyOnceWith('u1');
  });

  it('reconnects at most 3 times, then gives up', () => {
    const { client, sockets, current, statuses } = setup();
    client.start();
    for (let i = 0; i < 3; i++) {
      current().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    expect(sockets).toHaveLength(4);
    current().serverClose(1006);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
    expect(statuses.at(-1)).toBe('failed');
  });

  it('starts counting again after a successful identify', () => {
    const { client, sockets, current, identify } = setup();
    client.start();
    current().serverClose(1006);
    vi.advanceTimersByTime(1000);
    current().serverClose(1006);
    vi.advanceTimersByTime(1000);
    identify();
    for (let i = 0; i < 3; i++) {
      current().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    expect(sockets).toHaveLength(6);
  });

  it('does not reconnect after close code 1005', () => {
    const { client, sockets, current, statuses } = setup();
    client.start();
    current().serverClose(1005);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('does not reconnect after our own close', () => {
    const { client, sockets, identify } = setup();
    client.start();
    identify();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(client.getStatus()).toBe('closed');
  });

  it('reports an auth failure instead of reconnecting', () => {
    const { client, sockets, current, onAuthFailed } = setup();
    client.start();
    current().open();
    current().serverClose(4001);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onAuthFailed).toHaveBeenCalledOnce();
    expect(client.getStatus()).toBe('failed');
  });
});
