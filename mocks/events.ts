/**
 * The fake backend's event bus: the gateway events it publishes (the fake gateway forwards them as op 4 frames)
 * and the database's resets.
 */
import { EventBus } from '@lib/gateway/bus';
import type { GatewayServerEventMap, GatewayServerEventName } from '@lib/gateway/events';
import type { DbEventMap, GatewayEmission } from './types';

export const dbEvents = new EventBus<DbEventMap>();

/** Publishes a gateway event: every identified gateway client receives `{op: 4, t: name, d: payload}`. */
export function emitGatewayEvent<Name extends GatewayServerEventName>(
  name: Name,
  payload: GatewayServerEventMap[Name],
): void {
  dbEvents.emit('gateway', { name, payload } as GatewayEmission);
}
