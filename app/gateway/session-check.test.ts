import { server } from '@mocks/node';
import { PERSONAS } from '@mocks/personas';
import { API_ORIGIN, setupMockServer } from '@mocks/testing';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

setupMockServer();

async function load() {
  vi.stubEnv('VITE_API_URL', API_ORIGIN);
  vi.resetModules();
  const [check, session] = await Promise.all([import('./session-check'), import('@lib/session')]);
  return { ...check, ...session };
}
let m: Awaited<ReturnType<typeof load>>;
beforeAll(async () => {
  m = await load();
});
afterAll(() => vi.unstubAllEnvs());

async function signedInChef() {
  const chef = PERSONAS.chef;
  const store = new m.SessionStore({ status: 'loading', token: chef.token, user: null, nitroPayToken: null });
  await store.ensureUser();
  return store;
}

describe('app/gateway checkSessionAfterRefusal', () => {
  it('ends the session when the API says it is gone (401)', async () => {
    const store = await signedInChef();
    server.use(
      http.get('*/api/v3/users/@me', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    await m.checkSessionAfterRefusal(store);
    expect(store.getState().status).toBe('anonymous');
  });

  it('keeps the session when the API still knows it, or cannot be reached', async () => {
    const store = await signedInChef();
    await m.checkSessionAfterRefusal(store);
    expect(store.getState().status).toBe('authenticated');
    server.use(http.get('*/api/v3/users/@me', () => HttpResponse.error()));
    await expect(m.checkSessionAfterRefusal(store)).resolves.toBeUndefined();
    expect(store.getState().status).toBe('authenticated');
  });
});
