/**
 * public/sw.js as a build writes it (scripts/service-worker.ts: the version, the public pages of
 * app/prerender/pages.ts and the shell's file), run in a Node vm with a fake `self`, `caches` and `fetch`:
 * what install precaches, what each navigation stores, what a page gets offline, and what a new version drops.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, SHELL_FILE } from '../app/prerender/pages.ts';
import { serviceWorkerSource } from './service-worker.ts';

const raw = readFileSync(path.join(import.meta.dirname, '..', 'public', 'sw.js'), 'utf8');
const source = serviceWorkerSource(raw, 'test');
const ORIGIN = 'https://site.test';
const SHELL = `/${SHELL_FILE}`;

type Handler = (event: Record<string, unknown>) => void;

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/**
 * The site's host: answers by path (anything else a 404), or fails like a browser offline. By default each
 * public page answers its own HTML, `/shell.html` the shell, and every other path the shell (the hosting's
 * fallback for the app's routes).
 */
function fakeServer() {
  const answers = new Map<string, () => Response>();
  for (const page of PRERENDERED_PAGES) answers.set(page.path, () => html(`page ${page.path}`));
  answers.set(SHELL, () => html('the shell'));
  const server = {
    online: true,
    requests: [] as Request[],
    answers,
    fallback: () => html('the shell (fallback)'),
    fetch: async (request: Request) => {
      if (!server.online) throw new TypeError('Failed to fetch');
      server.requests.push(request);
      const answer = answers.get(new URL(request.url).pathname);
      return answer ? answer() : server.fallback();
    },
  };
  return server;
}

/** Like the Cache API: keys are URLs with their search; `add`/`addAll` fetch and fail on an answer not OK. */
function fakeCaches(
  server: ReturnType<typeof fakeServer>,
  initial: Record<string, Record<string, Response>> = {},
) {
  const stores = new Map(
    Object.entries(initial).map(([name, entries]) => [name, new Map(Object.entries(entries))]),
  );
  const keyOf = (request: Request | string) => {
    const url = new URL(typeof request === 'string' ? request : request.url, ORIGIN);
    return url.pathname + url.search;
  };
  const toRequest = (request: Request | string) =>
    typeof request === 'string' ? new Request(new URL(request, ORIGIN)) : request;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name) as Map<string, Response>;
    const addAll = async (requests: (Request | string)[]) => {
      const answers = await Promise.all(requests.map((request) => server.fetch(toRequest(request))));
      if (answers.some((answer) => !answer.ok)) throw new TypeError('Cache.addAll: an answer was not OK');
      requests.forEach((request, index) => {
        store.set(keyOf(request), answers[index] as Response);
      });
    };
    return {
      put: async (request: Request | string, response: Response) => void store.set(keyOf(request), response),
      add: (request: Request | string) => addAll([request]),
      addAll,
      match: async (request: Request | string) => store.get(keyOf(request))?.clone(),
      keys: async () => [...store.keys()].map((key) => new Request(`${ORIGIN}${key}`)),
      delete: async (request: Request | string) => store.delete(keyOf(request)),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (request: Request | string) => {
        for (const store of stores.values()) {
          const hit = store.get(keyOf(request));
          if (hit) return hit.clone();
        }
        return undefined;
      },
    },
  };
}

