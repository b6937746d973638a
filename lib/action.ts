/**
 * The one way to act (docs/patterns.md): every button or form that changes something on the server goes
 * through {@link useAction}. It gives, in one place:
 * - an in-flight guard: a second click while the work runs does nothing (`pending` drives the button's
 *   loading/disabled state);
 * - the server's message verbatim on failure, kept in `error` for the form's own alert (`failure: 'inline'`,
 *   the default) or shown in a red toast (`failure: 'toast'`); nothing is reset, so what the user typed stays;
 * - on success: the SWR cache changed in place ({@link cached}), then `onSuccess` (close, navigate), then the
 *   success toast.
 *
 * The logic lives in {@link ActionController}, plain TypeScript with its effects (toast, cache) passed in, so
 * the unit tests drive it without a browser; the hook only binds it to React, SWR and the toasts.
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import type * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { errorMessage } from './http';
import { InFlight, type InFlightOwner, SINGLE } from './in-flight';

/** The message when a failure carries none of its own. */
export const ACTION_FALLBACK_MESSAGE = 'Unknown error';

// ---------------------------------------------------------------------------------------------------------
// Cache changes: what a success does to the SWR cache, declared per endpoint and applied without a refetch.

/** Which cached reads a change touches: one key, or every key a filter accepts. */
type CacheTarget = readonly unknown[] | ((key: unknown) => boolean);

export type CacheChange =
  | { kind: 'update'; target: CacheTarget; update: (data: never) => unknown }
  | { kind: 'set'; target: readonly unknown[]; data: unknown }
  | { kind: 'drop'; target: CacheTarget }
  | { kind: 'refetch'; target: CacheTarget };

type Data<S extends z.ZodMiniType> = z.infer<S>;

/** Every cached key of `endpoint` whose input `where` accepts. */
function everyKey<TInput>(endpoint: Endpoint<TInput, z.ZodMiniType>, where?: (input: TInput) => boolean) {
  return (key: unknown) =>
    Array.isArray(key) && key[0] === endpoint.name && (!where || where(key[1] as TInput));
}

/** Builders of {@link CacheChange}s, typed by the endpoint whose cached response they change. */
export const cached = {
  /** Changes the cached response of `endpoint` for `input`, if there is one (nothing is fetched). */
  update: <TInput, S extends z.ZodMiniType>(
    endpoint: Endpoint<TInput, S>,
    input: TInput,
    update: (data: Data<S>) => Data<S>,
  ): CacheChange => ({ kind: 'update', target: endpoint.key(input), update }),

  /** Changes every cached response of `endpoint` (every search of a list, say) whose input `where` accepts. */
  updateEvery: <TInput, S extends z.ZodMiniType>(
    endpoint: Endpoint<TInput, S>,
    update: (data: Data<S>) => Data<S>,
    where?: (input: TInput) => boolean,
  ): CacheChange => ({ kind: 'update', target: everyKey(endpoint, where), update }),

  /** Puts `data` in the cache as the response of `endpoint` for `input` (a page that reads it shows it at once). */
  set: <TInput, S extends z.ZodMiniType>(
    endpoint: Endpoint<TInput, S>,
    input: TInput,
    data: Data<S>,
  ): CacheChange => ({
    kind: 'set',
    target: endpoint.key(input),
    data,
  }),

  /** Forgets the cached response (a deleted item, an old address); it loads again when shown. */
  drop: <TInput, S extends z.ZodMiniType>(endpoint: Endpoint<TInput, S>, input: TInput): CacheChange => ({
    kind: 'drop',
    target: endpoint.key(input),
  }),

  /** Forgets every cached response of `endpoint` whose input `where` accepts. */
  dropEvery: <TInput, S extends z.ZodMiniType>(
    endpoint: Endpoint<TInput, S>,
    where?: (input: TInput) => boolean,
  ): CacheChange => ({ kind: 'drop', target: everyKey(endpoint, where) }),

  /**
   * Forgets every cached response except those of `kept` (site-wide reads that belong to no user): what a
   * change of account does (app/SessionCacheReset.tsx).
   */
  dropAllBut: (kept: readonly Pick<Endpoint<never, z.ZodMiniType>, 'name'>[]): CacheChange => {
    const names = new Set(kept.map((endpoint) => endpoint.name));
    return { kind: 'drop', target: (key) => !(Array.isArray(key) && names.has(key[0] as string)) };
  },

  /** Asks the server again: only when the answer to the action does not say what changed. */
  refetch: <TInput, S extends z.ZodMiniType>(endpoint: Endpoint<TInput, S>, input: TInput): CacheChange => ({
    kind: 'refetch',
    target: endpoint.key(input),
  }),
};

