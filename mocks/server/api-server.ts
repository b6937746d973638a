/**
 * The local API server (docs/local-api-server.md): the fake backend's handlers and rules — the same ones the
 * demo runs in the page — served by Node over real HTTP and a real WebSocket, so the production build can run
 * against it. One process is one kitchen: its state lives as long as the process, and every browser pointed at
 * it shares it.
 *
 * - `/api/client/*`, `/api/v3/*`: MSW's handlers answer a Fetch `Request` made from the HTTP request
 *   (`getResponse`), with CORS for the site's origin and the contract's error body for anything unknown.
 * - `/ws` (and `/ws/`): the gateway (`../gateway/rules.ts`) over a `ws` WebSocket.
 * - `/oauth2/authorize`: the chat platform's authorization page, played with the demo personas.
 * - `/__control/*`: test and demo switches (reset, faults, new orders, the clock, the simulator).
 * - `/__offline/<url>`: the offline image hosts and upload API (the same handlers as the demo), for tests that
 *   route those hosts here.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, RequestHandler } from 'msw';
import { type WebSocket, WebSocketServer } from 'ws';
import { advanceClock, now, startScheduler, stopScheduler } from '../clock';
import { db, resetDb } from '../db';
import {
  closedByClient,
  GATEWAY_FAULTS,
  type GatewayFault,
  gatewayConnections,
  gatewayFault,
  openConnection,
  receive,
  setGatewayFault,
} from '../gateway/rules';
import { handlers } from '../handlers';
import { bearerToken } from '../http/auth';
import { apiError, errors } from '../http/respond';
import { cdnHandlers } from '../images/cdn';
import { imageHandlers } from '../images/handlers';
import { createOrder, joinQueue, type NewOrder } from '../orders/rules';
import { isSimulatorRunning, startSimulator, stopSimulator } from '../simulator';
import { authorizePage } from './authorize';
import { addFault, clearFaults, faultResponse, type HttpFault, listFaults, takeFault } from './faults';

export interface ApiServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  host?: string;
  /**
   * Origins allowed to call the API from a browser (CORS). Empty: any origin (a local tool; the API is reached
   * with a bearer token, never cookies, so no credentials are allowed either way).
   */
  origins?: readonly string[];
  /** Run the kitchen simulator (new orders and staff moves), as the demo does. */
  simulator?: boolean;
}

export interface ApiServer {
  /** `http://host:port`, the value for `VITE_API_URL`. */
  url: string;
  close(): Promise<void>;
}

/** The HTTP handlers (the gateway's WebSocket link is served by the `ws` server below). */
const httpOnly = (list: readonly unknown[]): RequestHandler[] =>
  list.flatMap((handler) => (handler instanceof RequestHandler ? [handler] : []));
