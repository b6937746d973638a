/**
 * The fake gateway's rules, without the socket: the connections and what each may receive, identify (a live
 * session, else close with AUTH_FAILED_CLOSE_CODE 4001), heartbeats, the fan-out of every `emitGatewayEvent` to
 * the identified connections, the log of every frame, and the fault switches ({@link setGatewayFault}).
 * `handlers.ts` links them to MSW's `ws.link`; any other socket server can link them the same way: call
 * {@link openConnection} with a {@link GatewayClient} for each new socket, {@link receive} for each text frame, and
 * {@link closedByClient} when the client closes (docs/api/gateway.md#fake-gateway).
 */

import type { GatewayServerEventMap } from '@lib/gateway/events';
import {
  AUTH_FAILED_CLOSE_CODE,
  encodeFrame,
  eventFrame,
  type GatewayFrame,
  GatewayOp,
  HEARTBEAT_INTERVAL_MS,
  parseFrame,
} from '@lib/gateway/protocol';
import { db } from '../db';
import { dbEvents } from '../events';
import { holds, resolveSession } from '../session/rules';
import { toUserSummary } from '../views';

/**
 * What the rules need of a socket, and all they use of it. MSW's client connection has these (and more); a
 * `ws` WebSocket is wrapped: `id` any string unique among open connections; `send` its `send`; `close` its
 * `close(code, reason)`, except for the two codes no close frame may carry: {@link CLOSE_WITHOUT_STATUS} (1005)
 * means close with no status code (`close()` with no arguments: the browser then reports 1005), and
 * {@link CLOSE_ABNORMALLY} (1006) means drop the connection without a close frame (`terminate()`: the browser
 * reports 1006).
 */
