/**
 * Time: its units in ms, and the one ticking clock a component shows the time with (docs/patterns.md#clocks).
 * Nothing here formats a time: that is lib/format.ts.
 */
import { useSyncExternalStore } from 'react';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A clock in ms since 1970: `Date.now`, or one that stories and tests pin. */
export type Clock = () => number;

/** One clock read every `period` ms while anything listens: what {@link useNow} subscribes to. */
export interface Ticker {
  /** Listens to the ticks; the first listener starts the interval, the last one to leave stops it. */
  subscribe: (listener: () => void) => () => void;
  /** The last tick's time; a fresh reading when the ticker has just started or has been stopped since. */
  read: () => number;
}

const tickers = new WeakMap<Clock, Map<number, Ticker>>();

function createTicker(clock: Clock, period: number): Ticker {
  let now: number | undefined;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        now = clock();
        timer = setInterval(() => {
          now = clock();
          for (const l of [...listeners]) l();
        }, period);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          now = undefined;
        }
      };
    },
    read() {
      now ??= clock();
      return now;
    },
  };
}

/**
 * The shared ticker of `clock` and `period`: however many components tick at one rate (a board of 2,000 orders),
 * there is one interval and one reading per tick, so they all show the same time.
 */
export function ticker(period: number, clock: Clock = Date.now): Ticker {
  let byPeriod = tickers.get(clock);
  if (!byPeriod) {
    byPeriod = new Map();
    tickers.set(clock, byPeriod);
  }
  let t = byPeriod.get(period);
  if (!t) {
    t = createTicker(clock, period);
    byPeriod.set(period, t);
  }
  return t;
}

export interface NowOptions {
  /** The clock; `Date.now` by default (stories and tests pass a pinned one). */
  clock?: Clock;
  /** Stop ticking once the time has reached this moment (ms): a countdown that is over stays still. */
  until?: number;
}

const idle = () => () => {};

/**
 * The current time in ms, renewed every `period` ms while the component is mounted (and, with `until`, until
 * that moment). Only the component that calls it re-renders at each tick. What shows the visitor's time on a
 * prerendered page still waits for `useHydrated` (lib/hydration.ts).
 */
export function useNow(period: number = SECOND, { clock = Date.now, until }: NowOptions = {}): number {
  const t = ticker(period, clock);
  const running = until === undefined || t.read() < until;
  return useSyncExternalStore(running ? t.subscribe : idle, t.read, t.read);
}
