/**
 * React bindings of the gateway: `app/` provides the bus and the connection status; features subscribe
 * with {@link useGatewayEvent} and read {@link useGatewayStatus}. Stories provide a bus of their own and
 * drive it by hand.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useSyncExternalStore,
} from 'react';
import { EventBus } from './bus';
import type { GatewayEventMap } from './events';

export type GatewayStatus =
  | 'idle'
  | 'connecting'
  | 'identifying'
  | 'ready'
  | 'reconnecting'
  | 'failed'
  | 'closed';

export type GatewayBus = EventBus<GatewayEventMap>;

export function createGatewayBus(): GatewayBus {
  return new EventBus<GatewayEventMap>();
}

interface GatewayContextValue {
  bus: GatewayBus;
  status: GatewayStatus;
}

const fallback: GatewayContextValue = { bus: createGatewayBus(), status: 'idle' };
const GatewayContext = createContext<GatewayContextValue>(fallback);

export function GatewayContextProvider(props: {
  bus: GatewayBus;
  status: GatewayStatus;
  children: ReactNode;
}) {
  const { bus, status, children } = props;
  return <GatewayContext.Provider value={{ bus, status }}>{children}</GatewayContext.Provider>;
}

/** Subscribes to one gateway event for the component's lifetime; the latest handler is always called. */
export function useGatewayEvent<K extends keyof GatewayEventMap>(
  name: K,
  handler: (payload: GatewayEventMap[K]) => void,
): void {
  const { bus } = useContext(GatewayContext);
  const onEvent = useEffectEvent(handler);
  useEffect(() => bus.on(name, (payload) => onEvent(payload)), [bus, name]);
}

/**
 * The latest payload of an event that replaces its state whole (`onlineUsers`), also when it came before the
 * component mounted; re-renders on each new one. Undefined until the first.
 */
export function useLatestGatewayEvent<K extends keyof GatewayEventMap>(
  name: K,
): GatewayEventMap[K] | undefined {
  const { bus } = useContext(GatewayContext);
  const subscribe = useCallback((onChange: () => void) => bus.on(name, onChange), [bus, name]);
  return useSyncExternalStore(subscribe, () => bus.latest(name));
}

export function useGatewayStatus(): GatewayStatus {
  return useContext(GatewayContext).status;
}