/** Applies the changes in order through SWR's `mutate` (in place: no request unless one is a refetch). */
export async function applyCacheChanges(
  mutate: ScopedMutator,
  changes: readonly CacheChange[],
): Promise<void> {
  const quiet = { revalidate: false } as const;
  for (const change of changes) {
    // SWR's mutate takes a key or a filter; its overloads do not accept the union, hence the one cast.
    const target = change.target as Parameters<ScopedMutator>[0];
    switch (change.kind) {
      case 'update': {
        const update = change.update as (data: unknown) => unknown;
        await mutate(
          target,
          (current: unknown) => (current === undefined ? current : update(current)),
          quiet,
        );
        break;
      }
      case 'set':
        await mutate(target, change.data, quiet);
        break;
      case 'drop':
        await mutate(target, undefined, quiet);
        break;
      case 'refetch':
        await mutate(target);
        break;
    }
  }
}

/**
 * Writes the SWR cache outside an action (a gateway event, a fresh read, another tab's write), with the same
 * {@link cached} changes an action's `cache` returns: `write(cached.update(...), ...)`.
 */
export function useCacheWrite(): (...changes: CacheChange[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback((...changes: CacheChange[]) => applyCacheChanges(mutate, changes), [mutate]);
}

// ---------------------------------------------------------------------------------------------------------
// The action

export interface ActionToast {
  color: 'green' | 'red';
  title?: string;
  message: string;
  autoClose?: number;
}

export interface ActionEffects {
  toast: (toast: ActionToast) => void;
  mutate: ScopedMutator;
}

export interface ActionOptions<TArgs extends unknown[], TResult> {
  /** The success toast: a text, or one made from the result and the arguments (null: no toast). None by default. */
  success?: string | ((result: TResult, ...args: TArgs) => string | null | undefined);
  /**
   * Where the server's message goes on failure: `'inline'` (default) keeps it in `error`, for an alert in the
   * form or dialog; `'toast'` shows it in a red toast.
   */
  failure?: 'inline' | 'toast';
  /** Title of the failure toast, e.g. "Could not claim the order". */
  failureTitle?: string;
  /** Wraps the server's message in the failure toast, e.g. `(m) => \`Failed to log out: ${m}\``. */
  failureMessage?: (message: string, ...args: TArgs) => string;
  /** How long the failure toast stays (ms); the theme's default otherwise. */
  failureAutoClose?: number;
  /** The message when the failure has none of its own; {@link ACTION_FALLBACK_MESSAGE} by default. */
  fallback?: string;
  /** What the success changes in the SWR cache, applied in place before `onSuccess` ({@link cached}). */
  cache?: (result: TResult, ...args: TArgs) => CacheChange | readonly CacheChange[] | null | undefined;
  /** After the cache: close the dialog, move on. Awaited; a rejection counts as a failure of the action. */
  onSuccess?: (result: TResult, ...args: TArgs) => unknown;
  /**
   * Several actions that must not overlap share a guard (the board's actions on one order); work that must stay
   * guarded when its button unmounts keeps the guard in a store (logout). Each action has its own by default.
   */
  guard?: InFlight;
  /** The lane in the guard, from the arguments (the order's id): one run per lane. One lane by default. */
  key?: (...args: TArgs) => string;
  /**
   * Who holds a lane in a shared guard. Actions with the same name are one action to the guard: logout from two
   * layouts shows `pending` in both. Every hook is its own owner by default.
   */
  name?: string;
}

export type ActionOutcome<TResult> =
  | { status: 'done'; result: TResult }
  /** `message` is what the user was shown: the server's own words, or the fallback. */
  | { status: 'failed'; error: unknown; message: string }
  /** The lane was busy: nothing was sent. */
  | { status: 'skipped' };

export interface ActionState {
  /** This action's work is running (in any lane). */
  pending: boolean;
  /** The last failure's message while `failure` is `'inline'`; cleared by the next run and by `reset`. */
  error: string | null;
}

export interface Action<TArgs extends unknown[] = [], TResult = unknown> extends ActionState {
  /** Runs the work unless its lane is busy. Never rejects: the outcome says what happened. */
  run: (...args: TArgs) => Promise<ActionOutcome<TResult>>;
  /** Clears `error` (a dialog that closes and opens again starts clean). */
  reset: () => void;
}

const asList = (changes: CacheChange | readonly CacheChange[] | null | undefined): readonly CacheChange[] =>
  changes ? (Array.isArray(changes) ? changes : [changes as CacheChange]) : [];

/** Runs the work once and reports it: the cache, `onSuccess` and the toasts. No guard here. */
export async function performAction<TArgs extends unknown[], TResult>(
  work: (...args: TArgs) => Promise<TResult>,
  args: TArgs,
  options: ActionOptions<TArgs, TResult>,
  effects: ActionEffects,
): Promise<ActionOutcome<TResult>> {
  try {
    const result = await work(...args);
    await applyCacheChanges(effects.mutate, asList(options.cache?.(result, ...args)));
    await options.onSuccess?.(result, ...args);
    const success =
      typeof options.success === 'function' ? options.success(result, ...args) : options.success;
    if (success) effects.toast({ color: 'green', message: success });
    return { status: 'done', result };
  } catch (error) {
    const message = errorMessage(error, options.fallback ?? ACTION_FALLBACK_MESSAGE);
    if (options.failure === 'toast') {
      effects.toast({
        color: 'red',
        title: options.failureTitle,
        message: options.failureMessage ? options.failureMessage(message, ...args) : message,
        autoClose: options.failureAutoClose,
      });
    }
    return { status: 'failed', error, message };
  }
}

/**
 * One action's state and its `run`, without React: {@link useAction} keeps one per component and hands it
 * the latest work and options on every render.
 */
export class ActionController<TArgs extends unknown[], TResult> {
  private readonly guard: InFlight;
  private readonly owner: InFlightOwner;
  private error: string | null = null;
  private state: ActionState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private work: (...args: TArgs) => Promise<TResult>,
    private options: ActionOptions<TArgs, TResult>,
    private effects: ActionEffects,
  ) {
    // The guard and the owner are fixed for the controller's life: the lanes it holds must be its own.
    this.guard = options.guard ?? new InFlight();
    this.owner = options.name ?? Symbol('action');
    this.state = { pending: this.guard.holds(this.owner), error: null };
  }

  /** The latest work, options and effects (the guard and name stay those given first). */
  configure(
    work: (...args: TArgs) => Promise<TResult>,
    options: ActionOptions<TArgs, TResult>,
    effects: ActionEffects,
  ): void {
    this.work = work;
    this.options = options;
    this.effects = effects;
  }

  run = async (...args: TArgs): Promise<ActionOutcome<TResult>> => {
    const lane = this.options.key ? this.options.key(...args) : SINGLE;
    if (!this.guard.start(lane, this.owner)) return { status: 'skipped' };
    this.setError(null);
    try {
      const outcome = await performAction(this.work, args, this.options, this.effects);
      if (outcome.status === 'failed' && this.options.failure !== 'toast') this.setError(outcome.message);
      return outcome;
    } finally {
      this.guard.finish(lane);
    }
  };

  reset = (): void => this.setError(null);

  /** The same object until `pending` or `error` changes (as `useSyncExternalStore` needs). */
  getSnapshot = (): ActionState => {
    const pending = this.guard.holds(this.owner);
    if (pending !== this.state.pending || this.error !== this.state.error) {
      this.state = { pending, error: this.error };
    }
    return this.state;
  };

  subscribe = (listener: () => void): (() => void) => {
    const fromGuard = this.guard.subscribe(listener);
    this.listeners.add(listener);
    return () => {
      fromGuard();
      this.listeners.delete(listener);
    };
  };

  private setError(error: string | null): void {
    if (error === this.error) return;
    this.error = error;
    for (const listener of [...this.listeners]) listener();
  }
}

