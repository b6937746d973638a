/**
 * Owns the gateway socket (docs/architecture.md#gateway-bus): connects while a user is signed in, publishes
 * events on the bus, exposes the status. A `userBanned` event for the current user resets the session and sends
 * them to `/?error=account_banned` (docs/api/gateway.md#banned-event); a `userRankUpdate` for them reads the user
 * again, so the sidebar follows their new permissions without a reload. A refused token (close code 4001) makes
 * the session check itself with the API: a 401 there ends it (docs/api/gateway.md#identify).
 */
import { gatewayUrl } from '@lib/config';
import { createGatewayBus, GatewayContextProvider, type GatewayStatus } from '@lib/gateway/react';
import { useSession, useSessionStore } from '@lib/session';
import { type ReactNode, useEffect, useState } from 'react';
import { GatewayClient, type GatewayClientOptions } from './GatewayClient';
import { checkSessionAfterRefusal } from './session-check';

export interface GatewayProviderProps {
  /** Called after the current user was banned and their session reset. */
  onBanned: () => void;
  /** Shorter waits than the defaults (the identify deadline, the reconnect backoff), for stories. Read once. */
  timing?: Pick<GatewayClientOptions, 'identifyTimeout' | 'backoff'>;
  children: ReactNode;
}

export function GatewayProvider({ onBanned, timing: initialTiming, children }: GatewayProviderProps) {
  const session = useSession();
  const store = useSessionStore();
  const [bus] = useState(createGatewayBus);
  const [timing] = useState(initialTiming);
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
      ...timing,
    });
    client.start();
    return () => {
      client.stop();
      // What the last session's gateway said (the online users) is not the next one's to see.
      bus.forget();
    };
  }, [token, bus, store, timing]);

  useEffect(
    () =>
      bus.on('userBanned', ({ userID }) => {
        if (userID !== userId) return;
        store.clear();
        onBanned();
      }),
    [bus, userId, store, onBanned],
  );

  // A rank change of the current user reads the user again: permissions, sidebar and menus follow at once
  // (docs/api/gateway.md#events). A failed refresh keeps the user as they were.
  useEffect(
    () =>
      bus.on('userRankUpdate', ({ userID }) => {
        if (userID !== userId) return;
        store.refresh().catch(() => undefined);
      }),
    [bus, userId, store],
  );

  return (
    <GatewayContextProvider bus={bus} status={status}>
      {children}
    </GatewayContextProvider>
  );
}