export interface GatewayClient {
  id: string;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** A close without a status code (the browser's CloseEvent code when the close frame carries none). */
export const CLOSE_WITHOUT_STATUS = 1005;
/** A connection lost without a close frame (the browser's CloseEvent code for an abnormal close). */
export const CLOSE_ABNORMALLY = 1006;

export interface Connection {
  client: GatewayClient;
  /** Set once identify succeeds. */
  userID: string | null;
  /** When identify succeeded (ms, the real clock: the browser measures against it); null before. */
  identifiedAt: number | null;
  /** Hung by the 'silent' fault: nothing it sends is answered any more. */
  silent: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Faults
// ---------------------------------------------------------------------------------------------------------------

/**
 * What the fake gateway can do wrong, each applied when a client sends identify (docs/api/gateway.md#faults):
 * - `silent`: accept the socket and never answer identify, nor anything else on that connection;
 * - `drop-after-identify`: answer identify, then drop the connection abnormally (1006) {@link DROP_AFTER_IDENTIFY_MS}
 *   later;
 * - `close-1005`: close with code 1005 (no status) instead of answering identify;
 * - `refuse-token`: close with AUTH_FAILED_CLOSE_CODE (4001), as for a bad token, whatever the token.
 */
export const GATEWAY_FAULTS = ['silent', 'drop-after-identify', 'close-1005', 'refuse-token'] as const;
export type GatewayFault = (typeof GATEWAY_FAULTS)[number];

/** How long after identified the 'drop-after-identify' fault drops the link: op 1 has been delivered by then. */
export const DROP_AFTER_IDENTIFY_MS = 100;

let fault: { kind: GatewayFault; remaining: number } | null = null;

/**
 * Turns a fault on for the next `times` identifies (every one by default), or off with `null`. One fault at a
 * time: setting one replaces the last. Connections already identified are left alone.
 */
export function setGatewayFault(kind: GatewayFault | null, options: { times?: number } = {}): void {
  fault = kind === null ? null : { kind, remaining: options.times ?? Number.POSITIVE_INFINITY };
}

/** The fault in force, and how many identifies it still applies to (Infinity: until turned off); null if none. */
export function gatewayFault(): { kind: GatewayFault; remaining: number } | null {
  return fault ? { ...fault } : null;
}

/** The fault to apply to this identify, counting it down. */
function takeFault(): GatewayFault | null {
  if (!fault) return null;
  const { kind } = fault;
  fault.remaining -= 1;
  if (fault.remaining <= 0) fault = null;
  return kind;
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
  if (connection.userID !== null) announceOnlineUsers();
}

function identify(connection: Connection, frame: GatewayFrame): void {
  const faulty = takeFault();
  if (faulty === 'silent') {
    connection.silent = true;
    return;
  }
  if (faulty === 'close-1005') {
    close(connection, CLOSE_WITHOUT_STATUS, '');
    return;
  }
  const d = frame.d as { token?: unknown } | null | undefined;
  const auth =
    faulty === 'refuse-token' ? null : resolveSession(typeof d?.token === 'string' ? d.token : null);
  if (!auth) {
    close(connection, AUTH_FAILED_CLOSE_CODE, 'Authentication failed');
    return;
  }
  connection.userID = auth.user._id;
  connection.identifiedAt = Date.now();
  send(
    connection,
    encodeFrame(GatewayOp.Identified, {
      user: { id: auth.user._id, username: auth.user.username },
      heartbeatInterval: HEARTBEAT_INTERVAL_MS,
    }),
  );
  announceOnlineUsers();
  if (faulty === 'drop-after-identify') {
    setTimeout(() => {
      if (connections.get(connection.client.id) === connection) close(connection, CLOSE_ABNORMALLY, '');
    }, DROP_AFTER_IDENTIFY_MS);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Online users
// ---------------------------------------------------------------------------------------------------------------

/**
 * `onlineUsers` (docs/api/gateway.md#events): not produced by the core (docs/api/gateway.md#events), so the gateway's
 * own. Not shown: its payload, who receives it and when. Designed here: `{ users }`, one entry per identified user
 * (their summary, the oldest of their connections' identify time, how many connections), oldest first; sent only to
 * identified connections whose user holds SUPER_ADMIN (checked at each send, so a rank change counts), whenever
 * someone identifies or disconnects. A super admin who identifies gets the list at once, just after op 1.
 */
export function onlineUsers(): GatewayServerEventMap['onlineUsers'] {
  const byUser = new Map<string, { connectedAt: number; connections: number }>();
  for (const { userID, identifiedAt } of connections.values()) {
    if (userID === null || identifiedAt === null) continue;
    const entry = byUser.get(userID);
    if (entry) {
      entry.connectedAt = Math.min(entry.connectedAt, identifiedAt);
      entry.connections += 1;
    } else byUser.set(userID, { connectedAt: identifiedAt, connections: 1 });
  }
  const users = [...byUser].flatMap(([userID, entry]) => {
    const user = db.users.get(userID);
    return user ? [{ user: toUserSummary(user), ...entry }] : [];
  });
  return { users: users.sort((a, b) => a.connectedAt - b.connectedAt) };
}

function announceOnlineUsers(): void {
  const frame = eventFrame('onlineUsers', onlineUsers());
  for (const connection of connections.values()) {
    if (connection.userID === null) continue;
    const user = db.users.get(connection.userID);
    if (user && holds(user, 'SUPER_ADMIN')) send(connection, frame);
  }
}

/** A frame from the client: identify and heartbeat are answered; anything else is logged and ignored. */
export function receive(connection: Connection, data: unknown): void {
  const frame = parseFrame(data);
  record({
    connectionId: connection.client.id,
    direction: 'in',
    data: typeof data === 'string' ? data : '[binary]',
    frame,
  });
  if (!frame || connection.silent) return;
  if (frame.op === GatewayOp.Identify) identify(connection, frame);
  else if (frame.op === GatewayOp.Heartbeat) send(connection, encodeFrame(GatewayOp.HeartbeatAck));
}

/** A new connection: registered and logged, not identified yet. */
export function openConnection(client: GatewayClient): Connection {
  const connection: Connection = { client, userID: null, identifiedAt: null, silent: false };
  connections.set(client.id, connection);
  record({ connectionId: client.id, direction: 'open' });
  return connection;
}

/** The client closed the connection; closes the gateway initiated were already logged and removed. */
export function closedByClient(clientId: string, code: number, reason: string): void {
  const connection = connections.get(clientId);
  if (!connection) return;
  connections.delete(clientId);
  record({ connectionId: clientId, direction: 'close', code, reason });
  if (connection.userID !== null) announceOnlineUsers();
}

/** Database events become op 4 frames for every identified client. */
dbEvents.on('gateway', ({ name, payload }) => {
  const frame = eventFrame(name, payload);
  for (const connection of connections.values()) {
    if (connection.userID !== null) send(connection, frame);
  }
});
