import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY, HOUR, MINUTE, SECOND, ticker } from './time';

describe('units', () => {
  it('are in ms', () => {
    expect([SECOND, MINUTE, HOUR, DAY]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
  });
});

describe('ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 11, 24, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the clock once per tick and shows the same time between ticks', () => {
    const t = ticker(1000);
    const start = Date.now();
    const stop = t.subscribe(() => {});
    expect(t.read()).toBe(start);
    vi.advanceTimersByTime(999);
    expect(t.read()).toBe(start);
    vi.advanceTimersByTime(1);
    expect(t.read()).toBe(start + 1000);
    stop();
  });

  it('runs one interval per clock and period, however many listen, and tells each of them every tick', () => {
    const t = ticker(15_000);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = t.subscribe(a);
    const stopB = t.subscribe(b);
    expect(ticker(15_000)).toBe(t);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
    stopA();
    vi.advanceTimersByTime(15_000);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(3);
    stopB();
  });

  it('stops when the last listener leaves, and reads the clock afresh when it starts again', () => {
    const t = ticker(1000);
    const stop = t.subscribe(() => {});
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_500);
    expect(t.read()).toBe(Date.now());
    const later = Date.now();
    vi.advanceTimersByTime(700);
    // Stopped, the reading stays still (a countdown that is over does not move) until the ticker starts again.
    expect(t.read()).toBe(later);
    const again = t.subscribe(() => {});
    expect(t.read()).toBe(later + 700);
    again();
  });

  it('reads a given clock, apart from Date.now', () => {
    let pinned = 5_000;
    const clock = () => pinned;
    const t = ticker(1000, clock);
    expect(t).not.toBe(ticker(1000));
    const stop = t.subscribe(() => {});
    expect(t.read()).toBe(5_000);
    pinned = 6_000;
    vi.advanceTimersByTime(1000);
    expect(t.read()).toBe(6_000);
    stop();
  });
});
