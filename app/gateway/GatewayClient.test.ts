import { createGatewayBus } from '@lib/gateway/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultBackoff,
  GatewayClient,
  type GatewayClientOptions,
  type GatewaySocket,
  HEARTBEAT_TIMEOUT_CLOSE_CODE,
  IDENTIFY_TIMEOUT_CLOSE_CODE,
  IDENTIFY_TIMEOUT_MS,
} from './GatewayClient';

class FakeSocket implements GatewaySocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  /** A dead network: our close never completes, so no close event comes. */
  closeNeverCompletes = false;
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
    if (this.closeNeverCompletes) {
      this.readyState = 2;
      return;
    }
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

/** The browser's "try again" signals (online, tab visible), fired by hand. */
function fakeWake() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire: () => {
      for (const listener of [...listeners]) listener();
    },
    count: () => listeners.size,
  };
}

function setup(options: Partial<GatewayClientOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const bus = createGatewayBus();
  const statuses: string[] = [];
  const onAuthFailed = vi.fn();
  const wake = fakeWake();
  const client = new GatewayClient({
    url: 'ws://demo.test/ws/',
    token: 'secret-token',
    bus,
    onStatus: (s) => statuses.push(s),
    onAuthFailed,
    backoff: () => 1000,
    wake: wake.subscribe,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    ...options,
  });
  const current = () => sockets[sockets.length - 1] as FakeSocket;
  const identify = () => {
    current().open();
    current().receive({ op: 1, d: {} });
  };
  return { client, bus, sockets, statuses, current, identify, onAuthFailed, wake };
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

  it('notices a dead link whose close never completes, and reconnects all the same', () => {
    const { client, sockets, identify, statuses } = setup();
    client.start();
    identify();
    (sockets[0] as FakeSocket).closeNeverCompletes = true;
    vi.advanceTimersByTime(90_000);
    expect(sockets[0]?.closedWith).toBe(HEARTBEAT_TIMEOUT_CLOSE_CODE);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    // The abandoned socket's late frames and close change nothing.
    sockets[0]?.receive({ op: 4, t: 'orderSent', d: { orderID: 'late' } });
    sockets[0]?.serverClose(1005);
    expect(client.getStatus()).toBe('reconnecting');
  });

  describe('a gateway that accepts the socket and never answers identify', () => {
    it(`gives up on the link ${IDENTIFY_TIMEOUT_MS} ms after opening it, and reconnects`, () => {
      const { client, sockets, current, statuses } = setup();
      client.start();
      current().open();
      expect(statuses).toEqual(['connecting', 'identifying']);
      vi.advanceTimersByTime(IDENTIFY_TIMEOUT_MS - 1);
      expect(sockets[0]?.closedWith).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(sockets[0]?.closedWith).toBe(IDENTIFY_TIMEOUT_CLOSE_CODE);
      expect(statuses.at(-1)).toBe('reconnecting');
      vi.advanceTimersByTime(1000);
      expect(sockets).toHaveLength(2);
      // The new link identifies: live.
      current().open();
      expect(current().sent).toEqual([{ op: 0, d: { token: 'secret-token' } }]);
      expect(statuses.at(-1)).toBe('reconnecting');
      current().receive({ op: 1, d: {} });
      expect(statuses.at(-1)).toBe('ready');
      // Identified in time: no deadline left running.
      vi.advanceTimersByTime(IDENTIFY_TIMEOUT_MS);
      expect(current().closedWith).toBeUndefined();
    });

    it('also bounds a socket that never opens', () => {
      const { client, sockets, statuses } = setup();
      client.start();
      vi.advanceTimersByTime(IDENTIFY_TIMEOUT_MS);
      expect(sockets[0]?.closedWith).toBe(IDENTIFY_TIMEOUT_CLOSE_CODE);
      expect(statuses).toEqual(['connecting', 'reconnecting']);
    });

    it('gives up after 3 reconnects, with the jittered backoff, even when our close never completes', () => {
      const { client, sockets, current, statuses } = setup({ backoff: undefined, random: () => 0 });
      client.start();
      const delays: number[] = [];
      for (let i = 0; i < 10 && client.getStatus() !== 'failed'; i++) {
        current().closeNeverCompletes = true;
        current().open();
        vi.advanceTimersByTime(IDENTIFY_TIMEOUT_MS);
        if (client.getStatus() === 'failed') break;
        const before = sockets.length;
        let waited = 0;
        while (sockets.length === before && waited < 60_000) {
          vi.advanceTimersByTime(100);
          waited += 100;
        }
        delays.push(waited);
      }
      expect(sockets).toHaveLength(4);
      expect(sockets.every((socket) => socket.closedWith === IDENTIFY_TIMEOUT_CLOSE_CODE)).toBe(true);
      expect(delays).toEqual([500, 1000, 2000]);
      expect(statuses.at(-1)).toBe('failed');
      expect(statuses.filter((status) => status === 'ready')).toEqual([]);
      vi.advanceTimersByTime(120_000);
      expect(sockets).toHaveLength(4);
    });
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

  it('starts counting again once a link has lived: its first heartbeat ack', () => {
    const { client, sockets, current, identify } = setup();
    client.start();
    current().serverClose(1006);
    vi.advanceTimersByTime(1000);
    current().serverClose(1006);
    vi.advanceTimersByTime(1000);
    identify();
    vi.advanceTimersByTime(45_000);
    current().receive({ op: 3, d: null });
    for (let i = 0; i < 3; i++) {
      current().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    expect(sockets).toHaveLength(6);
  });

  it('gives up on a server that identifies and then drops the link (no heartbeat ack yet)', () => {
    const { client, sockets, current, identify, statuses } = setup();
    client.start();
    for (let i = 0; i < 10 && sockets.length === i + 1; i++) {
      identify();
      current().serverClose(1006);
      vi.advanceTimersByTime(60_000);
    }
    // The first link and 3 reconnects, not one per identify.
    expect(sockets).toHaveLength(4);
    expect(statuses.at(-1)).toBe('failed');
  });

  it('backs off exponentially with jitter from the injected random', () => {
    expect(defaultBackoff(1, () => 0)).toBe(500);
    expect(defaultBackoff(1, () => 1)).toBe(1000);
    expect(defaultBackoff(2, () => 0.5)).toBe(1500);
    expect(defaultBackoff(3, () => 0)).toBe(2000);
    expect(defaultBackoff(10, () => 1)).toBe(30_000);
  });

  it('waits the jittered delay before reconnecting', () => {
    const { client, sockets, current } = setup({ backoff: undefined, random: () => 0 });
    client.start();
    current().serverClose(1006);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('after giving up, tries again when the browser is back online or the tab visible', () => {
    const { client, sockets, current, identify, statuses, wake } = setup();
    client.start();
    for (let i = 0; i < 4; i++) {
      current().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    expect(statuses.at(-1)).toBe('failed');
    expect(sockets).toHaveLength(4);
    wake.fire();
    expect(sockets).toHaveLength(5);
    expect(statuses.at(-1)).toBe('connecting');
    identify();
    expect(statuses.at(-1)).toBe('ready');
    // Listening only while given up.
    expect(wake.count()).toBe(0);
    wake.fire();
    expect(sockets).toHaveLength(5);
  });

  it('gives a woken connection its own 3 reconnects', () => {
    const { client, sockets, current, wake } = setup();
    client.start();
    for (let i = 0; i < 4; i++) {
      current().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    wake.fire();
    for (let i = 0; i < 4; i++) {
      current().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    expect(sockets).toHaveLength(8);
    expect(client.getStatus()).toBe('failed');
  });

  it('stops listening for wake-ups when stopped', () => {
    const { client, sockets, current, wake } = setup();
    client.start();
    for (let i = 0; i < 4; i++) {
      current().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    expect(wake.count()).toBe(1);
    client.stop();
    expect(wake.count()).toBe(0);
    wake.fire();
    expect(sockets).toHaveLength(4);
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
