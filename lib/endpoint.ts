/**
 * One endpoint, one declaration (docs/architecture.md#endpoints): its method, path, input, response schema
 * and SWR key live together. Features declare their endpoints with {@link defineEndpoint} and read them
 * through {@link useEndpoint} and change data through `useAction` (lib/action.ts); components never call
 * `fetch`. Let TypeScript infer the generics: annotate the input on `path`, e.g.
 * `path: (p: { id: string }) => …`.
 */
import useSWR, { type SWRConfiguration } from 'swr';
import type * as z from 'zod/mini';
import { type HttpMethod, type RequestOptions, sendParsed } from './http';

export interface EndpointDefinition<TInput, S extends z.ZodMiniType> {
  /** Stable name, also the first element of the SWR key, e.g. `users.me`. */
  name: string;
  method: HttpMethod;
  path: (input: TInput) => string;
  /** Schema of the whole response body (wrapper included). */
  response: S;
  body?: (input: TInput) => unknown;
  query?: (input: TInput) => RequestOptions['query'];
}

export interface Endpoint<TInput, S extends z.ZodMiniType> extends EndpointDefinition<TInput, S> {
  key: (input: TInput) => readonly [string, TInput];
  call: (
    input: TInput,
    options?: Pick<RequestOptions, 'signal' | 'token' | 'reportUnauthorized'>,
  ) => Promise<z.infer<S>>;
}

export function defineEndpoint<TInput = void, S extends z.ZodMiniType = z.ZodMiniType>(
  definition: EndpointDefinition<TInput, S>,
): Endpoint<TInput, S> {
  return {
    ...definition,
    key: (input) => [definition.name, input] as const,
    call: (input, options) =>
      sendParsed(definition.path(input), definition.response, {
        method: definition.method,
        body: definition.body?.(input),
        query: definition.query?.(input),
        ...options,
      }),
  };
}

/** Options for lists that are loaded once and reused (docs/architecture.md#caching). */
export const loadOnce: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/** How long a prefetched response may wait for its page: older ones are dropped, never shown. */
export const PREFETCH_MAX_AGE_MS = 5_000;

const prefetched = new Map<string, { at: number; response: Promise<unknown> }>();

/**
 * Starts a request before the page that reads it has loaded (a route loader calls this while the page's code
 * is still downloading). The first {@link useEndpoint} fetch of the same endpoint and input within
 * {@link PREFETCH_MAX_AGE_MS} takes the response instead of sending its own request; a later one ignores it,
 * so a page never shows data that waited unused. A failure is left to that fetch to report.
 */
export function prefetch<TInput, S extends z.ZodMiniType>(
  endpoint: Endpoint<TInput, S>,
  input: TInput,
): void {
  // The build's prerender (scripts/prerender.ts, in Node: no document) runs the routes' loaders too: it sends nothing.
  if (typeof document === 'undefined') return;
  const key = JSON.stringify(endpoint.key(input));
  const response = endpoint.call(input);
  response.catch(() => undefined);
  prefetched.set(key, { at: Date.now(), response });
}

const prefetchedOnce = new Set<string>();

/**
 * {@link prefetch} for a read that is loaded once and reused (`loadOnce`): only the first time in this tab. Later
 * visits find the list in SWR's cache, and a prefetch would be a second request for nothing.
 */
export function prefetchOnce<TInput, S extends z.ZodMiniType>(
  endpoint: Endpoint<TInput, S>,
  input: TInput,
): void {
  const key = JSON.stringify(endpoint.key(input));
  if (prefetchedOnce.has(key) || typeof document === 'undefined') return;
  prefetchedOnce.add(key);
  prefetch(endpoint, input);
}

/** The prefetched response for this endpoint and input, once, if it is fresh enough. */
export function takePrefetched<T>(key: readonly unknown[]): Promise<T> | null {
  const id = JSON.stringify(key);
  const entry = prefetched.get(id);
  if (!entry) return null;
  prefetched.delete(id);
  return Date.now() - entry.at <= PREFETCH_MAX_AGE_MS ? (entry.response as Promise<T>) : null;
}

/** Reads an endpoint through SWR. Pass `null` as input to hold the request (e.g. no user yet). */
export function useEndpoint<TInput, S extends z.ZodMiniType>(
  endpoint: Endpoint<TInput, S>,
  input: TInput | null,
  config?: SWRConfiguration<z.infer<S>>,
) {
  const key = input === null ? null : endpoint.key(input);
  const read = useSWR<z.infer<S>>(
    key,
    () => (key && takePrefetched<z.infer<S>>(key)) || endpoint.call(input as TInput),
    config,
  );
  // SWR re-renders this component only for the fields a render of it has read. A read handed down to a DataState
  // that is not on screen yet (inside another read's DataState, e.g. the ban page's inside AdminUserPage) is read
  // there later, from this render's result: an answer that came before that never re-rendered the page, and it
  // stayed loading (docs/patterns.md#reading-datastate). The fields that decide the state are read here.
  read.data;
  read.error;
  return read;
}
