import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { PERSONAS } from '@mocks/personas';
import { API_ORIGIN, setupMockServer } from '@mocks/testing';
import { HttpResponse, http } from 'msw';
import type { ScopedMutator } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionController } from '../action';
import type { User } from '../schemas/user';
import { createFakeDocument } from '../test/fake-document';

setupMockServer();

/** A fresh store module with requests going to the fake backend's origin (see lib/config.ts). */
async function load() {
  vi.stubEnv('VITE_API_URL', API_ORIGIN);
  vi.resetModules();
  return import('./store');
}
let SessionStore: Awaited<ReturnType<typeof load>>['SessionStore'];
beforeAll(async () => {
  ({ SessionStore } = await load());
});
afterAll(() => vi.unstubAllEnvs());

const chef = PERSONAS.chef;

/** A store signed in as the chef persona, user already loaded. */
async function signedInStore() {
  const store = new SessionStore({ status: 'loading', token: chef.token, user: null, nitroPayToken: null });
  await store.ensureUser();
  expect(store.getState().status).toBe('authenticated');
  return store;
}

/** Holds the next `/users/@me` answer until `release()`; counts requests. */
function holdCurrentUser() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  server.use(
    http.get(
      '*/api/v3/users/@me',
      async () => {
        requests += 1;
        await held;
        return undefined; // fall through to the fake backend's handler
      },
      { once: true },
    ),
  );
  return { release, requests: () => requests };
}

