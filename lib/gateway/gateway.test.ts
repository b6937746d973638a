import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventBus } from './bus';
import {
  encodeFrame,
  eventFrame,
  GatewayOp,
  HEARTBEAT_INTERVAL_MS,
  heartbeatFrame,
  identifyFrame,
  MAX_RECONNECT_ATTEMPTS,
  NO_RECONNECT_CLOSE_CODE,
  normalizeEventName,
  parseFrame,
} from './protocol';

describe('protocol constants (docs/api/gateway.md#ops, #heartbeat, #reconnect)', () => {
  it('uses ops 0–4, a 45 s heartbeat, 3 reconnects and no reconnect on 1005', () => {
    expect(GatewayOp).toEqual({ Identify: 0, Identified: 1, Heartbeat: 2, HeartbeatAck: 3, Event: 4 });
    expect(HEARTBEAT_INTERVAL_MS).toBe(45000);
    expect(MAX_RECONNECT_ATTEMPTS).toBe(3);
    expect(NO_RECONNECT_CLOSE_CODE).toBe(1005);
  });
});

describe('parseFrame', () => {
  it('reads frames with and without an event name', () => {
    expect(parseFrame('{"op":1,"d":null}')).toEqual({ op: 1, d: null });
    expect(parseFrame('{"op":4,"t":"orderSent","d":{"orderID":"o1"}}')).toEqual({
      op: 4,
      t: 'orderSent',
      d: { orderID: 'o1' },
    });
    expect(parseFrame('{"op":3}')).toEqual({ op: 3 });
  });

  it.each([
    ['not text', new ArrayBuffer(4)],
    ['undefined', undefined],
    ['a number', 42],
    ['an empty string', ''],
    ['invalid JSON', '{op:1'],
    ['JSON null', 'null'],
    ['a JSON array', '[4,"orderSent"]'],
    ['a string op', '{"op":"4"}'],
    ['no op', '{"t":"orderSent"}'],
    ['a numeric event name', '{"op":4,"t":5}'],
    ['deep junk', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('returns null for %s, without throwing', (_label, data) => {
    expect(() => parseFrame(data)).not.toThrow();
    expect(parseFrame(data)).toBeNull();
  });
});

describe('normalizeEventName', () => {
  it('maps the core alias orderCancelled to cancelOrder', () => {
    expect(normalizeEventName('orderCancelled')).toBe('cancelOrder');
  });

  it.each([
    'orderSent',
    'orderUpdated',
    'cancelOrder',
    'orderDeleted',
    'deliverOrder',
    'joinDeliveryQueue',
    'leaveDeliveryQueue',
    'onlineUsers',
    'userBanned',
  ])('keeps the spec event %s', (name) => {
    expect(normalizeEventName(name)).toBe(name);
  });

  it('returns null for unknown names, including prototype keys', () => {
    for (const name of ['', 'OrderSent', 'constructor', 'toString', '__proto__', 'unknownEvent']) {
      expect(normalizeEventName(name), name).toBeNull();
    }
  });
});

describe('frame encoding', () => {
  it('encodes identify (op 0) with the token', () => {
    expect(JSON.parse(identifyFrame('tok.en'))).toEqual({ op: 0, d: { token: 'tok.en' } });
  });

  it('encodes a heartbeat (op 2) with d: null', () => {
    expect(JSON.parse(heartbeatFrame())).toEqual({ op: 2, d: null });
  });

  it('encodes events (op 4) with their name', () => {
    expect(JSON.parse(eventFrame('userBanned', { userID: '1' }))).toEqual({
      op: 4,
      t: 'userBanned',
      d: { userID: '1' },
    });
  });

  it('round-trips through parseFrame', () => {
    const frame = encodeFrame(GatewayOp.Event, [1, 2], 'onlineUsers');
    expect(parseFrame(frame)).toEqual({ op: 4, t: 'onlineUsers', d: [1, 2] });
  });
});

describe('EventBus', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  interface Events {
    ping: number;
    pong: string;
  }

  it('delivers to subscribers of that event only', () => {
    const bus = new EventBus<Events>();
    const ping = vi.fn();
    const pong = vi.fn();
    bus.on('ping', ping);
    bus.on('pong', pong);
    bus.emit('ping', 1);
    expect(ping).toHaveBeenCalledWith(1);
    expect(pong).not.toHaveBeenCalled();
  });

  it('unsubscribes with the returned function', () => {
    const bus = new EventBus<Events>();
    const listener = vi.fn();
    const off = bus.on('ping', listener);
    expect(bus.listenerCount('ping')).toBe(1);
    off();
    off();
    bus.emit('ping', 2);
    expect(listener).not.toHaveBeenCalled();
    expect(bus.listenerCount('ping')).toBe(0);
  });

  it('keeps calling the other listeners when one throws', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = new EventBus<Events>();
    const before = vi.fn();
    const after = vi.fn();
    bus.on('ping', before);
    bus.on('ping', () => {
      throw new Error('broken subscriber');
    });
    bus.on('ping', after);
    expect(() => bus.emit('ping', 3)).not.toThrow();
    expect(before).toHaveBeenCalledWith(3);
    expect(after).toHaveBeenCalledWith(3);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe itself while an event is delivered', () => {
    const bus = new EventBus<Events>();
    const calls: string[] = [];
    const off = bus.on('pong', () => {
      calls.push('first');
      off();
    });
    bus.on('pong', () => calls.push('second'));
    bus.emit('pong', 'a');
    bus.emit('pong', 'b');
    expect(calls).toEqual(['first', 'second', 'second']);
  });

  it('emitting an event nobody listens to is a no-op', () => {
    expect(() => new EventBus<Events>().emit('ping', 1)).not.toThrow();
  });

  it('remembers the last payload of each event, for subscribers that come later, until forgotten', () => {
    const bus = new EventBus<Events>();
    expect(bus.latest('ping')).toBeUndefined();
    bus.emit('ping', 1);
    bus.emit('ping', 2);
    bus.emit('pong', 'a');
    expect(bus.latest('ping')).toBe(2);
    expect(bus.latest('pong')).toBe('a');
    bus.forget();
    expect(bus.latest('ping')).toBeUndefined();
    expect(bus.latest('pong')).toBeUndefined();
  });
});
