/**
 * Fault switches of the local API server (docs/local-api-server.md#faults): a test tells the server to answer
 * one call with an error status, to hang, or to be slow, for every caller or only for one session token, a
 * given number of times. The gateway's faults live with the gateway rules (`../gateway/rules.ts`).
 */
import { apiError } from '../http/respond';

export interface HttpFault {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Path to match: exact, or with `*` for one segment and a trailing `/**` for any rest (`/api/client/orders/*`). */
  path: string;
  /** Only requests carrying this bearer token (any caller when absent). */
  token?: string;
  /** Answer with this status and the contract's error body (`code`/`message` below, or the status's usual ones). */
  status?: number;
  code?: string;
  message?: string;
  /** Never answer (the client's deadline must end the wait). */
  hang?: boolean;
  /** Wait this long, then answer normally (or with `status`). */
  delayMs?: number;
  /** How many matching requests the fault applies to (every one when absent). */
  times?: number;
}

interface ActiveFault extends HttpFault {
  id: number;
  used: number;
}

const faults: ActiveFault[] = [];
let nextId = 1;

/** Adds a fault; returns its id. Later faults win over earlier ones for the same request. */
export function addFault(fault: HttpFault): number {
  if (typeof fault.path !== 'string' || !fault.path.startsWith('/')) {
    throw new TypeError('A fault needs a path starting with /');
  }
  const id = nextId++;
  faults.push({ ...fault, method: fault.method?.toUpperCase(), id, used: 0 });
  return id;
}

export function clearFaults(): void {
  faults.length = 0;
}

export const listFaults = (): readonly HttpFault[] =>
  faults.map(({ id: _id, used: _used, ...fault }) => fault);

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment === '**' ? '.*' : segment === '*' ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped.replace('/.*', '(?:/.*)?')}$`);
}

/** The fault that applies to this request (and counts it), or null. */
export function takeFault(method: string, pathname: string, token: string | null): HttpFault | null {
  for (let index = faults.length - 1; index >= 0; index -= 1) {
    const fault = faults[index] as ActiveFault;
    if (fault.method && fault.method !== method.toUpperCase()) continue;
    if (fault.token && fault.token !== token) continue;
    if (!pathPattern(fault.path).test(pathname)) continue;
    fault.used += 1;
    if (fault.times !== undefined && fault.used >= fault.times) faults.splice(index, 1);
    return fault;
  }
  return null;
}

const USUAL: Record<number, [string, string]> = {
  400: ['invalid_body', 'The request body is not valid JSON'],
  401: ['unauthorized', 'You must be logged in to do that'],
  403: ['missing_permissions', 'You do not have permission to do that'],
  404: ['not_found', 'Not found'],
  429: ['rate_limited', 'You are being rate limited'],
  500: ['internal_error', 'Internal server error'],
  502: ['bad_gateway', 'Bad gateway'],
  503: ['unavailable', 'Service unavailable'],
};

/** The error response a fault with a `status` answers: the contract's `{statusCode, code, message}`. */
export function faultResponse(fault: HttpFault & { status: number }): Response {
  const [code, message] = USUAL[fault.status] ?? ['error', 'Unknown error has occurred'];
  return apiError(fault.status, fault.code ?? code, fault.message ?? message);
}