describe('SessionStore.ensureUser', () => {
  it('fetches the user once, however many callers wait', async () => {
    const store = new SessionStore({ status: 'loading', token: chef.token, user: null, nitroPayToken: null });
    const hold = holdCurrentUser();
    const calls = [store.ensureUser(), store.ensureUser(), store.ensureUser()];
    hold.release();
    const users = await Promise.all(calls);
    expect(hold.requests()).toBe(1);
    expect(new Set(users.map((user) => user?.id))).toEqual(new Set([chef.userId]));
    expect(store.getState()).toMatchObject({ status: 'authenticated', token: chef.token });
  });

  it('ends the session on 401 (a dead token)', async () => {
    const store = new SessionStore({
      status: 'loading',
      token: 'f'.repeat(160),
      user: null,
      nitroPayToken: null,
    });
    await expect(store.ensureUser()).resolves.toBeNull();
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('SessionStore: the server refuses a banned user (403 with the ban message)', () => {
  const message =
    'You are currently banned from this website for the following reason: SpamThis ban will expire on 21 Dec 2026, 10:00 UTC.';
  const refuse = (status: number, body: Record<string, unknown>) =>
    server.use(http.get('*/api/v3/users/@me', () => HttpResponse.json(body, { status }), { once: true }));

  it('becomes banned with the message verbatim, keeping the token for Log out', async () => {
    refuse(403, { statusCode: 403, code: 'banned', message });
    const store = new SessionStore({ status: 'loading', token: chef.token, user: null, nitroPayToken: null });
    await expect(store.ensureUser()).resolves.toBeNull();
    expect(store.getState()).toEqual({
      status: 'banned',
      token: chef.token,
      user: null,
      nitroPayToken: null,
      banMessage: message,
    });
    // Not asked again: the guards see no user, the site shows the notice.
    await expect(store.ensureUser()).resolves.toBeNull();
  });

  it('also when a refresh is refused', async () => {
    const store = await signedInStore();
    refuse(403, { statusCode: 403, code: 'banned', message });
    await expect(store.refresh()).resolves.toBeNull();
    expect(store.getState()).toMatchObject({ status: 'banned', banMessage: message });
  });

  it('a 403 with another message is an ordinary failure: it rejects and no ban is assumed', async () => {
    refuse(403, { statusCode: 403, code: 'missing_permissions', message: 'Missing permissions' });
    const store = new SessionStore({ status: 'loading', token: chef.token, user: null, nitroPayToken: null });
    await expect(store.ensureUser()).rejects.toMatchObject({ statusCode: 403 });
    expect(store.getState().status).toBe('loading');
  });

  it('Log out ends a banned session like any other', async () => {
    refuse(403, { statusCode: 403, code: 'banned', message });
    const store = new SessionStore({ status: 'loading', token: chef.token, user: null, nitroPayToken: null });
    await store.ensureUser();
    await store.logout();
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('SessionStore.logout', () => {
  const failLogout = (status: number, message: string) =>
    server.use(
      http.delete(`${API_ORIGIN}/api/client/sessions`, () =>
        HttpResponse.json({ statusCode: status, message }, { status }),
      ),
    );

  it('ends the session here even when the server refuses, and still rejects with its message', async () => {
    const store = await signedInStore();
    failLogout(500, 'Database unavailable');
    await expect(store.logout()).rejects.toMatchObject({ statusCode: 500, message: 'Database unavailable' });
    expect(store.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
  });

  it('ends it when the server cannot be reached', async () => {
    const store = await signedInStore();
    server.use(http.delete(`${API_ORIGIN}/api/client/sessions`, () => HttpResponse.error()));
    await expect(store.logout()).rejects.toMatchObject({ statusCode: 500 });
    expect(store.getState().status).toBe('anonymous');
  });

  it("takes the unclaimed orders off the installed app's icon", async () => {
    const store = await signedInStore();
    const clearAppBadge = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...globalThis.navigator, clearAppBadge });
    try {
      await store.logout();
      expect(clearAppBadge).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes a 401 (the session was already gone) as done', async () => {
    const store = await signedInStore();
    failLogout(401, 'Unauthorized');
    await expect(store.logout()).resolves.toBeUndefined();
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('SessionStore.refresh', () => {
  it('keeps the current user on screen while the new one loads, then swaps it in', async () => {
    const store = await signedInStore();
    const before = store.getState().user as User;
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));

    db.users.update(chef.userId, { displayName: 'Head Chef' });
    const hold = holdCurrentUser();
    const refreshed = store.refresh();
    await vi.waitFor(() => expect(hold.requests()).toBe(1));
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: before });
    hold.release();

    await expect(refreshed).resolves.toMatchObject({ id: chef.userId, displayName: 'Head Chef' });
    expect(store.getState().user?.displayName).toBe('Head Chef');
    expect(seen).toEqual(['authenticated']);
  });

  it('rejects and keeps the user when the server fails', async () => {
    const store = await signedInStore();
    const before = store.getState();
    server.use(
      http.get('*/api/v3/users/@me', () =>
        HttpResponse.json({ statusCode: 503, message: 'Try again later' }, { status: 503 }),
      ),
    );
    await expect(store.refresh()).rejects.toMatchObject({ statusCode: 503, message: 'Try again later' });
    expect(store.getState()).toBe(before);
  });

  it('ends the session when the token died meanwhile (401)', async () => {
    const store = await signedInStore();
    server.use(
      http.get('*/api/v3/users/@me', () =>
        HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await expect(store.refresh()).resolves.toBeNull();
    expect(store.getState().status).toBe('anonymous');
  });

  it('is a plain load when no user is loaded yet, and a no-op when signed out', async () => {
    const loading = new SessionStore({
      status: 'loading',
      token: chef.token,
      user: null,
      nitroPayToken: null,
    });
    await expect(loading.refresh()).resolves.toMatchObject({ id: chef.userId });
    const anonymous = new SessionStore({ status: 'anonymous', token: null, user: null, nitroPayToken: null });
    await expect(anonymous.refresh()).resolves.toBeNull();
  });
});

describe('SessionStore.logoutGuard', () => {
  /** Counts logout requests on their way to the fake backend. */
  function countLogouts() {
    let requests = 0;
    server.use(
      http.delete('*/api/client/sessions', () => {
        requests += 1;
        return undefined; // fall through to the fake backend's handler
      }),
    );
    return () => requests;
  }

  /** A layout's Logout, as `useLogout` makes it: the store's guard, one name for every layout. */
  const logoutIn = (store: InstanceType<typeof SessionStore>, flow: () => Promise<void>) =>
    new ActionController(
      flow,
      { guard: store.logoutGuard, name: 'logout' },
      {
        toast: () => undefined,
        mutate: (async () => undefined) as unknown as ScopedMutator,
      },
    );

  it('runs one logout at a time across layouts: a second one while the first runs is ignored', async () => {
    const store = await signedInStore();
    const logouts = countLogouts();
    let arrived = () => {};
    const navigation = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The staff layout's Logout is still leaving the page (the user is signed in) when the default layout's
    // Logout is clicked.
    const staff = logoutIn(store, async () => {
      await navigation;
      await store.logout();
    });
    const site = logoutIn(store, () => store.logout());

    const first = staff.run();
    expect(site.getSnapshot().pending).toBe(true);
    await expect(site.run()).resolves.toEqual({ status: 'skipped' });
    expect(store.getState().status).toBe('authenticated');

    arrived();
    await expect(first).resolves.toMatchObject({ status: 'done' });
    expect(logouts()).toBe(1);
    expect(store.getState().status).toBe('anonymous');
    expect(site.getSnapshot().pending).toBe(false);
  });

  it('releases the guard when the flow fails, so Logout can be tried again', async () => {
    const store = await signedInStore();
    const failing = logoutIn(store, async () => {
      throw new Error('navigation failed');
    });
    await expect(failing.run()).resolves.toMatchObject({ status: 'failed', message: 'navigation failed' });
    expect(store.logoutGuard.snapshot().size).toBe(0);
    await expect(logoutIn(store, () => store.logout()).run()).resolves.toMatchObject({ status: 'done' });
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('SessionStore.expire: a 401 from any call ends the session once', () => {
  it('ends a signed-in session whose token got the 401, and says it was signed in', async () => {
    const store = await signedInStore();
    expect(store.expire(chef.token)).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
  });

  it('ends it once: further 401s of the same token change nothing', async () => {
    const store = await signedInStore();
    const changes = vi.fn();
    store.subscribe(changes);
    const results = [store.expire(chef.token), store.expire(chef.token), store.expire(chef.token)];
    expect(results).toEqual([true, false, false]);
    expect(changes).toHaveBeenCalledOnce();
  });

  it('ignores a 401 of another token (a request sent before a new login)', async () => {
    const store = await signedInStore();
    expect(store.expire('another-token.abc')).toBe(false);
    expect(store.getState().status).toBe('authenticated');
  });

  it('ends a session still loading without saying it was signed in (nobody was shown as signed in)', () => {
    const store = new SessionStore({ status: 'loading', token: chef.token, user: null, nitroPayToken: null });
    expect(store.expire(chef.token)).toBe(false);
    expect(store.getState().status).toBe('anonymous');
  });

  it('is reached through lib/http: concurrent 401s of several calls end the session once', async () => {
    const httpModule = await import('../http');
    const store = await signedInStore();
    const ended: boolean[] = [];
    const off = httpModule.onUnauthorized((token) => ended.push(store.expire(token)));
    try {
      server.use(
        http.get(`${API_ORIGIN}/api/v3/orders`, () =>
          HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }),
        ),
      );
      const calls = [1, 2, 3].map(() => httpModule.send('/api/v3/orders', { token: chef.token }));
      await Promise.allSettled(calls);
      expect(ended.filter(Boolean)).toHaveLength(1);
      expect(ended).toHaveLength(3);
      expect(store.getState().status).toBe('anonymous');
    } finally {
      off();
    }
  });

  it('does not hear the 401 of Log out itself (Log out has its own toast)', async () => {
    const httpModule = await import('../http');
    const store = await signedInStore();
    const heard = vi.fn();
    const off = httpModule.onUnauthorized(heard);
    try {
      server.use(
        http.delete(`${API_ORIGIN}/api/client/sessions`, () =>
          HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }),
        ),
      );
      await store.logout();
      expect(heard).not.toHaveBeenCalled();
    } finally {
      off();
    }
  });
});

describe('another tab signs in or out (docs/product/session.md#other-tabs)', () => {
  it('compares the cookie token with the store token', async () => {
    const { compareSessionTokens } = await import('./store');
    expect(compareSessionTokens('a-token-1', 'a-token-1')).toBe('same');
    expect(compareSessionTokens(null, null)).toBe('same');
    expect(compareSessionTokens('a-token-1', null)).toBe('signed-out');
    expect(compareSessionTokens(null, 'a-token-2')).toBe('signed-in');
    expect(compareSessionTokens('a-token-1', 'a-token-2')).toBe('switched');
  });

  describe('syncWithCookie', () => {
    const cookie = (token: string) => encodeURIComponent(JSON.stringify({ token }));
    let fake: ReturnType<typeof createFakeDocument>;
    beforeEach(() => {
      fake = createFakeDocument({ VD_SESSION: cookie(chef.token) });
      vi.stubGlobal('document', fake);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('changes nothing while the cookie holds the store token', async () => {
      const store = await signedInStore();
      expect(store.syncWithCookie()).toBe('same');
      expect(store.getState()).toMatchObject({ status: 'authenticated', token: chef.token });
    });

    it('ends the session here when another tab logged out (the cookie is gone)', async () => {
      const store = await signedInStore();
      fake.jar.delete('VD_SESSION');
      expect(store.syncWithCookie()).toBe('signed-out');
      expect(store.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
    });

    it('becomes the other account when another tab signed in as someone else', async () => {
      const store = await signedInStore();
      const courier = PERSONAS.courier;
      fake.jar.set('VD_SESSION', cookie(courier.token));
      expect(store.syncWithCookie()).toBe('switched');
      // Never the old user with the new token: loading until the new user arrives.
      expect(store.getState()).toMatchObject({ status: 'loading', token: courier.token, user: null });
      await expect(store.ensureUser()).resolves.toMatchObject({ id: courier.userId });
      expect(store.getState()).toMatchObject({ status: 'authenticated', token: courier.token });
    });

    it('signs in here when another tab signed in', async () => {
      fake.jar.delete('VD_SESSION');
      const store = new SessionStore();
      expect(store.getState().status).toBe('anonymous');
      fake.jar.set('VD_SESSION', cookie(chef.token));
      expect(store.syncWithCookie()).toBe('signed-in');
      await expect(store.ensureUser()).resolves.toMatchObject({ id: chef.userId });
    });
  });
});
