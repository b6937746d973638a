/**
 * Owns the gateway socket (design guide rule 9): connects while a user is signed in, publishes events on
 * the bus, exposes the status. A `userBanned` event for the current user resets the session and sends
 * them to `/?error=account_banned` (spec §4).
 */
import { gatewayUrl } from '@lib/config';
import { userBannedPayload } from '@lib/gateway/protocol';
import { createGatewayBus, GatewayContextProvider, type GatewayStatus } from '@lib/gateway/react';
import { useSession, useSessionStore } from '@lib/session';
import { type ReactNode, useEffect, useState } from 'react';
import { GatewayClient } from './GatewayClient';

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
    const client = new GatewayClient({ url: gatewayUrl(), token, bus, onStatus: setStatus });
    client.start();
    return () => client.stop();
  }, [token, bus]);

  useEffect(
    () =>
      bus.on('userBanned', (payload) => {
        const parsed = userBannedPayload.safeParse(payload);
        if (!parsed.success || parsed.data.userID !== userId) return;
        store.clear();
        onBanned();
      }),
    [bus, userId, store, onBanned],
  );

  return (
    <GatewayContextProvider bus={bus} status={status}>
      {children}
    </GatewayContextProvider>
  );
}
