import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAppBadge, setAppBadgeCount } from './app-badge';

afterEach(() => vi.unstubAllGlobals());

describe('the app badge', () => {
  it('shows a count, and clears for none', () => {
    const setAppBadge = vi.fn(async () => {});
    const clear = vi.fn(async () => {});
    vi.stubGlobal('navigator', { setAppBadge, clearAppBadge: clear });
    setAppBadgeCount(7);
    expect(setAppBadge).toHaveBeenCalledWith(7);
    setAppBadgeCount(0);
    expect(clear).toHaveBeenCalledTimes(1);
    clearAppBadge();
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the Badging API, and swallows a refusal', async () => {
    vi.stubGlobal('navigator', {});
    expect(() => setAppBadgeCount(3)).not.toThrow();
    const refused = vi.fn(async () => {
      throw new DOMException('not installed', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { setAppBadge: refused, clearAppBadge: refused });
    setAppBadgeCount(3);
    clearAppBadge();
    await Promise.resolve();
    expect(refused).toHaveBeenCalledTimes(2);
  });
});
