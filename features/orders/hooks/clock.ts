/**
 * Shared tickers: one interval per period however many tickets show a countdown, so a board of 2,000 orders
 * re-renders only the small time labels each second, never the tickets.
 */
import { useSyncExternalStore } from 'react';

interface Ticker {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => number;
}

const tickers = new Map<number, Ticker>();

function createTicker(period: number): Ticker {
  const ticker: Ticker = {
    now: Date.now(),
    listeners: new Set(),
    timer: null,
    subscribe(listener) {
      ticker.listeners.add(listener);
      if (!ticker.timer) {
        ticker.timer = setInterval(() => {
          ticker.now = Date.now();
          for (const l of [...ticker.listeners]) l();
        }, period);
      }
      return () => {
        ticker.listeners.delete(listener);
        if (ticker.listeners.size === 0 && ticker.timer) {
          clearInterval(ticker.timer);
          ticker.timer = null;
        }
      };
    },
    // Without a running interval (no subscriber yet) the time is read fresh; otherwise the last tick's.
    snapshot: () => {
      if (!ticker.timer) ticker.now = Date.now();
      return ticker.now;
    },
  };
  return ticker;
}

function ticker(period: number): Ticker {
  let t = tickers.get(period);
  if (!t) {
    t = createTicker(period);
    tickers.set(period, t);
  }
  return t;
}

/** The current time, updated every `period` ms while mounted. */
export function useNow(period = 1000): number {
  const t = ticker(period);
  return useSyncExternalStore(t.subscribe, t.snapshot, t.snapshot);
}
