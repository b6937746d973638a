import { useGatewayStatus, useLatestGatewayEvent } from '@lib/gateway/react';
import { SECOND } from '@lib/time';
import { useMemo } from 'react';
import { type OnlineUserRow, onlineRows } from './model';

/** The gateway's latest `onlineUsers` as rows (undefined until it has sent one), and the connection's status. */
export function useOnlineUsers() {
  const payload = useLatestGatewayEvent('onlineUsers');
  const status = useGatewayStatus();
  const rows: OnlineUserRow[] | undefined = useMemo(() => payload && onlineRows(payload), [payload]);
  return { rows, status };
}

/** How often the connection times move on. */
export const CLOCK_PERIOD_MS = 30 * SECOND;
