/**
 * The realtime gateway protocol (docs/api/gateway.md). Every frame is `{ op, d }`; events are
 * `{ op: 4, t: "<eventName>", d: payload }`. Client sends identify (op 0) with the session token, receives
 * identified (op 1), sends a heartbeat (op 2) every 45 s and receives an ack (op 3). Shared by the client in
 * `app/` and the fake gateway in `mocks/`, so both speak exactly this. The events' payloads are in `events.ts`.
 */
import * as z from 'zod/mini';

export const GatewayOp = {
  Identify: 0,
  Identified: 1,
  Heartbeat: 2,
  HeartbeatAck: 3,
  Event: 4,
} as const;
export type GatewayOpCode = (typeof GatewayOp)[keyof typeof GatewayOp];

export const HEARTBEAT_INTERVAL_MS = 45_000;
export const MAX_RECONNECT_ATTEMPTS = 3;
/** "No status code": never reconnect after it (docs/api/gateway.md#reconnect). */
export const NO_RECONNECT_CLOSE_CODE = 1005;
/** Close code the gateway uses when identify fails (bad or expired token). */
export const AUTH_FAILED_CLOSE_CODE = 4001;

/** Event names the client accepts: the documented ones plus the server's extras (docs/api/gateway.md#aliases). */
export const GATEWAY_EVENTS = [
  'orderSent',
  'orderUpdated',
  'cancelOrder',
  'orderDeleted',
  'deliverOrder',
  'joinDeliveryQueue',
  'leaveDeliveryQueue',
  'onlineUsers',
  'userBanned',
  'userUnbanned',
  'userRankUpdate',
] as const;
export type GatewayEventName = (typeof GATEWAY_EVENTS)[number];

/** The server emits `orderCancelled` where the documented name is `cancelOrder`: accept both. */
export const EVENT_ALIASES = { orderCancelled: 'cancelOrder' } as const satisfies Record<
  string,
  GatewayEventName
>;
export type GatewayEventAlias = keyof typeof EVENT_ALIASES;
const ALIASES = new Map<string, GatewayEventName>(Object.entries(EVENT_ALIASES));

/** The event's own name for a name or an alias; null for any other name. */
export function normalizeEventName(name: string): GatewayEventName | null {
  const canonical = ALIASES.get(name) ?? name;
  return GATEWAY_EVENTS.find((event) => event === canonical) ?? null;
}

const frameSchema = z.looseObject({
  op: z.number(),
  d: z.optional(z.unknown()),
  t: z.optional(z.string()),
});
export type GatewayFrame = z.infer<typeof frameSchema>;

/** Parses one inbound text frame; `null` for anything malformed (never throws). */
export function parseFrame(data: unknown): GatewayFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = frameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function encodeFrame(op: GatewayOpCode, d?: unknown, t?: string): string {
  return JSON.stringify(t === undefined ? { op, d: d ?? null } : { op, t, d: d ?? null });
}

export const identifyFrame = (token: string) => encodeFrame(GatewayOp.Identify, { token });
export const heartbeatFrame = () => encodeFrame(GatewayOp.Heartbeat);
export const eventFrame = (name: string, payload: unknown) => encodeFrame(GatewayOp.Event, payload, name);
