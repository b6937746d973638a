import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_CHEFS, SIMULATED_COURIERS } from './cast';
import { isSchedulerRunning, startScheduler, stopScheduler } from './clock';
import { db, resetDb } from './db';
import { dbEvents } from './events';
import { seededRandom } from './ids';
import type { GatewayEmission } from './types';
import './node'; // everything a Node test loads: the simulator must not start by itself
import { personaOfUser } from './personas';
import { isSimulatorRunning, startSimulator, stopSimulator } from './simulator';
import { refusedByClient } from './testing';

const events: GatewayEmission[] = [];
let unsubscribe = () => {};

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 4, 12, 18, 30) });
  resetDb();
  events.length = 0;
  unsubscribe = dbEvents.on('gateway', (event) => events.push(event));
});

afterEach(() => {
  stopSimulator();
  stopScheduler();
  unsubscribe();
  vi.useRealTimers();
});

const named = <Name extends GatewayEmission['name']>(name: Name) =>
  events.filter((e): e is Extract<GatewayEmission, { name: Name }> => e.name === name);

describe('the simulator', () => {
  it('is off by default in Node, and so is the one-second scheduler', () => {
    expect(isSimulatorRunning()).toBe(false);
    expect(isSchedulerRunning()).toBe(false);
    vi.advanceTimersByTime(5 * 60_000);
    expect(events).toEqual([]);
  });

  it('keeps the board alive through the order rules and their gateway events', () => {
    startScheduler();
    startSimulator({ random: seededRandom('simulator-test') });
    expect(isSimulatorRunning()).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);

    expect(named('orderSent').length).toBeGreaterThanOrEqual(20);
    expect(refusedByClient(events)).toEqual([]);
    const statuses = new Set(named('orderUpdated').map((e) => e.payload.status));
    expect([...statuses].sort()).toEqual([1, 2, 3]);
    expect(named('deliverOrder').length).toBeGreaterThan(0);
    expect(named('joinDeliveryQueue').length).toBeGreaterThan(0);

    // Only simulated staff act, and only non-persona customers cancel.
    for (const { payload } of named('deliverOrder')) {
      expect(SIMULATED_COURIERS).toContain(payload.user?._id);
    }
    for (const { payload } of named('orderCancelled')) {
      expect(personaOfUser(payload.order.user.id ?? '')).toBeUndefined();
    }
    for (const { payload } of named('orderUpdated')) {
      const { status, claimedBy } = payload;
      if (status === 1) expect(SIMULATED_CHEFS).toContain(claimedBy?.user);
    }
    expect(db.orders.size).toBeLessThanOrEqual(30);
  });

  it('stops', () => {
    startSimulator();
    vi.advanceTimersByTime(30_000);
    stopSimulator();
    expect(isSimulatorRunning()).toBe(false);
    const count = events.length;
    vi.advanceTimersByTime(5 * 60_000);
    expect(events).toHaveLength(count);
  });
});
