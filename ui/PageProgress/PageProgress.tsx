import { Box } from '@mantine/core';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import classes from './PageProgress.module.css';

/** A transition quicker than this shows no bar (docs/product/navigation.md#page-loading-bar). */
export const PAGE_PROGRESS_THROTTLE_MS = 200;
/** The bar never shows longer than this after the transition started (docs/product/navigation.md#page-loading-bar). */
export const PAGE_PROGRESS_DURATION_MS = 5000;
/** How long the completed bar stays (full, fading out) before it is removed. */
export const PAGE_PROGRESS_FINISH_MS = 300;

/**
 * - `idle`: nothing pending, nothing shown;
 * - `waiting`: a transition is pending but younger than the throttle (nothing shown yet), or it outlived the
 *   duration cap (nothing shown any more);
 * - `loading`: the bar shows and progresses;
 * - `done`: the bar is full and fading out, for {@link PAGE_PROGRESS_FINISH_MS}.
 */
export type ProgressPhase = 'idle' | 'waiting' | 'loading' | 'done';

/** The timer functions the bar uses: `setTimeout` by default; stories pass a clock they move by hand. */
export interface ProgressScheduler {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

const realTimers: ProgressScheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

export interface ProgressTiming {
  throttleMs?: number;
  durationMs?: number;
  finishMs?: number;
  scheduler?: ProgressScheduler;
}

export interface ProgressTimer {
  /** A transition started (a second call while one is pending changes nothing). */
  start: () => void;
  /** The transition ended: a shown bar completes, an unshown one never appears. */
  stop: () => void;
  /** Drops every pending timer (unmount). */
  dispose: () => void;
}

/**
 * The bar's timing, without React: `onPhase` hears each change of {@link ProgressPhase}. The bar appears
 * `throttleMs` after `start()` unless `stop()` came first, completes on `stop()`, and completes on its own
 * `durationMs` after `start()` even if the transition is still pending (then nothing more shows until the
 * next transition).
 */
export function createProgressTimer(
  onPhase: (phase: ProgressPhase) => void,
  {
    throttleMs = PAGE_PROGRESS_THROTTLE_MS,
    durationMs = PAGE_PROGRESS_DURATION_MS,
    finishMs = PAGE_PROGRESS_FINISH_MS,
    scheduler = realTimers,
  }: ProgressTiming = {},
): ProgressTimer {
  let phase: ProgressPhase = 'idle';
  let pending = false;
  let timers: unknown[] = [];

  const set = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    onPhase(next);
  };
  const clear = () => {
    for (const timer of timers) scheduler.clearTimeout(timer as never);
    timers = [];
  };
  const after = (ms: number, callback: () => void) => {
    timers.push(scheduler.setTimeout(callback, ms));
  };
  /** The bar completes: full, then gone. `rest` is the phase afterwards (still pending: `waiting`). */
  const complete = (rest: ProgressPhase) => {
    clear();
    if (phase === 'loading') {
      set('done');
      after(finishMs, () => set(rest));
    } else {
      set(rest);
    }
  };

  return {
    start() {
      if (pending) return;
      pending = true;
      clear();
      set('waiting');
      after(throttleMs, () => set('loading'));
      after(durationMs, () => complete('waiting'));
    },
    stop() {
      if (!pending) return;
      pending = false;
      if (phase === 'done') {
        // Capped a moment ago: let it fade, then rest.
        clear();
        after(finishMs, () => set('idle'));
      } else {
        complete('idle');
      }
    },
    dispose() {
      clear();
      pending = false;
    },
  };
}

/** The phase of the bar for a transition that is `active` (pending) or not. */
export function usePageProgress(
  active: boolean,
  { throttleMs, durationMs, finishMs, scheduler }: ProgressTiming = {},
): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  const timer = useMemo(
    () => createProgressTimer(setPhase, { throttleMs, durationMs, finishMs, scheduler }),
    [throttleMs, durationMs, finishMs, scheduler],
  );
  useEffect(() => () => timer.dispose(), [timer]);
  // In the commit itself, so the throttle counts from the moment the transition shows as pending.
  useLayoutEffect(() => {
    if (active) timer.start();
    else timer.stop();
  }, [active, timer]);
  return phase;
}

export interface PageProgressProps extends ProgressTiming {
  /** A page transition is pending (route code, guards, loaders). */
  active: boolean;
  /** The bar's accessible name. “Loading page” by default. */
  label?: string;
}

/**
 * The page-loading bar: a thin primary-coloured bar at the top of the viewport while a page transition takes
 * longer than {@link PAGE_PROGRESS_THROTTLE_MS}, completing when it ends and gone after
 * {@link PAGE_PROGRESS_DURATION_MS} at the most.
 */
export function PageProgress({ active, label = 'Loading page', ...timing }: PageProgressProps) {
  const phase = usePageProgress(active, timing);
  if (phase !== 'loading' && phase !== 'done') return null;
  const throttle = timing.throttleMs ?? PAGE_PROGRESS_THROTTLE_MS;
  const duration = timing.durationMs ?? PAGE_PROGRESS_DURATION_MS;
  return (
    <PageProgressBar
      phase={phase}
      label={label}
      growMs={Math.max(0, duration - throttle)}
      finishMs={timing.finishMs ?? PAGE_PROGRESS_FINISH_MS}
    />
  );
}

export interface PageProgressBarProps {
  phase: 'loading' | 'done';
  label: string;
  /** How long the bar takes to grow to nine tenths while loading. */
  growMs?: number;
  /** How long the completed bar fades out. */
  finishMs?: number;
}

/** The bar itself: progressing (`loading`, busy, no value) or complete (`done`, value 100). */
export function PageProgressBar({
  phase,
  label,
  growMs = PAGE_PROGRESS_DURATION_MS - PAGE_PROGRESS_THROTTLE_MS,
  finishMs = PAGE_PROGRESS_FINISH_MS,
}: PageProgressBarProps) {
  const done = phase === 'done';
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy={!done}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={done ? 100 : undefined}
      data-phase={phase}
      className={classes.root}
      style={
        { '--page-progress-grow': `${growMs}ms`, '--page-progress-finish': `${finishMs}ms` } as CSSProperties
      }
    >
      <div className={classes.bar} />
    </Box>
  );
}
