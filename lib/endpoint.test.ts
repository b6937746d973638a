import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createFakeDocument } from './test/fake-document';

const API = 'http://api.test';
const server = setupServer();

/** Fresh modules with VITE_API_URL stubbed, so requests are absolute (see lib/config.ts). */
async function load() {
  vi.stubEnv('VITE_API_URL', API);
  vi.resetModules();
  const [endpoint, httpModule] = await Promise.all([import('./endpoint'), import('./http')]);
  return { ...endpoint, ...httpModule };
}

let lib: Awaited<ReturnType<typeof load>>;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  lib = await load();
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe('defineEndpoint', () => {
  const foodLookupUpdate = () =>
    lib.defineEndpoint({
      name: 'foodLookup.update',
      method: 'PATCH',
      path: ({ id }: { id: string; name: string }) =>
        `/api/client/orders/food-lookup/${encodeURIComponent(id)}`,
      body: ({ name }) => ({ name }),
      query: () => ({ log: true }),
      response: z.object({ lookup: z.object({ id: z.string() }) }),
    });

  it('keeps the definition and derives the SWR key [name, input]', () => {
    const endpoint = foodLookupUpdate();
    expect(endpoint.name).toBe('foodLookup.update');
    expect(endpoint.method).toBe('PATCH');
    expect(endpoint.path({ id: 'a b', name: 'x' })).toBe('/api/client/orders/food-lookup/a%20b');
    expect(endpoint.key({ id: '7', name: 'Soup' })).toEqual(['foodLookup.update', { id: '7', name: 'Soup' }]);
  });

  it('gives void endpoints a key with an undefined input', () => {
    const ranks = lib.defineEndpoint({
      name: 'ranks.list',
      method: 'GET',
      path: () => '/api/client/ranks',
      response: z.object({ ranks: z.array(z.unknown()) }),
    });
    expect(ranks.key()).toEqual(['ranks.list', undefined]);
  });

  it('calls with method, path, body and query, and returns the parsed response', async () => {
    let seen: { method: string; url: string; body: unknown } | undefined;
    server.use(
      http.patch(`${API}/api/client/orders/food-lookup/:id`, async ({ request }) => {
        seen = { method: request.method, url: request.url, body: await request.json() };
        return HttpResponse.json({ lookup: { id: '7' }, ignored: true });
      }),
    );
    const result = await foodLookupUpdate().call({ id: '7', name: 'Soup' });
    expect(result).toEqual({ lookup: { id: '7' } });
    expect(seen).toEqual({
      method: 'PATCH',
      url: `${API}/api/client/orders/food-lookup/7?log`,
      body: { name: 'Soup' },
    });
  });

  it('passes the token option through and rejects a malformed response', async () => {
    let auth: string | null = null;
    server.use(
      http.patch(`${API}/api/client/orders/food-lookup/:id`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ lookup: null });
      }),
    );
    const error = await foodLookupUpdate()
      .call({ id: '7', name: 'Soup' }, { token: 'explicit-token' })
      .catch((e: unknown) => e);
    expect(auth).toBe('Bearer explicit-token');
    expect(error).toBeInstanceOf(lib.ApiError);
    expect(error).toMatchObject({ statusCode: 500, code: 'invalid_response' });
  });
});

describe('loadOnce', () => {
  it('turns off every automatic revalidation', () => {
    expect(lib.loadOnce).toEqual({
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
  });
});

describe('prefetch', () => {
  const orders = () =>
    lib.defineEndpoint({
      name: 'orders.list',
      method: 'GET',
      path: ({ page }: { page: number }) => `/api/client/orders?page=${page}`,
      response: z.object({ orders: z.array(z.string()) }),
    });
  let requests = 0;
  const answer = () =>
    server.use(
      http.get(`${API}/api/client/orders`, () => {
        requests += 1;
        return HttpResponse.json({ orders: [`request ${requests}`] });
      }),
    );
  // A page's loader runs in a browser; the build's prerender (Node, no document) sends nothing.
  beforeEach(() => {
    vi.stubGlobal('document', createFakeDocument());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    requests = 0;
  });

  it('sends nothing where there is no document (the build prerendering a page)', async () => {
    answer();
    vi.unstubAllGlobals();
    const endpoint = orders();
    lib.prefetch(endpoint, { page: 1 });
    expect(lib.takePrefetched(endpoint.key({ page: 1 }))).toBeNull();
    expect(requests).toBe(0);
  });

  it('prefetches a read loaded once only the first time: later visits find it cached', async () => {
    answer();
    const endpoint = orders();
    lib.prefetchOnce(endpoint, { page: 1 });
    await expect(lib.takePrefetched(endpoint.key({ page: 1 }))).resolves.toEqual({ orders: ['request 1'] });
    lib.prefetchOnce(endpoint, { page: 1 });
    expect(lib.takePrefetched(endpoint.key({ page: 1 }))).toBeNull();
    expect(requests).toBe(1);
  });

  it('hands the response to the first reader of the same endpoint and input, once', async () => {
    answer();
    const endpoint = orders();
    lib.prefetch(endpoint, { page: 1 });
    expect(lib.takePrefetched(endpoint.key({ page: 2 }))).toBeNull();
    const taken = lib.takePrefetched(endpoint.key({ page: 1 }));
    await expect(taken).resolves.toEqual({ orders: ['request 1'] });
    expect(lib.takePrefetched(endpoint.key({ page: 1 }))).toBeNull();
    expect(requests).toBe(1);
  });

  it('drops a response that waited longer than PREFETCH_MAX_AGE_MS', async () => {
    answer();
    vi.useFakeTimers({ toFake: ['Date'] });
    const endpoint = orders();
    lib.prefetch(endpoint, { page: 1 });
    vi.setSystemTime(Date.now() + lib.PREFETCH_MAX_AGE_MS + 1);
    expect(lib.takePrefetched(endpoint.key({ page: 1 }))).toBeNull();
  });

  it('leaves a failure to the reader (no unhandled rejection)', async () => {
    server.use(
      http.get(`${API}/api/client/orders`, () => HttpResponse.json({ message: 'Nope' }, { status: 503 })),
    );
    const endpoint = orders();
    lib.prefetch(endpoint, { page: 1 });
    await expect(lib.takePrefetched(endpoint.key({ page: 1 }))).rejects.toMatchObject({
      statusCode: 503,
      message: 'Nope',
    });
  });
});
