/**
 * The realtime gateway protocol (spec §4, §7, §9; contract §5.1). Every frame is `{ op, d }`; events are
 * `{ op: 4, t: "<eventName>", d: payload }`. Client sends identify (op 0) with the session token, receives
 * identified (op 1), sends a heartbeat (op 2) every 45 s and receives an ack (op 3). Shared by the client in
 * `app/` and the fake gateway in `mocks/`, so both speak exactly this.
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
/** "No status code": the spec says never reconnect after it. */
export const NO_RECONNECT_CLOSE_CODE = 1005;
/** Close code the gateway uses when identify fails (bad or expired token). */
export const AUTH_FAILED_CLOSE_CODE = 4001;

/** Event names the client consumes (spec §7) plus the core's aliases and extras (contract §5.1). */
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

/** The core emits `orderCancelled` where the spec says `cancelOrder`: accept both. */
const ALIASES: Record<string, GatewayEventName> = { orderCancelled: 'cancelOrder' };

export function normalizeEventName(name: string): GatewayEventName | null {
  const canonical = ALIASES[name] ?? name;
  return (GATEWAY_EVENTS as readonly string[]).includes(canonical) ? (canonical as GatewayEventName) : null;
}

/** Payloads as the server sends them; features validate them further with their own schemas. */
export interface GatewayEventMap {
  orderSent: unknown;
  orderUpdated: unknown;
  cancelOrder: unknown;
  orderDeleted: unknown;
  deliverOrder: unknown;
  joinDeliveryQueue: unknown;
  leaveDeliveryQueue: unknown;
  onlineUsers: unknown;
  userBanned: unknown;
  userUnbanned: unknown;
  userRankUpdate: unknown;
}

export const userBannedPayload = z.looseObject({
  userID: z.string(),
  reason: z.catch(z.nullish(z.string()), null),
  expiry: z.optional(z.unknown()),
});

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
