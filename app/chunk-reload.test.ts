import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  installChunkReload,
  isChunkLoadError,
  mayReload,
  respondToChunkFailure,
} from './chunk-reload';

describe('app/chunk-reload', () => {
  it('recognises the chunk-load messages of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 - CHUNK_RELOAD_WINDOW_MS + 1)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 - CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });
});

describe('app/chunk-reload: only a navigation that needed the code reloads', () => {
  it('decides from whether a navigation runs and whether the page holds unsaved text', () => {
    expect(respondToChunkFailure({ navigating: false, unsaved: false })).toBe('ignore');
    expect(respondToChunkFailure({ navigating: false, unsaved: true })).toBe('ignore');
    expect(respondToChunkFailure({ navigating: true, unsaved: false })).toBe('reload');
    expect(respondToChunkFailure({ navigating: true, unsaved: true })).toBe('offer');
  });

  function setup(state: { navigating: boolean; unsaved: boolean }) {
    const target = new EventTarget();
    const reload = vi.fn(() => true);
    const offerReload = vi.fn();
    const skipRouterReload = vi.fn();
    installChunkReload({
      target,
      isNavigating: () => state.navigating,
      hasUnsaved: () => state.unsaved,
      reload,
      offerReload,
      skipRouterReload,
    });
    const fail = () => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      });
      target.dispatchEvent(event);
      return event;
    };
    return { fail, reload, offerReload, skipRouterReload };
  }

  it('never reloads for a prefetch or a hover preload (no navigation runs): the import just fails', () => {
    const { fail, reload, offerReload } = setup({ navigating: false, unsaved: false });
    const event = fail();
    expect(reload).not.toHaveBeenCalled();
    expect(offerReload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('reloads for a navigation, as before', () => {
    const { fail, reload } = setup({ navigating: true, unsaved: false });
    const event = fail();
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('offers the new version instead when a form holds unsaved text, and keeps the router from reloading', () => {
    const { fail, reload, offerReload, skipRouterReload } = setup({ navigating: true, unsaved: true });
    const event = fail();
    expect(reload).not.toHaveBeenCalled();
    expect(offerReload).toHaveBeenCalledOnce();
    expect(skipRouterReload).toHaveBeenCalledWith(
      'Failed to fetch dynamically imported module: /assets/x.js',
    );
    expect(event.defaultPrevented).toBe(false);
  });
});
