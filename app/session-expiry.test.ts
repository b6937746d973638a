import { server } from '@mocks/node';
import { PERSONAS } from '@mocks/personas';
import { API_ORIGIN, setupMockServer } from '@mocks/testing';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

setupMockServer();

/** Fresh modules with requests going to the fake backend's origin (see lib/config.ts). */
async function load() {
  vi.stubEnv('VITE_API_URL', API_ORIGIN);
  vi.resetModules();
  const [expiry, session, httpModule] = await Promise.all([
    import('./session-expiry'),
    import('@lib/session'),
    import('@lib/http'),
  ]);
  return { ...expiry, ...session, http: httpModule };
}
let m: Awaited<ReturnType<typeof load>>;
beforeAll(async () => {
  m = await load();
});
afterAll(() => vi.unstubAllEnvs());

describe('app/session-expiry', () => {
  it('ends the session and tells the user once, however many calls get a 401', async () => {
    const chef = PERSONAS.chef;
    const store = new m.SessionStore({
      status: 'loading',
      token: chef.token,
      user: null,
      nitroPayToken: null,
    });
    await store.ensureUser();
    const signedOut = vi.fn();
    const off = m.installSessionExpiry(store, signedOut);
    try {
      server.use(http.get(`${API_ORIGIN}/api/v3/orders`, () => HttpResponse.json({}, { status: 401 })));
      await Promise.allSettled([1, 2, 3].map(() => m.http.send('/api/v3/orders', { token: chef.token })));
      expect(signedOut).toHaveBeenCalledOnce();
      expect(store.getState().status).toBe('anonymous');
    } finally {
      off();
    }
  });

  it('links to the login page that comes back to where the user is', () => {
    expect(m.signInHref('/staff/orders?view=kitchen')).toBe(
      '/login?redirect=%2Fstaff%2Forders%3Fview%3Dkitchen',
    );
    expect(m.signInHref('/')).toBe('/login');
    expect(m.signInHref('/login?redirect=/x')).toBe('/login');
    expect(m.signInHref('//evil.example')).toBe('/login');
  });
});

describe('app/session-expiry installSessionSync', () => {
  function fakeTarget() {
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    return { window, document } as unknown as import('./session-expiry').SessionSyncTarget & {
      window: EventTarget;
      document: EventTarget & { visibilityState: DocumentVisibilityState };
    };
  }
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('compares on focus, on becoming visible and on the marker; tells the user when the session ended', () => {
    const target = fakeTarget();
    const results: string[] = ['same', 'same', 'signed-out', 'switched'];
    const store = { syncWithCookie: vi.fn(() => results.shift() as 'same') };
    const signedOut = vi.fn();
    const off = m.installSessionSync(store, signedOut, target);
    target.window.dispatchEvent(new Event('focus'));
    target.document.visibilityState = 'hidden';
    target.document.dispatchEvent(new Event('visibilitychange'));
    target.document.visibilityState = 'visible';
    target.document.dispatchEvent(new Event('visibilitychange'));
    target.window.dispatchEvent(storageEvent('some-other-key'));
    target.window.dispatchEvent(storageEvent('vd:session-changed'));
    target.window.dispatchEvent(storageEvent(null));
    expect(store.syncWithCookie).toHaveBeenCalledTimes(4);
    expect(signedOut).toHaveBeenCalledOnce();
    off();
    target.window.dispatchEvent(new Event('focus'));
    expect(store.syncWithCookie).toHaveBeenCalledTimes(4);
  });
});

describe('app/session-expiry installSessionSync: a marker ahead of the cookie', () => {
  it('compares once more a moment after the marker, when the cookie has caught up', () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
      const results = ['same', 'signed-out'];
      const store = { syncWithCookie: vi.fn(() => results.shift() as 'same') };
      const signedOut = vi.fn();
      const off = m.installSessionSync(store, signedOut, {
        window: target,
        document,
      } as unknown as import('./session-expiry').SessionSyncTarget);
      target.dispatchEvent(Object.assign(new Event('storage'), { key: 'vd:session-changed' }));
      expect(signedOut).not.toHaveBeenCalled();
      vi.advanceTimersByTime(m.SESSION_RECHECK_MS);
      expect(store.syncWithCookie).toHaveBeenCalledTimes(2);
      expect(signedOut).toHaveBeenCalledOnce();
      off();
    } finally {
      vi.useRealTimers();
    }
  });
});
