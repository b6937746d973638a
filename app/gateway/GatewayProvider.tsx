/**
 * Owns the gateway socket (docs/architecture.md#gateway-bus): connects while a user is signed in, publishes
 * events on the bus, exposes the status. A `userBanned` event for the current user resets the session and sends
 * them to `/?error=account_banned` (docs/api/gateway.md#banned-event). A refused token (close code 4001) makes
 * the session check itself with the API: a 401 there ends it (docs/api/gateway.md#identify).
 */
import { gatewayUrl } from '@lib/config';
import { createGatewayBus, GatewayContextProvider, type GatewayStatus } from '@lib/gateway/react';
import { useSession, useSessionStore } from '@lib/session';
import { type ReactNode, useEffect, useState } from 'react';
import { GatewayClient } from './GatewayClient';
import { checkSessionAfterRefusal } from './session-check';

export interface GatewayProviderProps {
  /** Called after the current user was banned and their session reset. */
  onBanned: () => void;
  children: ReactNode;
}

export function GatewayProvider({ onBanned, children }: GatewayProviderProps) {
  const session = useSession();
  const store = useSessionStore();
  const [bus] = useState(createGatewayBus);
  const [status, setStatus] = useState<GatewayStatus>('idle');
  const token = session.status === 'authenticated' ? session.token : null;
  const userId = session.user?.id ?? null;

  useEffect(() => {
    if (!token) {
      setStatus('idle');
      return;
    }
    const client = new GatewayClient({
      url: gatewayUrl(),
      token,
      bus,
      onStatus: setStatus,
      onAuthFailed: () => void checkSessionAfterRefusal(store),
    });
    client.start();
    return () => client.stop();
  }, [token, bus, store]);

  useEffect(
    () =>
      bus.on('userBanned', ({ userID }) => {
        if (userID !== userId) return;
        store.clear();
        onBanned();
      }),
    [bus, userId, store, onBanned],
  );

  // The signed-in user's ranks changed (an accepted application, a rank manager): their permissions and menus follow.
  useEffect(
    () =>
      bus.on('userRankUpdate', ({ userID }) => {
        if (userID === userId) void store.refresh().catch(() => undefined);
      }),
    [bus, userId, store],
  );

  return (
    <GatewayContextProvider bus={bus} status={status}>
      {children}
    </GatewayContextProvider>
  );
}
