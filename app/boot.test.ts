/**
 * The one 401 handler is in place before any request leaves (docs/product/session.md#signed-out). Start-up as
 * app/main.tsx does it, without React: the session is made, then the first page's guard asks `@me` and its
 * loader sends the page's reads before anything renders. A 401 answered to such a read ends the session like
 * any later one.
 */
import { server } from '@mocks/node';
import { PERSONAS } from '@mocks/personas';
import { API_ORIGIN, setupMockServer } from '@mocks/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDocument } from '../lib/test/fake-document';

setupMockServer();

/** Fresh modules (no 401 handler left from another test) with requests going to the fake backend's origin. */
async function load() {
  vi.stubEnv('VITE_API_URL', API_ORIGIN);
  vi.resetModules();
  const [expiry, guards, cookie, endpoint, board] = await Promise.all([
    import('./session-expiry'),
    import('./guards'),
    import('@lib/session-cookie'),
    import('@lib/endpoint'),
    import('@features/orders'),
  ]);
  return { ...expiry, ...guards, ...cookie, ...endpoint, ...board };
}

// The first import of the board's module graph is transformed from source: seconds on a busy 2-core machine,
// more than a test's time. Done once here, each test's fresh import then evaluates what is already transformed.
beforeAll(async () => {
  vi.stubGlobal('document', createFakeDocument());
  await load();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
}, 60_000);

beforeEach(() => {
  vi.stubGlobal('document', createFakeDocument());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

describe('start-up (app/main.tsx)', () => {
  it('ends the session with the signed-out notice when the first page’s own read answers 401', async () => {
    const m = await load();
    m.writeSessionToken(PERSONAS.chef.token);
    // `@me` still answers; the board's list does not (the session ended on the server in between).
    server.use(http.get('*/api/client/orders', unauthorized));
    const signedOut = vi.fn();
    const session = m.startSession(signedOut);
    const location = { href: '/staff/orders' };
    await m.guardFor('/staff/orders')({ context: { session }, location });
    expect(session.getState().status).toBe('authenticated');
    m.prefetchBoard(); // the route's loader, before the first render
    // The board's list (`orders.list`, its SWR key with no input), as the page would take it.
    const read = m.takePrefetched(['orders.list', undefined]);
    await expect(read).rejects.toMatchObject({ statusCode: 401 });
    expect(signedOut).toHaveBeenCalledOnce();
    expect(session.getState().status).toBe('anonymous');
    expect(m.readSessionToken()).toBeNull();
  });

  it('ends a dead session silently when `@me` itself answers 401: the guard sends the visitor to log in', async () => {
    const m = await load();
    m.writeSessionToken(PERSONAS.chef.token);
    server.use(http.get('*/api/v3/users/@me', unauthorized));
    const signedOut = vi.fn();
    const session = m.startSession(signedOut);
    const location = { href: '/staff/orders' };
    await expect(m.guardFor('/staff/orders')({ context: { session }, location })).rejects.toMatchObject({
      options: { to: '/login', search: { redirect: '/staff/orders' } },
    });
    expect(session.getState().status).toBe('anonymous');
    expect(m.readSessionToken()).toBeNull();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('leaves Log out’s own 401 to Log out: signed out here, without the signed-out notice', async () => {
    const m = await load();
    m.writeSessionToken(PERSONAS.chef.token);
    server.use(http.delete('*/api/client/sessions', unauthorized));
    const signedOut = vi.fn();
    const session = m.startSession(signedOut);
    await session.ensureUser();
    await session.logout();
    expect(session.getState().status).toBe('anonymous');
    expect(m.readSessionToken()).toBeNull();
    expect(signedOut).not.toHaveBeenCalled();
  });
});
