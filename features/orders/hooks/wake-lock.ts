/**
 * The Order Manager's 'Keep screen awake' (docs/product/orders.md#the-installed-app): a screen wake lock (Screen
 * Wake Lock API) held while the preference is on and the board is shown. The browser lets go of it when the tab
 * is hidden; it is asked for again when the tab is shown.
 */
import { useEffect, useState } from 'react';

/** Whether this browser has the Screen Wake Lock API (the switch is hidden where it has not). */
export function wakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/** `held`: the screen stays on; `released`: not now (off, or the tab hidden); `refused`: the browser said no. */
export type WakeLockState = 'held' | 'released' | 'refused';

/** Holds a screen wake lock while `enabled` and the page is visible; says whether it holds one. */
export function useScreenWakeLock(enabled: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('released');
  useEffect(() => {
    if (!enabled || !wakeLockSupported()) {
      setState('released');
      return;
    }
    let stopped = false;
    let lock: WakeLockSentinel | null = null;
    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const sentinel = await navigator.wakeLock.request('screen');
        if (stopped) {
          void sentinel.release();
          return;
        }
        lock = sentinel;
        setState('held');
        sentinel.addEventListener('release', () => {
          if (!stopped) setState('released');
        });
      } catch {
        // Refused: the page is hidden after all, a battery saver, or a policy. Asked again when shown.
        if (!stopped) setState('refused');
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, [enabled]);
  return state;
}
