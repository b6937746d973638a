/**
 * public/sw.js, run in a Node vm with a fake `self`, `caches` and `fetch`: what it stores as the app shell, and
 * what it drops when a new version activates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(path.join(import.meta.dirname, '..', 'public', 'sw.js'), 'utf8');

type Handler = (event: Record<string, unknown>) => void;

function fakeCaches(initial: Record<string, Record<string, Response>> = {}) {
  const stores = new Map(
    Object.entries(initial).map(([name, entries]) => [name, new Map(Object.entries(entries))]),
  );
  const keyOf = (request: Request | string) =>
    typeof request === 'string'
      ? new URL(request, 'https://site.test').pathname
      : new URL(request.url).pathname;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name) as Map<string, Response>;
    return {
      put: async (request: Request | string, response: Response) => void store.set(keyOf(request), response),
      add: async (request: Request | string) => void store.set(keyOf(request), new Response('<html>')),
      match: async (request: Request | string) => store.get(keyOf(request)),
      keys: async () => [...store.keys()].map((key) => new Request(`https://site.test${key}`)),
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
          if (hit) return hit;
        }
        return undefined;
      },
    },
  };
}

function load(options: {
  caches?: ReturnType<typeof fakeCaches>;
  fetch?: (request: Request) => Promise<Response>;
}) {
  const handlers = new Map<string, Handler>();
  const caches = options.caches ?? fakeCaches();
  const self = {
    location: new URL('https://site.test/sw.js'),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  vm.runInNewContext(source, {
    self,
    caches: caches.api,
    fetch: options.fetch ?? (async () => new Response('')),
    Request,
    Response,
    URL,
    Promise,
  });
  /** Dispatches an event and waits for what it handed to waitUntil / respondWith. */
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
  return { dispatch, caches, source };
}

/** A Request's `mode` is read-only; the worker reads it from the event's request. */
const navigate = (pathname: string) => {
  const request = new Request(`https://site.test${pathname}`);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};

const shellKeys = async (caches: ReturnType<typeof fakeCaches>) =>
  [...caches.stores.values()].flatMap((store) => [...store.keys()]);

describe('public/sw.js', () => {
  it('stores an HTML navigation as the app shell', async () => {
    const caches = fakeCaches();
    const { dispatch } = load({
      caches,
      fetch: async () =>
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    });
    await dispatch('fetch', { request: navigate('/staff/orders') });
    expect(await shellKeys(caches)).toContain('/');
  });

  it('never stores a script or an image opened in a tab as the shell', async () => {
    const caches = fakeCaches();
    const { dispatch } = load({
      caches,
      fetch: async (request) =>
        new Response('x', {
          headers: { 'Content-Type': request.url.endsWith('.js') ? 'text/javascript' : 'image/png' },
        }),
    });
    const script = await dispatch('fetch', { request: navigate('/assets/abc123.js') });
    await dispatch('fetch', { request: navigate('/favicon.png') });
    expect(await script?.text()).toBe('x');
    expect(await shellKeys(caches)).not.toContain('/');
  });

  it('drops the previous versions’ caches, old hashed assets included, when a new version activates', async () => {
    const caches = fakeCaches({
      'vd-shell-v1': { '/': new Response('<html>'), '/assets/old.js': new Response('old') },
      'unrelated-cache': { '/x': new Response('x') },
    });
    const { dispatch } = load({ caches });
    await dispatch('activate');
    expect([...caches.stores.keys()]).not.toContain('vd-shell-v1');
    expect(await shellKeys(caches)).not.toContain('/assets/old.js');
  });
});
