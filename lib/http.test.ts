import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createFakeDocument, type FakeCookieDocument } from './test/fake-document';

const API = 'http://api.test';
const server = setupServer();

/** lib/config.ts reads VITE_API_URL once at import: stub it, then load fresh copies of the modules. */
async function load() {
  vi.stubEnv('VITE_API_URL', API);
  vi.resetModules();
  const [httpModule, config] = await Promise.all([import('./http'), import('./config')]);
  expect(config.apiUrl).toBe(API);
  return httpModule;
}

function sessionCookie(token: string): string {
  return encodeURIComponent(JSON.stringify({ token }));
}

let fake: FakeCookieDocument;
let lib: Awaited<ReturnType<typeof load>>;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  lib = await load();
});
beforeEach(() => {
  fake = createFakeDocument({ VD_SESSION: sessionCookie('token-one.abc') });
  vi.stubGlobal('document', fake);
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

/** Records every request the handler sees. */
function recordRequests(method: 'get' | 'post', path: string, reply: () => Response) {
  const seen: Request[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

describe('send: the bearer token', () => {
  it('reads the session cookie on every call', async () => {
    const seen = recordRequests('get', '/api/client/ranks', () => HttpResponse.json({ ranks: [] }));
    await lib.send('/api/client/ranks');
    fake.jar.set('VD_SESSION', sessionCookie('token-two.xyz'));
    await lib.send('/api/client/ranks');
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-one.abc',
      'Bearer token-two.xyz',
    ]);
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header without a session, or when the caller passes token null', async () => {
    const seen = recordRequests('post', '/api/client/authenticate', () =>
      HttpResponse.json({ sessionToken: 'x' }),
    );
    await lib.send('/api/client/authenticate', { method: 'POST', body: { code: 'c' }, token: null });
    fake.jar.delete('VD_SESSION');
    await lib.send('/api/client/authenticate', { method: 'POST', body: { code: 'c' } });
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([null, null]);
  });

  it('lets the caller override the token', async () => {
    const seen = recordRequests('get', '/api/v3/users/@me', () => HttpResponse.json({}));
    await lib.send('/api/v3/users/@me', { token: 'fresh-token.1' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer fresh-token.1');
  });

  it('drops an unparsable session cookie instead of sending it', async () => {
    fake.jar.set('VD_SESSION', 'garbage');
    const seen = recordRequests('get', '/api/client/ranks', () => HttpResponse.json({ ranks: [] }));
    await lib.send('/api/client/ranks');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(fake.jar.has('VD_SESSION')).toBe(false);
  });

  it('sends the method and a JSON body', async () => {
    const seen = recordRequests('post', '/api/client/settings/teamsEnabled', () =>
      HttpResponse.json({ updatedValue: true }),
    );
    const data = await lib.send('/api/client/settings/teamsEnabled', { method: 'POST', body: { val: true } });
    expect(data).toEqual({ updatedValue: true });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ val: true });
  });

  it('returns undefined for an empty 2xx body', async () => {
    server.use(
      http.post(
        `${API}/api/client/orders/delivery-queue/join`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    await expect(
      lib.send('/api/client/orders/delivery-queue/join', { method: 'POST' }),
    ).resolves.toBeUndefined();
  });
});

describe('send: failures', () => {
  it('turns an error response into ApiError {statusCode, ...body}', async () => {
    server.use(
      http.get(`${API}/api/client/admin/users/1/ban`, () =>
        HttpResponse.json({ code: 'forbidden', message: 'Missing permission', extra: [1] }, { status: 403 }),
      ),
    );
    const error = await lib.send('/api/client/admin/users/1/ban').catch((e: unknown) => e);
    expect(lib.isApiError(error)).toBe(true);
    const apiError = error as InstanceType<typeof lib.ApiError>;
    expect(apiError.statusCode).toBe(403);
    expect(apiError.code).toBe('forbidden');
    expect(apiError.message).toBe('Missing permission');
    expect(apiError.body).toEqual({
      statusCode: 403,
      code: 'forbidden',
      message: 'Missing permission',
      extra: [1],
    });
  });

  it('takes the status from the response, not from a body field', async () => {
    server.use(http.get(`${API}/x`, () => HttpResponse.json({ statusCode: 200 }, { status: 404 })));
    await expect(lib.send('/x')).rejects.toMatchObject({ statusCode: 404, body: { statusCode: 404 } });
  });

  it('keeps only the status for a non-JSON error body', async () => {
    server.use(http.get(`${API}/x`, () => HttpResponse.text('<html>Bad gateway</html>', { status: 502 })));
    const error = await lib.send('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(lib.ApiError);
    expect((error as InstanceType<typeof lib.ApiError>).body).toEqual({ statusCode: 502 });
    expect((error as Error).message).toBe('Unknown error has occurred');
  });

  it('turns a network failure into status 500 "Unknown error has occurred"', async () => {
    server.use(http.get(`${API}/x`, () => HttpResponse.error()));
    const error = await lib.send('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(lib.ApiError);
    expect((error as InstanceType<typeof lib.ApiError>).body).toEqual({
      statusCode: 500,
      message: 'Unknown error has occurred',
    });
  });

  it('turns a request the caller aborts into the no-response error, code aborted', async () => {
    server.use(http.get(`${API}/slow`, () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = lib.send('/slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(lib.ApiError);
    expect((error as InstanceType<typeof lib.ApiError>).body).toEqual({
      statusCode: 500,
      message: 'Unknown error has occurred',
      code: 'aborted',
    });
  });

  it('gives up on a request that never answers: the no-response error, code timeout', async () => {
    server.use(http.get(`${API}/never`, () => new Promise<Response>(() => {})));
    const error = await lib.send('/never', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(lib.ApiError);
    expect((error as InstanceType<typeof lib.ApiError>).body).toEqual({
      statusCode: 500,
      message: 'Unknown error has occurred',
      code: 'timeout',
    });
  });

  it('gives up on a body that starts but never ends (the deadline covers the answer, not only the headers)', async () => {
    // A stub in place of fetch, as browsers behave: the headers arrive, the body trickles, and aborting the
    // request's signal errors the body stream. (MSW's Node interceptor cannot abort a half-sent body.)
    const fetchStub = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const signal = init?.signal;
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"orders": ['));
          signal?.addEventListener('abort', () => controller.error(signal.reason));
        },
      });
      return new Response(stream, { headers: { 'Content-Type': 'application/json' } });
    });
    try {
      const error = await lib.send('/trickle', { timeoutMs: 100 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(lib.ApiError);
      expect((error as InstanceType<typeof lib.ApiError>).code).toBe('timeout');
    } finally {
      fetchStub.mockRestore();
    }
  });

  it('turns a body that fails to read after the headers into the no-response error', async () => {
    server.use(
      http.get(`${API}/broken`, () => {
        const stream = new ReadableStream({
          start(controller) {
            controller.error(new Error('connection reset'));
          },
        });
        return new HttpResponse(stream, { status: 200 });
      }),
    );
    const error = await lib.send('/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(lib.ApiError);
    expect((error as InstanceType<typeof lib.ApiError>).body).toEqual({
      statusCode: 500,
      message: 'Unknown error has occurred',
    });
  });

  it('drops a message that is not text, so nobody reads "[object Object]"', async () => {
    server.use(
      http.get(`${API}/odd`, () =>
        HttpResponse.json({ message: { en: 'Nope' }, code: 'odd' }, { status: 400 }),
      ),
    );
    const error = (await lib.send('/odd').catch((e: unknown) => e)) as InstanceType<typeof lib.ApiError>;
    expect(error.body).toEqual({ statusCode: 400, code: 'odd' });
    expect(error.message).toBe('Unknown error has occurred');
    expect(lib.errorMessage(error, 'Unknown error')).toBe('Unknown error');
  });
});

describe('sendParsed', () => {
  const schema = z.object({ settings: z.record(z.string(), z.unknown()) });

  it('returns the parsed body', async () => {
    server.use(http.get(`${API}/api/client/settings`, () => HttpResponse.json({ settings: { a: 1 } })));
    await expect(lib.sendParsed('/api/client/settings', schema)).resolves.toEqual({ settings: { a: 1 } });
  });

  it.each([
    ['an empty object', () => HttpResponse.json({})],
    ['null', () => HttpResponse.json(null)],
    ['wrong types', () => HttpResponse.json({ settings: 'nope' })],
    ['HTML with status 200', () => HttpResponse.html('<!doctype html><p>SPA fallback</p>')],
  ])('turns %s into ApiError invalid_response with status 500', async (_label, reply) => {
    server.use(http.get(`${API}/api/client/settings`, reply));
    const error = await lib.sendParsed('/api/client/settings', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(lib.ApiError);
    expect(error).toMatchObject({ statusCode: 500, code: 'invalid_response' });
  });

  it('still reports server errors as they are', async () => {
    server.use(
      http.get(`${API}/api/client/settings`, () => HttpResponse.json({ message: 'no' }, { status: 401 })),
    );
    await expect(lib.sendParsed('/api/client/settings', schema)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('buildUrl', () => {
  it('prefixes the API origin', () => {
    expect(lib.buildUrl('/api/client/ranks')).toBe('http://api.test/api/client/ranks');
  });

  it('writes true as a bare flag (`?log`)', () => {
    expect(lib.buildUrl('/api/client/orders/food-lookup', { log: true })).toBe(
      'http://api.test/api/client/orders/food-lookup?log',
    );
  });

  it('skips null and undefined, keeps false and numbers, and encodes values', () => {
    const url = lib.buildUrl('/q', {
      page: 2,
      q: 'a&b =c',
      log: true,
      none: undefined,
      nil: null,
      off: false,
    });
    expect(url).toBe('http://api.test/q?page=2&q=a%26b+%3Dc&log&off=false');
    const parsed = new URL(url);
    expect(parsed.searchParams.get('q')).toBe('a&b =c');
    expect(parsed.searchParams.has('log')).toBe(true);
    expect(parsed.searchParams.has('none')).toBe(false);
  });

  it('leaves no "?" for an empty query', () => {
    expect(lib.buildUrl('/q', {})).toBe('http://api.test/q');
    expect(lib.buildUrl('/q', { a: undefined })).toBe('http://api.test/q');
  });

  it('sends the flag form over the wire', async () => {
    const seen = recordRequests('post', '/api/client/orders/food-lookup', () =>
      HttpResponse.json({ lookup: {} }),
    );
    await lib.send('/api/client/orders/food-lookup', { method: 'POST', body: {}, query: { log: true } });
    expect(new URL(seen[0]?.url ?? '').search).toBe('?log');
  });
});

describe('errorMessage', () => {
  it('uses the server message, the error message, or the fallback', () => {
    expect(lib.errorMessage(new lib.ApiError({ statusCode: 400, message: 'Bad input' }))).toBe('Bad input');
    expect(lib.errorMessage(new lib.ApiError({ statusCode: 500 }))).toBe('Unknown error');
    expect(lib.errorMessage(new Error('boom'))).toBe('boom');
    expect(lib.errorMessage('string', 'Fallback')).toBe('Fallback');
  });
});

describe('failureKind', () => {
  it('tells refusals, missing things and unreadable answers from failures worth a retry', () => {
    expect(lib.failureKind(new lib.ApiError({ statusCode: 401, message: 'Unauthorized' }))).toBe(
      'signed-out',
    );
    expect(lib.failureKind(new lib.ApiError({ statusCode: 403, message: 'No' }))).toBe('refused');
    expect(lib.failureKind(new lib.ApiError({ statusCode: 404, message: 'Gone' }))).toBe('not-found');
    expect(
      lib.failureKind(new lib.ApiError({ statusCode: 500, code: 'invalid_response', message: 'Unreadable' })),
    ).toBe('malformed');
    expect(lib.failureKind(new lib.ApiError({ statusCode: 500, message: 'Down' }))).toBe('failed');
    expect(lib.failureKind(new lib.ApiError({ statusCode: 409, message: 'Conflict' }))).toBe('failed');
    expect(lib.failureKind(new Error('offline'))).toBe('failed');
  });

  it('sees a 2xx that fails its schema as malformed', async () => {
    server.use(http.get(`${API}/shape`, () => HttpResponse.json([{ nope: true }])));
    const error = await lib.sendParsed('/shape', z.object({ ok: z.boolean() })).catch((e: unknown) => e);
    expect(lib.failureKind(error)).toBe('malformed');
  });
});

describe('onUnauthorized: one place hears every 401', () => {
  afterEach(() => lib.onUnauthorized(null));

  it('is told of a 401 from any call, with the token the call carried, before the call rejects', async () => {
    const heard: string[] = [];
    lib.onUnauthorized((token) => heard.push(token));
    server.use(
      http.get(`${API}/api/v3/orders`, () =>
        HttpResponse.json({ code: 'unauthorized', message: 'No session' }, { status: 401 }),
      ),
    );
    const error = await lib.send('/api/v3/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(lib.ApiError);
    expect((error as InstanceType<typeof lib.ApiError>).statusCode).toBe(401);
    expect(heard).toEqual(['token-one.abc']);
  });

  it('is not told of other statuses, of a call without a token, or of a call that opts out', async () => {
    const heard: string[] = [];
    lib.onUnauthorized((token) => heard.push(token));
    server.use(
      http.get(`${API}/forbidden`, () => HttpResponse.json({}, { status: 403 })),
      http.post(`${API}/gone`, () => HttpResponse.json({}, { status: 401 })),
    );
    await lib.send('/forbidden').catch(() => {});
    await lib.send('/gone', { method: 'POST', token: null }).catch(() => {});
    await lib.send('/gone', { method: 'POST', reportUnauthorized: false }).catch(() => {});
    expect(heard).toEqual([]);
  });

  it('still rejects with the 401 when the handler throws', async () => {
    lib.onUnauthorized(() => {
      throw new Error('handler broke');
    });
    server.use(http.get(`${API}/gone`, () => HttpResponse.json({ message: 'Expired' }, { status: 401 })));
    const error = await lib.send('/gone').catch((e: unknown) => e);
    expect((error as InstanceType<typeof lib.ApiError>).message).toBe('Expired');
  });
});
