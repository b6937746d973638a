/**
 * Helpers for Node tests against the fake backend: start the MSW server around a test file, reset the database
 * before each test, and call the API with `fetch` like the client does.
 */
import { parseGatewayPayload } from '@lib/gateway/events';
import { normalizeEventName } from '@lib/gateway/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, expect, onTestFinished } from 'vitest';
import { resetDb } from './db';
import { dbEvents } from './events';
import { clearGatewayLog, setGatewayFault } from './gateway/rules';
import { server } from './node';
import { PERSONAS, type PersonaKey } from './personas';
import type { GatewayEmission } from './types';

/** Any origin works: the handlers are origin-agnostic. */
export const API_ORIGIN = 'http://api.test';

/**
 * Registers the server lifecycle hooks in the calling test file. After every test, each gateway event the test
 * made the fake backend publish must pass the client's schema for it: the client would drop any other.
 */
export function setupMockServer(): void {
  const published: GatewayEmission[] = [];
  let unsubscribe = () => {};
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    unsubscribe = dbEvents.on('gateway', (event) => published.push(event));
  });
  beforeEach(() => {
    resetDb();
    clearGatewayLog();
    setGatewayFault(null);
    published.length = 0;
  });
  afterEach(() => {
    server.resetHandlers();
    expect(refusedByClient(published), 'gateway events the client would drop').toEqual([]);
  });
  afterAll(() => {
    unsubscribe();
    server.close();
  });
}

/**
 * The events among `events` that the client would drop (an unknown name, or a payload its schema refuses), as
 * `name: problem` lines; empty when the client accepts them all.
 */
export function refusedByClient(events: readonly { name: string; payload: unknown }[]): string[] {
  return events.flatMap(({ name, payload }) => {
    const event = normalizeEventName(name);
    if (!event) return [`${name}: not an event the client accepts`];
    const parsed = parseGatewayPayload(event, payload);
    return parsed.success ? [] : [`${name}: ${parsed.error.message}`];
  });
}

export interface CallOptions {
  method?: string;
  /** A bearer token, or a persona whose seeded token to use. */
  as?: PersonaKey | string;
  body?: unknown;
}

export interface CallResult<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

/** Calls `API_ORIGIN + path` and returns status and parsed JSON body (undefined when empty). */
export async function call<Body = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<CallResult<Body>> {
  const { method = 'GET', as, body } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (as) headers.Authorization = `Bearer ${as in PERSONAS ? PERSONAS[as as PersonaKey].token : as}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Body,
  };
}

/** Collects every gateway event published from now until the end of the current test. */
export function recordGatewayEvents(): GatewayEmission[] {
  const events: GatewayEmission[] = [];
  onTestFinished(dbEvents.on('gateway', (event) => events.push(event)));
  return events;
}

/** Asserts an error response: HTTP status = `statusCode`, and the body `{statusCode, code, message}`. */
export function expectApiError(
  response: CallResult,
  statusCode: number,
  code: string,
  message?: string,
): void {
  expect(response.status).toBe(statusCode);
  expect(response.body).toEqual({ statusCode, code, message: message ?? expect.any(String) });
}
