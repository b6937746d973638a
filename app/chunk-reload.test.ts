import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, mayReload } from './chunk-reload';

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
