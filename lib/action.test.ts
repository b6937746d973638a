import type { ScopedMutator } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ACTION_FALLBACK_MESSAGE,
  ActionController,
  type ActionEffects,
  type ActionOptions,
  type ActionToast,
  cached,
} from './action';
import { defineEndpoint } from './endpoint';
import { ApiError } from './http';
import { InFlight } from './in-flight';

const itemsEndpoint = defineEndpoint({
  name: 'test.items',
  method: 'GET',
  path: (_: { query: string }) => '/items',
  response: z.object({ items: z.array(z.string()) }),
});
const itemEndpoint = defineEndpoint({
  name: 'test.item',
  method: 'GET',
  path: ({ id }: { id: string }) => `/items/${id}`,
  response: z.object({ item: z.string() }),
});

/**
 * A stand-in for SWR's cache and its `mutate`: keys as SWR sees them (arrays), a filter function or a key as
 * target, a function or a value as data, and a call without data as a refetch.
 */
function fakeCache(entries: [readonly unknown[], unknown][] = []) {
  const store = new Map(entries.map(([key, data]) => [JSON.stringify(key), { key, data }]));
  const refetched: unknown[] = [];
  const calls: string[] = [];
  const mutate = (async (...call: unknown[]) => {
    const [target, data] = call;
    const matches =
      typeof target === 'function'
        ? [...store.values()].filter((entry) => (target as (key: unknown) => boolean)(entry.key))
        : [store.get(JSON.stringify(target)) ?? { key: target as readonly unknown[], data: undefined }];
    if (call.length === 1) {
      refetched.push(...matches.map((entry) => entry.key));
      calls.push('refetch');
      return;
    }
    calls.push('mutate');
    for (const entry of matches) {
      const next = typeof data === 'function' ? (data as (current: unknown) => unknown)(entry.data) : data;
      store.set(JSON.stringify(entry.key), { key: entry.key, data: next });
    }
  }) as unknown as ScopedMutator;
  const read = (key: readonly unknown[]) => store.get(JSON.stringify(key))?.data;
  return { mutate, read, refetched, calls };
}

function setup<TArgs extends unknown[], TResult>(
  work: (...args: TArgs) => Promise<TResult>,
  options: ActionOptions<TArgs, TResult> = {},
  cache = fakeCache(),
) {
  const toasts: ActionToast[] = [];
  const effects: ActionEffects = { toast: (toast) => toasts.push(toast), mutate: cache.mutate };
  const controller = new ActionController(work, options, effects);
  return { controller, toasts, cache };
}