/** In a worker, a relative URL resolves against the worker's location. */
class WorkerRequest extends Request {
  constructor(input: Request | string | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

/** A window the worker sees (`Clients.matchAll`): what it was told and whether it was brought forward. */
function fakeWindow(pathname: string) {
  const client = {
    url: `${ORIGIN}${pathname}`,
    messages: [] as unknown[],
    focused: false,
    postMessage: (message: unknown) => client.messages.push(message),
    focus: async () => {
      client.focused = true;
      return client;
    },
  };
  return client;
}

function load(
  options: {
    initial?: Record<string, Record<string, Response>>;
    windows?: ReturnType<typeof fakeWindow>[];
  } = {},
) {
  const handlers = new Map<string, Handler>();
  const server = fakeServer();
  const caches = fakeCaches(server, options.initial);
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => {},
    clients: {
      claim: async () => {},
      matchAll: async () => options.windows ?? [],
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(source, {
    self,
    caches: caches.api,
    fetch: server.fetch,
    Request: WorkerRequest,
    Response,
    URL,
    Promise,
  });
  /** Dispatches an event and waits for what it handed to waitUntil / respondWith (undefined: not answered). */
  const dispatch = async (type: string, extra: Record<string, unknown> = {}) => {
    const pending: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    handlers.get(type)?.({
      ...extra,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<Response>) => {
        responded = promise;
      },
    });
    const response = await responded;
    await Promise.all(pending);
    // Let the cache writes the handler started (not awaited by the page) finish.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return response;
  };
  /** A navigation (a Request's `mode` is read-only; the worker reads it from the event's request). */
  const navigate = async (pathname: string) => {
    const request = new Request(`${ORIGIN}${pathname}`);
    Object.defineProperty(request, 'mode', { value: 'navigate' });
    return dispatch('fetch', { request });
  };
  /** A page's own request (script, style, API call): not a navigation. */
  const get = (pathname: string) => dispatch('fetch', { request: new Request(`${ORIGIN}${pathname}`) });
  const cachedKeys = () => [...caches.stores.values()].flatMap((store) => [...store.keys()]);
  /** A click on a notification the worker showed, with its `data`; says whether it was closed. */
  const clickNotification = async (data: unknown) => {
    const notification = {
      data,
      closed: false,
      close: () => {
        notification.closed = true;
      },
    };
    await dispatch('notificationclick', { notification });
    return notification;
  };
  return { dispatch, navigate, get, server, caches, cachedKeys, clickNotification, opened };
}

describe('public/sw.js', () => {
  it('is written with the public pages of app/prerender/pages.ts and the shell, no placeholder left', () => {
    expect(source).not.toMatch(/__VD_[A-Z]+__/);
    for (const page of PRERENDERED_PAGES) expect(source).toContain(page.path);
    expect(source).toContain(SHELL);
  });

  it('precaches the app shell and the home page at install, fetched afresh', async () => {
    const { dispatch, server, cachedKeys } = load();
    await dispatch('install');
    expect(cachedKeys().sort()).toEqual(['/', SHELL].sort());
    const shell = server.requests.find((request) => new URL(request.url).pathname === SHELL);
    expect(shell?.cache).toBe('reload');
  });

  it('offline, gives each public page the copy of its own HTML it got online, whatever was opened last', async () => {
    const { dispatch, navigate, server } = load();
    await dispatch('install');
    for (const page of PRERENDERED_PAGES) await navigate(page.path);
    server.online = false;
    for (const page of [...PRERENDERED_PAGES].reverse()) {
      expect(await (await navigate(page.path))?.text()).toBe(`page ${page.path}`);
    }
  });

  it('stores a public page under its path, without the search, and refreshes it on every visit online', async () => {
    const { navigate, server, cachedKeys } = load();
    server.answers.set('/store', () => html('the store, version 1'));
    await navigate('/store?item=3');
    server.answers.set('/store', () => html('the store, version 2'));
    await navigate('/store');
    expect(cachedKeys()).toEqual(['/store']);
    server.online = false;
    expect(await (await navigate('/store?tab=gifts'))?.text()).toBe('the store, version 2');
  });

  it('gives every other route of the app the network’s answer online, never stores it, and the shell offline', async () => {
    const { dispatch, navigate, server, cachedKeys } = load();
    await dispatch('install');
    await navigate('/store');
    const online = await navigate('/staff/orders?status=open');
    expect(await online?.text()).toBe('the shell (fallback)');
    expect(cachedKeys().sort()).toEqual(['/', SHELL, '/store'].sort());
    server.online = false;
    expect(await (await navigate('/staff/orders'))?.text()).toBe('the shell');
    expect(await (await navigate('/users/some-chef'))?.text()).toBe('the shell');
  });

  it('offline, gives a public page never opened the shell, not another page', async () => {
    const { dispatch, navigate, server } = load();
    await dispatch('install');
    await navigate('/store');
    server.online = false;
    expect(await (await navigate('/terms'))?.text()).toBe('the shell');
  });

  it('never stores a script or an image opened in a tab, nor a public page’s error answer', async () => {
    const { navigate, server, cachedKeys } = load();
    server.answers.set(
      '/assets/abc123.js',
      () => new Response('x', { headers: { 'Content-Type': 'text/javascript' } }),
    );
    server.answers.set('/favicon.png', () => new Response('x', { headers: { 'Content-Type': 'image/png' } }));
    const script = await navigate('/assets/abc123.js');
    await navigate('/favicon.png');
    expect(await script?.text()).toBe('x');
    expect(cachedKeys()).toEqual([]);

    await navigate('/login');
    server.answers.set('/login', () => html('Bad gateway', 502));
    expect((await navigate('/login'))?.status).toBe(502);
    server.answers.set(
      '/login',
      () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    );
    await navigate('/login');
    server.online = false;
    expect(await (await navigate('/login'))?.text()).toBe('page /login');
  });

  it('serves hashed assets cache first, and never answers or stores API and gateway requests', async () => {
    const { get, server, cachedKeys } = load();
    server.answers.set('/assets/abc123.js', () => new Response('version 1'));
    await get('/assets/abc123.js');
    server.answers.set('/assets/abc123.js', () => new Response('version 2'));
    expect(await (await get('/assets/abc123.js'))?.text()).toBe('version 1');

    expect(await get('/api/client/settings')).toBeUndefined();
    expect(await get('/ws/gateway')).toBeUndefined();
    expect(cachedKeys()).toEqual(['/assets/abc123.js']);
  });

  it('drops the previous versions’ caches, old hashed assets included, when a new version activates', async () => {
    const { dispatch, caches, cachedKeys } = load({
      initial: {
        'vd-shell-v1': { '/': html('old'), '/assets/old.js': new Response('old') },
        'unrelated-cache': { '/x': new Response('x') },
      },
    });
    await dispatch('activate');
    expect([...caches.stores.keys()]).not.toContain('vd-shell-v1');
    expect(cachedKeys()).not.toContain('/assets/old.js');
  });

  it('brings the board forward on a clicked order notification and tells it the order', async () => {
    const store = fakeWindow('/store');
    const board = fakeWindow('/staff/orders');
    const { clickNotification, opened } = load({ windows: [store, board] });
    const notification = await clickNotification({ orderID: 'Mg4hTq' });
    expect(notification.closed).toBe(true);
    expect(board.focused).toBe(true);
    expect(board.messages).toEqual([{ type: 'vd:focus-order', orderID: 'Mg4hTq' }]);
    expect(store.focused).toBe(false);
    expect(opened).toEqual([]);
  });

  it("opens the order's page when no board is open, and leaves notifications of others alone", async () => {
    const store = fakeWindow('/store');
    const { clickNotification, opened } = load({ windows: [store] });
    await clickNotification({ orderID: 'Mg4hTq' });
    expect(opened).toEqual(['/staff/orders/Mg4hTq']);
    expect(store.messages).toEqual([]);
    const foreign = await clickNotification({ something: 'else' });
    expect(foreign.closed).toBe(false);
    expect(opened).toEqual(['/staff/orders/Mg4hTq']);
  });
});
