/**
 * The header's overlays (the account and Feedback menus, the preferences popover, the phone drawer) load their
 * code after the page, not with it (docs/architecture.md#performance): Mantine's Menu, Popover and Drawer
 * with floating-ui are about 38 KiB (gzip) that no first paint needs. Until the code is here each overlay shows its
 * trigger alone (`DeferredOverlay`); pointing at a trigger, focusing or touching it, clicking it, or the page
 * going idle loads it, once, for every layout.
 */
import { startTransition, useEffect, useState } from 'react';
import { savesData, whenIdle } from '../../idle-prefetch';

/**
 * Code loaded on demand, once: `request` starts it (a failed load is retried by the next request) and tells
 * whether it is here.
 */
export interface DeferredModule<T> {
  request: () => Promise<boolean>;
  /** The module once loaded, else null (for `useDeferredModule`). */
  current: () => T | null;
  subscribe: (listener: () => void) => () => void;
}

export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let loaded: T | null = null;
  let pending: Promise<boolean> | null = null;
  const listeners = new Set<() => void>();
  return {
    request() {
      if (loaded) return Promise.resolve(true);
      pending ??= load()
        .then((module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return true;
        })
        .catch(() => false) // Offline or a new deploy: the trigger stays as it is; the next intent tries again.
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module once it has loaded, else null. Its arrival re-renders in a transition (in slices, not one long
 * task that would block a tap).
 */
export function useDeferredModule<T>(source: DeferredModule<T>): T | null {
  const [module, setModule] = useState(() => source.current());
  useEffect(() => {
    const update = () => startTransition(() => setModule(() => source.current()));
    update();
    return source.subscribe(update);
  }, [source]);
  return module;
}

export type HeaderOverlays = typeof import('./HeaderOverlays');

/** The header overlays' code, shared by every layout. */
export const headerOverlays: DeferredModule<HeaderOverlays> = deferredModule(
  () => import('./HeaderOverlays'),
);

export const requestHeaderOverlays = () => headerOverlays.request();
export const useHeaderOverlays = () => useDeferredModule(headerOverlays);

/**
 * Loads the overlays once the page is idle (the idle prefetch's wait), so they are usually here before a click;
 * not when the browser asks to save data (then the first intent loads them).
 */
export function useHeaderOverlaysWhenIdle(): void {
  useEffect(() => {
    if (savesData()) return;
    return whenIdle(() => void requestHeaderOverlays());
  }, []);
}