/** A promise settled from outside, to hold work in flight. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const refusal = new ApiError({ statusCode: 404, code: 'lookup_not_found', message: 'Lookup does not exist' });

describe('ActionController: the in-flight guard', () => {
  it('ignores a second run while the first is in flight, and is pending meanwhile', async () => {
    const gate = deferred<string>();
    const work = vi.fn(() => gate.promise);
    const { controller } = setup(work);

    const first = controller.run();
    expect(controller.getSnapshot().pending).toBe(true);
    await expect(controller.run()).resolves.toEqual({ status: 'skipped' });
    expect(work).toHaveBeenCalledTimes(1);

    gate.resolve('ok');
    await expect(first).resolves.toEqual({ status: 'done', result: 'ok' });
    expect(controller.getSnapshot().pending).toBe(false);

    // Free again once settled, after a failure too.
    work.mockRejectedValueOnce(refusal);
    await expect(controller.run()).resolves.toMatchObject({ status: 'failed' });
    work.mockResolvedValueOnce('again');
    await expect(controller.run()).resolves.toEqual({ status: 'done', result: 'again' });
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('tells subscribers when it starts and ends, with a snapshot that only changes then', async () => {
    const gate = deferred();
    const { controller } = setup(() => gate.promise);
    const seen: boolean[] = [];
    const unsubscribe = controller.subscribe(() => seen.push(controller.getSnapshot().pending));
    const before = controller.getSnapshot();
    expect(controller.getSnapshot()).toBe(before);

    const run = controller.run();
    gate.resolve();
    await run;
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });

  it('guards one lane per key in a shared guard, and says which action holds a lane', async () => {
    const guard = new InFlight();
    const claimGate = deferred();
    const claim = setup((_order: string) => claimGate.promise, {
      guard,
      key: (order) => order,
      name: 'claim',
    });
    const prepare = setup(async (_order: string) => 'prepared', {
      guard,
      key: (order) => order,
      name: 'prepare',
    });

    const claiming = claim.controller.run('A');
    // Another action on the same order waits its turn; the same action on another order runs.
    await expect(prepare.controller.run('A')).resolves.toEqual({ status: 'skipped' });
    await expect(prepare.controller.run('B')).resolves.toEqual({ status: 'done', result: 'prepared' });
    expect(guard.snapshot()).toEqual(new Map([['A', 'claim']]));
    expect(claim.controller.getSnapshot().pending).toBe(true);
    expect(prepare.controller.getSnapshot().pending).toBe(false);

    claimGate.resolve();
    await claiming;
    expect(guard.snapshot().size).toBe(0);
  });

  it('shares `pending` and the guard between actions with the same name (logout in two layouts)', async () => {
    const guard = new InFlight();
    const gate = deferred();
    const work = vi.fn(() => gate.promise);
    const staffLayout = setup(work, { guard, name: 'logout' });
    const defaultLayout = setup(work, { guard, name: 'logout' });

    const first = staffLayout.controller.run();
    expect(defaultLayout.controller.getSnapshot().pending).toBe(true);
    await expect(defaultLayout.controller.run()).resolves.toEqual({ status: 'skipped' });
    gate.resolve();
    await first;
    expect(work).toHaveBeenCalledTimes(1);
    expect(defaultLayout.controller.getSnapshot().pending).toBe(false);
  });
});

describe('ActionController: failure', () => {
  it("keeps the server's message verbatim in `error`, touches neither cache nor input, and toasts nothing", async () => {
    const onSuccess = vi.fn();
    const cacheChange = vi.fn(() => cached.drop(itemEndpoint, { id: '1' }));
    const cache = fakeCache([[itemEndpoint.key({ id: '1' }), { item: 'Soup' }]]);
    const input = { food: 'Ramen', description: 'Any broth, extra egg on request.' };
    const snapshot = structuredClone(input);
    const { controller, toasts } = setup(
      async (_values: typeof input) => {
        throw refusal;
      },
      { onSuccess, cache: cacheChange, success: 'Saved' },
      cache,
    );

    const outcome = await controller.run(input);
    expect(outcome).toEqual({ status: 'failed', error: refusal, message: 'Lookup does not exist' });
    expect(controller.getSnapshot().error).toBe('Lookup does not exist');
    expect(input).toEqual(snapshot);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(cacheChange).not.toHaveBeenCalled();
    expect(cache.read(itemEndpoint.key({ id: '1' }))).toEqual({ item: 'Soup' });
    expect(toasts).toEqual([]);
  });

  it('uses the fallback only when the failure has no message of its own', async () => {
    const silent = new ApiError({ statusCode: 500 });
    const plain = setup(async () => {
      throw silent;
    });
    await plain.controller.run();
    expect(plain.controller.getSnapshot().error).toBe(ACTION_FALLBACK_MESSAGE);

    const custom = setup(
      async () => {
        throw silent;
      },
      { fallback: 'The order could not be deleted.' },
    );
    await custom.controller.run();
    expect(custom.controller.getSnapshot().error).toBe('The order could not be deleted.');

    const local = setup(async () => {
      throw new Error('You must be logged in to do that');
    });
    await local.controller.run();
    expect(local.controller.getSnapshot().error).toBe('You must be logged in to do that');
  });

  it('clears the message when the next run starts and on reset', async () => {
    const gate = deferred();
    const work = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(refusal)
      .mockReturnValueOnce(gate.promise);
    const { controller } = setup(work);
    await controller.run();
    expect(controller.getSnapshot().error).toBe('Lookup does not exist');
    const retry = controller.run();
    expect(controller.getSnapshot().error).toBeNull();
    gate.resolve();
    await retry;

    work.mockRejectedValueOnce(refusal);
    await controller.run();
    controller.reset();
    expect(controller.getSnapshot().error).toBeNull();
  });

  it("shows the server's message in a red toast when asked, wrapped, titled and timed as asked", async () => {
    const { controller, toasts } = setup(
      async (_order: string) => {
        throw new ApiError({ statusCode: 409, message: 'Order is already claimed' });
      },
      {
        failure: 'toast',
        failureTitle: 'Could not claim the order',
        failureMessage: (message, order) => `#${order}: ${message}`,
        failureAutoClose: 8000,
      },
    );
    await controller.run('Ab12Cd');
    expect(toasts).toEqual([
      {
        color: 'red',
        title: 'Could not claim the order',
        message: '#Ab12Cd: Order is already claimed',
        autoClose: 8000,
      },
    ]);
    // Shown once, in the toast: no inline copy.
    expect(controller.getSnapshot().error).toBeNull();
  });

  it('counts a failing follow-up (onSuccess) as a failure, with no success toast', async () => {
    const { controller, toasts } = setup(async () => 'sent', {
      success: 'Sent',
      onSuccess: () => Promise.reject(new Error('Navigation failed')),
    });
    await expect(controller.run()).resolves.toMatchObject({ status: 'failed', message: 'Navigation failed' });
    expect(toasts).toEqual([]);
  });
});

describe('ActionController: success', () => {
  it('updates the cache in place, then runs onSuccess, then shows the success toast', async () => {
    const order: string[] = [];
    const cache = fakeCache([
      [itemsEndpoint.key({ query: '' }), { items: ['Soup', 'Pizza'] }],
      [itemsEndpoint.key({ query: 'piz' }), { items: ['Pizza'] }],
      [itemEndpoint.key({ id: 'Pizza' }), { item: 'Pizza' }],
    ]);
    const { controller, toasts } = setup(
      async (name: string) => {
        order.push('work');
        return { deleted: name };
      },
      {
        cache: (result) => {
          order.push('cache');
          return [
            cached.updateEvery(itemsEndpoint, (data) => ({
              items: data.items.filter((item) => item !== result.deleted),
            })),
            cached.drop(itemEndpoint, { id: result.deleted }),
          ];
        },
        onSuccess: (result, name) => {
          order.push(`onSuccess ${result.deleted} ${name}`);
        },
        success: (result) => `Deleted ${result.deleted}`,
      },
      cache,
    );
    const toast = vi.fn();
    controller.subscribe(toast);

    await expect(controller.run('Pizza')).resolves.toEqual({ status: 'done', result: { deleted: 'Pizza' } });
    expect(order).toEqual(['work', 'cache', 'onSuccess Pizza Pizza']);
    expect(cache.read(itemsEndpoint.key({ query: '' }))).toEqual({ items: ['Soup'] });
    expect(cache.read(itemsEndpoint.key({ query: 'piz' }))).toEqual({ items: [] });
    expect(cache.read(itemEndpoint.key({ id: 'Pizza' }))).toBeUndefined();
    expect(cache.refetched).toEqual([]);
    expect(toasts).toEqual([{ color: 'green', message: 'Deleted Pizza' }]);
    expect(controller.getSnapshot()).toEqual({ pending: false, error: null });
  });

  it('leaves responses that were never loaded alone, sets and refetches when told', async () => {
    const cache = fakeCache([[itemsEndpoint.key({ query: '' }), { items: ['Soup'] }]]);
    const { controller } = setup(
      async () => 'Tacos',
      {
        cache: (name) => [
          // Not cached: nothing to update, nothing fetched.
          cached.update(itemsEndpoint, { query: 'tac' }, (data) => ({ items: [name, ...data.items] })),
          cached.update(itemsEndpoint, { query: '' }, (data) => ({ items: [name, ...data.items] })),
          cached.set(itemEndpoint, { id: name }, { item: name }),
          cached.dropEvery(itemsEndpoint, ({ query }) => query !== ''),
          cached.refetch(itemEndpoint, { id: 'Soup' }),
        ],
      },
      cache,
    );
    await controller.run();
    expect(cache.read(itemsEndpoint.key({ query: 'tac' }))).toBeUndefined();
    expect(cache.read(itemsEndpoint.key({ query: '' }))).toEqual({ items: ['Tacos', 'Soup'] });
    expect(cache.read(itemEndpoint.key({ id: 'Tacos' }))).toEqual({ item: 'Tacos' });
    expect(cache.refetched).toEqual([itemEndpoint.key({ id: 'Soup' })]);
    expect(cache.calls).toEqual(['mutate', 'mutate', 'mutate', 'mutate', 'refetch']);
  });

  it('drops every cached response but those of the endpoints kept', async () => {
    const cache = fakeCache([
      [itemsEndpoint.key({ query: '' }), { items: ['Soup'] }],
      [itemEndpoint.key({ id: 'Soup' }), { item: 'Soup' }],
      [['other.read'], { other: true }],
    ]);
    const { controller } = setup(
      async () => null,
      { cache: () => cached.dropAllBut([itemsEndpoint]) },
      cache,
    );
    await controller.run();
    expect(cache.read(itemsEndpoint.key({ query: '' }))).toEqual({ items: ['Soup'] });
    expect(cache.read(itemEndpoint.key({ id: 'Soup' }))).toBeUndefined();
    expect(cache.read(['other.read'])).toBeUndefined();
    expect(cache.refetched).toEqual([]);
  });

  it('shows no toast when the success text is empty or null', async () => {
    const { controller, toasts } = setup(async () => 1, { success: () => null });
    await controller.run();
    expect(toasts).toEqual([]);
  });

  it('runs the latest work and options handed to it', async () => {
    const { controller, toasts } = setup(async () => 'old', { success: 'old' });
    const effects: ActionEffects = { toast: (toast) => toasts.push(toast), mutate: fakeCache().mutate };
    controller.configure(async () => 'new', { success: (result) => `got ${result}` }, effects);
    await expect(controller.run()).resolves.toEqual({ status: 'done', result: 'new' });
    expect(toasts).toEqual([{ color: 'green', message: 'got new' }]);
  });
});

describe('InFlight', () => {
  it('runs work unless its key is taken, and releases the key when the work fails', async () => {
    const guard = new InFlight();
    const gate = deferred<number>();
    const first = guard.run('k', 'a', () => gate.promise);
    expect(guard.has('k')).toBe(true);
    expect(guard.holds('a')).toBe(true);
    await expect(guard.run('k', 'b', async () => 2)).resolves.toEqual({ ran: false });
    gate.resolve(1);
    await expect(first).resolves.toEqual({ ran: true, value: 1 });
    await expect(guard.run('k', 'a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(guard.has('k')).toBe(false);
  });
});
