/**
 * The fake backend's controllable clock. Every order rule reads {@link now} (real time plus an offset), so tests,
 * stories and the demo can jump ahead: {@link advanceClock} moves time forward and immediately runs the due
 * timers (claim expiry, preparation completion). Timers are not scheduled callbacks: each registered job
 * ({@link onDueTimers}) looks at the database and does what is due, so a reset can never leave stale timers.
 *
 * Due timers run (1) on every API request (a pass-through handler in `handlers.ts`), (2) on every
 * {@link advanceClock}, and (3) in the browser, every second while the {@link startScheduler} interval runs
 * (`startMockBackend` starts it). Node tests never start the interval, so they stay deterministic.
 */

let offset = 0;

/** The mock's current time in ms. */
export const now = (): number => Date.now() + offset;

const jobs = new Set<() => void>();

/** Registers a job that runs whenever timers are checked; returns the unregister function. */
export function onDueTimers(job: () => void): () => void {
  jobs.add(job);
  return () => {
    jobs.delete(job);
  };
}

/** Runs every registered job once, in registration order. */
export function runDueTimers(): void {
  for (const job of jobs) job();
}

/** Moves the mock's time forward by `ms` (≥ 0) and runs what became due. */
export function advanceClock(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceClock needs a finite ms ≥ 0, got ${ms}`);
  offset += ms;
  runDueTimers();
}

/** Back to real time (`resetDb` calls this). */
export function resetClock(): void {
  offset = 0;
}

export const SCHEDULER_INTERVAL_MS = 1000;
let interval: ReturnType<typeof setInterval> | null = null;

/** Checks due timers every second until {@link stopScheduler}. Idempotent. */
export function startScheduler(intervalMs: number = SCHEDULER_INTERVAL_MS): void {
  if (interval !== null) return;
  interval = setInterval(runDueTimers, intervalMs);
}

export function stopScheduler(): void {
  if (interval === null) return;
  clearInterval(interval);
  interval = null;
}

export const isSchedulerRunning = (): boolean => interval !== null;