const showToast = ({ color, title, message, autoClose }: ActionToast) => {
  notifications.show({ color, title, message, autoClose });
};

/**
 * An action for a button or a form: see the top of this file. `work` does the request(s) and returns the
 * result the options read; it may change between renders (the latest one runs).
 *
 * ```tsx
 * const remove = useAction((item: Item) => deleteItemEndpoint.call({ id: item.id }), {
 *   cache: (_, item) => cached.update(itemsEndpoint, undefined, (d) => ({ items: d.items.filter((i) => i.id !== item.id) })),
 *   onSuccess: close,
 *   success: (_, item) => `Deleted ${item.name}`,
 * });
 * <Button loading={remove.pending} onClick={() => void remove.run(item)}>Delete</Button>
 * {remove.error && <Alert role="alert">{remove.error}</Alert>}
 * ```
 */
export function useAction<TArgs extends unknown[], TResult>(
  work: (...args: TArgs) => Promise<TResult>,
  options: ActionOptions<TArgs, TResult> = {},
): Action<TArgs, TResult> {
  const { mutate } = useSWRConfig();
  const effects: ActionEffects = { toast: showToast, mutate };
  const [controller] = useState(() => new ActionController(work, options, effects));
  controller.configure(work, options, effects);
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return useMemo(() => ({ ...state, run: controller.run, reset: controller.reset }), [state, controller]);
}

/**
 * The action with its arguments given now, for a component that runs it without knowing them (a confirmation
 * dialog runs `bindAction(remove, item)`). State and `reset` are the action's own.
 */
export function bindAction<TArgs extends unknown[], TResult>(
  action: Action<TArgs, TResult>,
  ...args: TArgs
): Action<[], TResult> {
  return { ...action, run: () => action.run(...args) };
}

/** The lanes running in a shared guard and who holds each (the board: which action runs on which order). */
export function useInFlight(guard: InFlight): ReadonlyMap<string, InFlightOwner> {
  return useSyncExternalStore(guard.subscribe, guard.snapshot, guard.snapshot);
}
