/**
 * The board's data: the orders list and the delivery queue, kept current by gateway events in place while a
 * board is mounted (no refetch per event). Mounting a board shows the cached list at once and fetches it again
 * in the background, because events sent while no board listened were not applied. When the gateway has
 * given up, the list polls every 10 s instead.
 */
import { useEndpoint } from '@lib/endpoint';
import type { GatewayEventMap } from '@lib/gateway/protocol';
import { useGatewayEvent, useGatewayStatus } from '@lib/gateway/react';
import type { Order, QueueEntry } from '@lib/schemas/order';
import { useCallback, useEffect, useRef } from 'react';
import { joinQueueEndpoint, leaveQueueEndpoint, ordersEndpoint, queueEndpoint } from './api';
import { applyBoardChange, applyQueueEvent, type BoardChange, boardChange, queuePosition } from './board';

export const POLL_INTERVAL_MS = 10_000;

/**
 * Every mount fetches (in the background, over the cached list), even right after the last fetch: SWR's
 * default 2 s de-duplication would hand back a list that missed the events sent while no board listened.
 * Only one board is mounted at a time, so nothing is fetched twice.
 */
const REFETCH_ON_MOUNT = { revalidateOnFocus: false, revalidateIfStale: true, dedupingInterval: 0 } as const;

const BOARD_EVENTS = ['orderSent', 'orderUpdated', 'cancelOrder', 'orderDeleted', 'deliverOrder'] as const;

/** Whether the board is live, connecting, or (gateway gave up) polling. */
export function useLiveness(): 'live' | 'connecting' | 'polling' {
  const status = useGatewayStatus();
  if (status === 'ready') return 'live';
  if (status === 'failed' || status === 'closed' || status === 'idle') return 'polling';
  return 'connecting';
}

/**
 * Events sent while the socket was down are lost: when the gateway becomes ready again after the first
 * connection, fetch once to catch up.
 */
function useRevalidateOnReconnect(liveness: ReturnType<typeof useLiveness>, revalidate: () => unknown) {
  const wasLive = useRef<boolean | null>(null);
  useEffect(() => {
    const live = liveness === 'live';
    if (live && wasLive.current === false) void revalidate();
    if (live || wasLive.current !== null) wasLive.current = live;
  }, [liveness, revalidate]);
}

export function useOrders(onChange?: (change: BoardChange) => void) {
  const liveness = useLiveness();
  const result = useEndpoint(ordersEndpoint, undefined, {
    ...REFETCH_ON_MOUNT,
    refreshInterval: liveness === 'polling' ? POLL_INTERVAL_MS : 0,
  });
  const { mutate } = result;
  useRevalidateOnReconnect(liveness, mutate);
  const latest = useRef(onChange);
  latest.current = onChange;

  const apply = useCallback(
    (change: BoardChange) => {
      void mutate(
        (current) => (current ? { orders: applyBoardChange(current.orders, change) as Order[] } : current),
        {
          revalidate: false,
        },
      );
      latest.current?.(change);
    },
    [mutate],
  );

  const handler = (event: keyof GatewayEventMap) => (payload: unknown) => {
    const change = boardChange(event, payload);
    if (change) apply(change);
  };
  // One subscription per event name; the list of names is fixed.
  useGatewayEvent(BOARD_EVENTS[0], handler(BOARD_EVENTS[0]));
  useGatewayEvent(BOARD_EVENTS[1], handler(BOARD_EVENTS[1]));
  useGatewayEvent(BOARD_EVENTS[2], handler(BOARD_EVENTS[2]));
  useGatewayEvent(BOARD_EVENTS[3], handler(BOARD_EVENTS[3]));
  useGatewayEvent(BOARD_EVENTS[4], handler(BOARD_EVENTS[4]));

  return { ...result, orders: result.data?.orders, liveness, apply };
}

export function useDeliveryQueue(userId: string | null, user: QueueEntry['user']) {
  const result = useEndpoint(queueEndpoint, undefined, REFETCH_ON_MOUNT);
  const { mutate } = result;
  const update = useCallback(
    (event: string, payload: unknown) =>
      void mutate(
        (current) =>
          current ? { queue: applyQueueEvent(current.queue, event, payload) as QueueEntry[] } : current,
        {
          revalidate: false,
        },
      ),
    [mutate],
  );
  useGatewayEvent('joinDeliveryQueue', (payload) => update('joinDeliveryQueue', payload));
  useGatewayEvent('leaveDeliveryQueue', (payload) => update('leaveDeliveryQueue', payload));

  const queue = result.data?.queue;
  const position = queue ? queuePosition(queue, userId) : null;

  /** Joining when already in the queue is a no-op (spec §4): the server would move you to the back. */
  const join = useCallback(async () => {
    if (!userId || position !== null) return;
    await joinQueueEndpoint.call(undefined);
    update('joinDeliveryQueue', { userID: userId, joinedAt: Date.now(), user });
  }, [userId, position, update, user]);

  const leave = useCallback(async () => {
    if (!userId) return;
    await leaveQueueEndpoint.call(undefined);
    update('leaveDeliveryQueue', userId);
  }, [userId, update]);

  return { ...result, queue, position, join, leave };
}
