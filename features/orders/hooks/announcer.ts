/**
 * Polite screen-reader announcements of board changes ("New order #… from …", "#… is ready"), kept outside
 * React state so announcing never re-renders the board.
 */
import { useSyncExternalStore } from 'react';

export interface Announcer {
  say: (message: string) => void;
  subscribe: (listener: () => void) => () => void;
  current: () => string;
}

export function createAnnouncer(): Announcer {
  let message = '';
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    say(next) {
      // A counter keeps two identical messages in a row distinct for assistive technology.
      count += 1;
      message = `${next}${count % 2 ? '' : '\u200b'}`;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => message,
  };
}

export function useAnnouncement(announcer: Announcer): string {
  return useSyncExternalStore(announcer.subscribe, announcer.current, announcer.current);
}
