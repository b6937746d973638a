/**
 * Every gateway event's payload as a schema, liberal like the response schemas in `lib/schemas`
 * (docs/api/gateway.md#events). The client parses each payload once, when its frame arrives
 * (`app/gateway/GatewayClient.ts`), so subscribers receive {@link GatewayEventMap}'s types; a server's side (the
 * fake backend) is typed by {@link GatewayServerEventMap}, the same schemas' input under the names it sends.
 */
import * as z from 'zod/mini';
import { lenientArray, optionalString, stringList } from '../schemas/common';
import { orderSchema, queueEntrySchema } from '../schemas/order';
import { userSchema, userSummarySchema } from '../schemas/user';
import type { EVENT_ALIASES, GatewayEventAlias, GatewayEventName } from './protocol';

/** The user an order event names (the customer, the deliverer, the staff member who deleted it), or null. */
const eventUser = z.catch(z.nullish(userSchema), null);

export const gatewayEventSchemas = {
  /** The new order. */
  orderSent: orderSchema,
  /** The order after the change. */
  orderUpdated: orderSchema,
  /** The server's `orderCancelled`; `user` is the customer. */
  cancelOrder: z.looseObject({ order: orderSchema, user: eventUser }),
  orderDeleted: z.looseObject({ order: orderSchema, user: eventUser, reason: optionalString }),
  /** `deliveryMessage` is the templated text; `report` tells a report from a delivery. */
  deliverOrder: z.looseObject({
    order: orderSchema,
    user: eventUser,
    deliveryMessage: z.catch(z.string(), ''),
    report: z.catch(z.boolean(), false),
  }),
  /** `{ userID, joinedAt }`, read as a queue entry (its `user` is null). */
  joinDeliveryQueue: queueEntrySchema,
  /** The user id as a bare string; a `{ userID }` object is read too. */
  leaveDeliveryQueue: z.union([
    z.string(),
    z.pipe(
      z.looseObject({ userID: z.string() }),
      z.transform(({ userID }) => userID),
    ),
  ]),
  /**
   * Not known: the core never produces it (the gateway's own, docs/api/gateway.md#events). Designed here: `{ users
   * }`, one entry per connected user, `connectedAt` the ms timestamp of their oldest connection; a broken entry is
   * dropped.
   */
  onlineUsers: z.looseObject({
    users: lenientArray(
      z.looseObject({
        user: userSummarySchema,
        connectedAt: z.catch(z.nullable(z.number()), null),
        connections: z.catch(z.number(), 1),
      }),
    ),
  }),
  /** `expiry` is whatever the staff member entered. */
  userBanned: z.looseObject({ userID: z.string(), reason: optionalString, expiry: z.optional(z.unknown()) }),
  userUnbanned: z.looseObject({ userID: z.string() }),
  userRankUpdate: z.looseObject({
    userID: z.string(),
    ranks: stringList,
    announceToLog: z.catch(z.boolean(), false),
  }),
} satisfies Record<GatewayEventName, z.ZodMiniType>;

type Schemas = typeof gatewayEventSchemas;

/** Each event's payload as subscribers receive it: parsed by its schema. */
export type GatewayEventMap = { [Name in GatewayEventName]: z.output<Schemas[Name]> };

/** The name a server sends: an event's own name or its alias. */
export type GatewayServerEventName = GatewayEventName | GatewayEventAlias;

/** Each event's payload as a server sends it (the schema's input), under every name the client accepts. */
export type GatewayServerEventMap = {
  [Name in GatewayServerEventName]: z.input<
    Schemas[Name extends GatewayEventAlias ? (typeof EVENT_ALIASES)[Name] : Name]
  >;
};

/** The same schemas, indexed so that a generic name keeps its own payload type. */
const schemaOf: { [Name in GatewayEventName]: z.ZodMiniType<GatewayEventMap[Name]> } = gatewayEventSchemas;

/** Parses an event's payload with its schema (never throws). */
export function parseGatewayPayload<Name extends GatewayEventName>(
  name: Name,
  payload: unknown,
): z.core.util.SafeParseResult<GatewayEventMap[Name]> {
  return schemaOf[name].safeParse(payload);
}
