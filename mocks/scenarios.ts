/**
 * One-endpoint overrides for stories and tests: `msw.use(serverError('GET', '*\/api/client/ranks'))` in a story's
 * `beforeEach`, or `server.use(...)` in a test. Everything else keeps talking to the stateful fake backend.
 *
 * Paths take the handlers' origin-agnostic form (`*\/api/client/...`); a bare `/api/...` path is prefixed with
 * `*` for convenience. Methods may be written in either case.
 */
import type { HttpMethod } from '@lib/http';
import { delay, type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import { apiError } from './handlers/respond';

export type ScenarioMethod = HttpMethod | Lowercase<HttpMethod>;
type Resolver = Parameters<typeof http.get>[1];

function route(method: ScenarioMethod, path: string, resolver: Resolver): HttpHandler {
  const pattern = path.startsWith('/api/') ? `*${path}` : path;
  return http[method.toLowerCase() as Lowercase<HttpMethod>](pattern, resolver);
}

/** 500 with the error body `{statusCode: 500, code: 'internal_error', message}`. */
export const serverError = (method: ScenarioMethod, path: string, message = 'Internal server error') =>
  route(method, path, () => apiError(500, 'internal_error', message));

/** The request fails without a response (the client reports 500 'Unknown error has occurred'). */
export const networkError = (method: ScenarioMethod, path: string) =>
  route(method, path, () => HttpResponse.error());

/** Never answers: the loading state stays on screen. */
export const loading = (method: ScenarioMethod, path: string) =>
  route(method, path, async () => {
    await delay('infinite');
  });

/** Answers after `ms`, then lets the fake backend handle the request as usual. */
export const slow = (method: ScenarioMethod, path: string, ms = 1500) =>
  route(method, path, async () => {
    await delay(ms);
  });

/**
 * 200 with a body no response schema accepts. The default is a JSON array: the client's schemas are lenient
 * about fields (`{ nope: true }` parses as an empty list for ranks, settings and teams) but every response is
 * an object. Pass another body to target one schema, e.g. `{ nope: true }` for `@me`.
 */
export const malformed = (method: ScenarioMethod, path: string, body: JsonBodyType = [{ nope: true }]) =>
  route(method, path, () => HttpResponse.json(body));

/** Any status and JSON body, e.g. an empty list: `respondWith('GET', '*\/api/client/ranks', 200, { ranks: [] })`. */
export const respondWith = (method: ScenarioMethod, path: string, status: number, body: JsonBodyType) =>
  route(method, path, () => HttpResponse.json(body, { status }));
