/**
 * The realtime gateway, faked with MSW's `ws.link`, speaking `lib/gateway/protocol.ts` exactly:
 * - op 0 identify `{token}`: a live session → op 1 `{user: {id, username}, heartbeatInterval}`; anything else →
 *   close with AUTH_FAILED_CLOSE_CODE (4001);
 * - op 2 heartbeat → op 3 ack (also before identify, as real gateways allow);
 * - every `emitGatewayEvent(name, payload)` → op 4 `{op: 4, t: name, d: payload}` to every identified client
 *   (`userBanned` too: clients filter by user id). Payloads are typed by the client's schemas
 *   (`lib/gateway/events.ts`), and the mock tests check that each one published passes them (`testing.ts`).
 * Malformed frames and unknown ops are logged and ignored (not shown for the real gateway).
 *
 * Every frame in and out is recorded in {@link gatewayLog} (with timestamps, per connection) for tests and demo
 * controls.
 */
import {
  AUTH_FAILED_CLOSE_CODE,
  encodeFrame,
  eventFrame,
  type GatewayFrame,
  GatewayOp,
  HEARTBEAT_INTERVAL_MS,
  parseFrame,
} from '@lib/gateway/protocol';
import { type WebSocketHandlerConnection, ws } from 'msw';
import { dbEvents, emitGatewayEvent } from '../events';
import { resolveSession } from '../session/rules';

export { emitGatewayEvent };

/**
 * The client connects to `ws(s)://<page host>/ws/` in demo mode, or to `VITE_GATEWAY_URL` / the API origin
 * otherwise. Like the REST patterns, the link is origin-agnostic, so it matches all of these and also works in
 * Node, where a relative `/ws/` has no page to resolve against. No trailing slash: MSW strips it from the
 * client's URL but keeps it in a wildcard pattern, so `'*\/ws/'` would never match.
 */
export const GATEWAY_URL_PATTERN = '*/ws';
export const gatewayLink = ws.link(GATEWAY_URL_PATTERN);

type Client = WebSocketHandlerConnection['client'];

interface Connection {
  client: Client;
  /** Set once identify succeeds. */
  userID: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Log
// ---------------------------------------------------------------------------------------------------------------

/** `in`: a frame the client sent; `out`: a frame the gateway sent; `open`/`close`: the connection's lifecycle. */
export type GatewayLogDirection = 'open' | 'in' | 'out' | 'close';

export interface GatewayLogEntry {
  /** ms timestamp. */
  at: number;
  connectionId: string;
  direction: GatewayLogDirection;
  /** The raw text frame (`in`/`out`). */
  data?: string;
  /** The parsed frame (`in`/`out`); null when a received frame was malformed. */
  frame?: GatewayFrame | null;
  /** Close code and reason (`close`). */
  code?: number;
  reason?: string;
}

/**
 * Every connection's frames in order: a plain array, so demo controls and Playwright (`window.__VD_DEMO__`) can
 * read it as is. Never reassigned; {@link clearGatewayLog} empties it in place.
 */
export const gatewayLog: GatewayLogEntry[] = [];

function record(entry: Omit<GatewayLogEntry, 'at'>): void {
  gatewayLog.push({ at: Date.now(), ...entry });
}

export function clearGatewayLog(): void {
  gatewayLog.length = 0;
}

/** Parsed frames in one direction, optionally of one connection. */
export function gatewayFrames(direction: 'in' | 'out', connectionId?: string): GatewayFrame[] {
  return gatewayLog.flatMap((e) =>
    e.direction === direction && e.frame && (connectionId === undefined || e.connectionId === connectionId)
      ? [e.frame]
      : [],
  );
}

/** Ids of every connection in the log, in order of opening. */
export const gatewayLogConnections = (): string[] => [...new Set(gatewayLog.map((e) => e.connectionId))];

// ---------------------------------------------------------------------------------------------------------------
// Connections
// ---------------------------------------------------------------------------------------------------------------

const connections = new Map<string, Connection>();

/** How many clients are connected, and how many of them identified. */
export function gatewayConnections(): { open: number; identified: number } {
  const all = [...connections.values()];
  return { open: all.length, identified: all.filter((c) => c.userID !== null).length };
}

function send(connection: Connection, data: string): void {
  record({ connectionId: connection.client.id, direction: 'out', data, frame: parseFrame(data) });
  connection.client.send(data);
}

function close(connection: Connection, code: number, reason: string): void {
  connections.delete(connection.client.id);
  record({ connectionId: connection.client.id, direction: 'close', code, reason });
  connection.client.close(code, reason);
}

function identify(connection: Connection, frame: GatewayFrame): void {
  const d = frame.d as { token?: unknown } | null | undefined;
  const auth = resolveSession(typeof d?.token === 'string' ? d.token : null);
  if (!auth) {
    close(connection, AUTH_FAILED_CLOSE_CODE, 'Authentication failed');
    return;
  }
  connection.userID = auth.user._id;
  send(
    connection,
    encodeFrame(GatewayOp.Identified, {
      user: { id: auth.user._id, username: auth.user.username },
      heartbeatInterval: HEARTBEAT_INTERVAL_MS,
    }),
  );
}

function receive(connection: Connection, data: unknown): void {
  const frame = parseFrame(data);
  record({
    connectionId: connection.client.id,
    direction: 'in',
    data: typeof data === 'string' ? data : '[binary]',
    frame,
  });
  if (!frame) return;
  if (frame.op === GatewayOp.Identify) identify(connection, frame);
  else if (frame.op === GatewayOp.Heartbeat) send(connection, encodeFrame(GatewayOp.HeartbeatAck));
}

export const gatewayHandler = gatewayLink.addEventListener('connection', ({ client }) => {
  const connection: Connection = { client, userID: null };
  connections.set(client.id, connection);
  record({ connectionId: client.id, direction: 'open' });

  client.addEventListener('message', (event) => receive(connection, event.data));
  client.addEventListener('close', (event) => {
    // Closes we initiated were already logged and removed.
    if (!connections.delete(client.id)) return;
    record({ connectionId: client.id, direction: 'close', code: event.code, reason: event.reason });
  });
});

/** Database events become op 4 frames for every identified client. */
dbEvents.on('gateway', ({ name, payload }) => {
  const frame = eventFrame(name, payload);
  for (const connection of connections.values()) {
    if (connection.userID !== null) send(connection, frame);
  }
});