const restHandlers = httpOnly(handlers);
const offlineHandlers = httpOnly([...cdnHandlers, ...imageHandlers]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readRequestBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A Fetch `Request` for `url` with the Node request's method, headers and body. */
async function toFetchRequest(request: IncomingMessage, url: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(request);
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function send(response: ServerResponse, fetchResponse: Response, extraHeaders: Record<string, string>) {
  const headers: Record<string, string> = { ...extraHeaders };
  fetchResponse.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await fetchResponse.arrayBuffer());
  headers['content-length'] = String(body.length);
  response.writeHead(fetchResponse.status, headers);
  response.end(body);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** `/__control/*`: the switches tests and the shared demo use. */
async function control(path: string, request: Request): Promise<Response> {
  const body =
    request.method === 'GET' ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
  switch (`${request.method} ${path}`) {
    case 'POST /reset':
      stopSimulator();
      resetDb();
      clearFaults();
      setGatewayFault(null);
      return json({ ok: true });
    case 'GET /state':
      return json({
        now: now(),
        gateway: { ...gatewayConnections(), fault: gatewayFault()?.kind ?? null },
        faults: listFaults(),
        simulator: isSimulatorRunning(),
      });
    case 'POST /gateway': {
      const kind = body.fault ?? null;
      if (kind !== null && !GATEWAY_FAULTS.includes(kind as GatewayFault)) {
        return json(
          { error: `unknown gateway fault ${String(kind)}; one of ${GATEWAY_FAULTS.join(', ')}` },
          400,
        );
      }
      setGatewayFault(
        kind as GatewayFault | null,
        typeof body.times === 'number' ? { times: body.times } : {},
      );
      return json({ fault: kind });
    }
    case 'POST /faults':
      return json({ id: addFault(body as unknown as HttpFault) });
    case 'DELETE /faults':
      clearFaults();
      return json({ ok: true });
    case 'POST /orders':
      return json({ order: createOrder(body as NewOrder) });
    case 'POST /delivery-queue':
      joinQueue(String(body.userID ?? ''));
      return json({ ok: true });
    case 'POST /clock':
      advanceClock(Number(body.advanceMs));
      return json({ now: now() });
    case 'POST /simulator':
      if (body.running === true) startSimulator();
      else stopSimulator();
      return json({ simulator: isSimulatorRunning() });
    case 'GET /users': {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      return json({ user: db.users.get(id) ?? null });
    }
    default:
      return json({ error: `unknown control ${request.method} ${path}` }, 404);
  }
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || (allowed.length > 0 && !allowed.includes(origin))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  options: Required<Pick<ApiServerOptions, 'origins'>>,
  origin: string,
): Promise<void> {
  const url = new URL(request.url ?? '/', origin);
  const cors = corsHeaders(request.headers.origin, options.origins);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  const path = url.pathname;
  if (path === '/favicon.ico') {
    response.writeHead(204);
    response.end();
    return;
  }
  if (path === '/oauth2/authorize') {
    await send(response, authorizePage(url, options.origins), {});
    return;
  }
  if (path.startsWith('/__control/')) {
    // No CORS, and JSON only: a page on another site cannot call these (a form or a text/plain request from
    // it would pass without a preflight).
    const isJson = (request.headers['content-type'] ?? '').startsWith('application/json');
    if (request.method !== 'GET' && !isJson) {
      await send(response, new Response('control calls take application/json', { status: 415 }), {});
      return;
    }
    const fetchRequest = await toFetchRequest(request, url.href);
    await send(response, await control(path.slice('/__control'.length), fetchRequest), {});
    return;
  }
  if (path.startsWith('/__offline/')) {
    const target = decodeURIComponent(path.slice('/__offline/'.length)) + url.search;
    const fetchRequest = await toFetchRequest(request, target);
    const answer = await getResponse(offlineHandlers, fetchRequest);
    await send(response, answer ?? new Response('Not found', { status: 404 }), cors);
    return;
  }
  if (!path.startsWith('/api/')) {
    await send(response, errors.notFound(), cors);
    return;
  }

  const fetchRequest = await toFetchRequest(request, url.href);
  const fault = takeFault(fetchRequest.method, path, bearerToken(fetchRequest));
  if (fault?.hang) {
    // Never answered: held until the client gives up (its deadline) and closes the connection.
    await new Promise<void>((resolve) => {
      if (request.socket.destroyed) resolve();
      else response.once('close', () => resolve());
    });
    return;
  }
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.status !== undefined) {
    await send(response, faultResponse(fault as HttpFault & { status: number }), cors);
    return;
  }
  const answer = await getResponse(restHandlers, fetchRequest);
  await send(response, answer ?? errors.notFound(), cors);
}

/** Wraps a `ws` socket in what the gateway rules need of a client. */
function gatewayClient(socket: WebSocket, id: string) {
  return {
    id,
    send: (data: string) => socket.send(data),
    close: (code: number, reason: string) => {
      // Codes a close frame cannot carry: 1005 ("no status") is a close frame without a code; 1006 (abnormal) is
      // no close frame at all, the connection dropped, as a server that dies would leave it.
      if (code === 1005) socket.close();
      else if (code === 1006) socket.terminate();
      else socket.close(code, reason);
    },
  };
}

/** Starts the server; resolves once it listens. */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1';
  const origins = options.origins ?? [];
  let origin = `http://${host}`;
  const server: Server = createServer((request, response) => {
    handle(request, response, { origins }, origin).catch((error: unknown) => {
      // A thrown Response is the handlers' error answer (MSW does the same); anything else is a 500.
      if (error instanceof Response) {
        void send(response, error, corsHeaders(request.headers.origin, origins));
        return;
      }
      console.error('api-server:', error);
      if (response.headersSent) response.end();
      else {
        const answer = apiError(500, 'internal_error', 'Internal server error');
        void send(response, answer, corsHeaders(request.headers.origin, origins));
      }
    });
  });

  const sockets = new WebSocketServer({ noServer: true });
  let nextSocket = 1;
  server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', origin);
    if (pathname !== '/ws' && pathname !== '/ws/') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const id = `ws-${nextSocket++}`;
      const connection = openConnection(gatewayClient(ws, id));
      ws.on('message', (data, isBinary) => receive(connection, isBinary ? data : data.toString()));
      // A malformed frame from a client is an error event on its socket: end that socket, not the server.
      ws.on('error', () => ws.terminate());
      ws.on('close', (code, reason) => closedByClient(id, code, reason.toString()));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  startScheduler();
  if (options.simulator) startSimulator();

  return {
    url: origin,
    close: async () => {
      stopSimulator();
      stopScheduler();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
