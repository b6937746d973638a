/**
 * How many dialogs are open, for the toasts: while one is, at most one toast shows (in the band above the
 * dialog, see TOAST_BAND in theme.ts) and the others wait in the queue, their timers not yet started, so no
 * toast covers a dialog and none expires unseen (docs/patterns.md#dialogs).
 */
import { useSyncExternalStore } from 'react';

let open = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts a dialog as open until the returned function is called. */
export function markDialogOpen(): () => void {
  open += 1;
  notify();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any dialog is open (re-renders when that changes). */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}
