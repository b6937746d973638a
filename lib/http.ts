/**
 * The one HTTP client. Every call carries the bearer session token; a failed request becomes an
 * {@link ApiError} holding `{statusCode, ...response body}`; no response at all becomes status 500 'Unknown
 * error has occurred' (docs/api/errors.md#no-response); a 2xx body that fails its schema becomes status 500
 * too, with code `invalid_response`, so a malformed response renders an error state instead of crashing.
 */
import type * as z from 'zod/mini';
import { apiUrl, requestTimeoutMs } from './config';
import { readSessionToken } from './session-cookie';

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error has occurred';

/** What the site says when a 401 ended the session (docs/product/session.md#signed-out). */
export const SIGNED_OUT_MESSAGE = 'You were logged out. Log in again to continue.';

/** The API's error object (docs/api/errors.md#error-object): status code plus whatever the server's body said. */
export interface ApiErrorBody {
  statusCode: number;
  code?: string;
  message?: string;
  [field: string]: unknown;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly body: ApiErrorBody;

  constructor(body: ApiErrorBody) {
    super(typeof body.message === 'string' && body.message ? body.message : UNKNOWN_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = typeof body.code === 'string' ? body.code : undefined;
    // A message that is not text (an object, a number) is no message: shown as is it would read "[object Object]".
    const { message, ...rest } = body;
    this.body = message === undefined || typeof message === 'string' ? body : rest;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value, with the caller's fallback. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof ApiError) return error.body.message ? String(error.body.message) : fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * What a failed read means for the page that shows it (ui/DataState): `signed-out` (401: the session is over,
 * see {@link onUnauthorized}; asking again cannot help until the user logs in again), `refused` (403: the server
 * said no, and asking again cannot change that), `not-found` (404), `malformed` (a 2xx whose body failed its
 * schema, see {@link sendParsed}) or `failed` (anything else: the network, a 5xx; worth a retry).
 */
export type FailureKind = 'signed-out' | 'refused' | 'not-found' | 'malformed' | 'failed';

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'invalid_response') return 'malformed';
  if (error.statusCode === 401) return 'signed-out';
  if (error.statusCode === 403) return 'refused';
  if (error.statusCode === 404) return 'not-found';
  return 'failed';
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** How long to wait for the whole answer before giving up (default: `requestTimeoutMs` from the config). */
  timeoutMs?: number;
  /** Overrides the cookie token (the login exchange has none yet). */
  token?: string | null;
  /**
   * Whether a 401 is reported to the {@link onUnauthorized} handler (default true). Log out opts out: its 401
   * means the session was already gone, and it ends the session itself.
   */
  reportUnauthorized?: boolean;
}

/** Told of a 401 answer to a call that carried `token` (docs/product/session.md#signed-out). */
export type UnauthorizedHandler = (token: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Sets the one handler of 401 answers (the app wires it to the session store once; lib knows no app). Every call
 * that carried a token and got a 401 tells it, with that token, before rejecting as usual; the handler decides
 * whether that ends the session (once, however many calls got a 401). Returns a function that removes it.
 */
export function onUnauthorized(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function reportUnauthorized(token: string): void {
  try {
    unauthorizedHandler?.(token);
  } catch (error) {
    // The call's own 401 still reaches its caller.
    console.error('The 401 handler failed', error);
  }
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${apiUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, value === true ? '' : String(value));
  }
  const qs = params.toString().replace(/=(&|$)/g, '$1');
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A request that got no (complete) answer: the error object of docs/api/errors.md#no-response, with a `code`
 * saying why (`timeout`: the deadline passed; `aborted`: the caller cancelled it; none: the network failed or
 * the body could not be read).
 */
function noResponse(code?: 'timeout' | 'aborted'): ApiError {
  return new ApiError({ statusCode: 500, message: UNKNOWN_ERROR_MESSAGE, ...(code ? { code } : {}) });
}

/**
 * Sends one request and returns the parsed JSON body (unvalidated). Every failure, including a request that
 * does not answer within `timeoutMs`, is thrown as an {@link ApiError}, so a page never waits forever.
 */
export async function send(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, query, signal, timeoutMs = requestTimeoutMs } = options;
  const token = options.token === undefined ? readSessionToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const deadline = AbortSignal.timeout(timeoutMs);
  const failure = () => noResponse(signal?.aborted ? 'aborted' : deadline.aborted ? 'timeout' : undefined);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    // The deadline covers the body too: headers can arrive and the body never finish.
    data = await readBody(response);
  } catch {
    throw failure();
  }

  if (!response.ok) {
    if (response.status === 401 && token && options.reportUnauthorized !== false) reportUnauthorized(token);
    const fields =
      data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    throw new ApiError({ ...fields, statusCode: response.status });
  }
  return data;
}

/** Sends one request and parses the body with `schema`; a mismatch is an `invalid_response` ApiError. */
export async function sendParsed<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const data = await send(path, options);
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError({
      statusCode: 500,
      code: 'invalid_response',
      message: 'The server sent a response this site could not read',
      path,
    });
  }
  return result.data;
}
