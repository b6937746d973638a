/**
 * The board's data: the orders list and the delivery queue, kept current by gateway events in place while a board is
 * mounted (no refetch per event). Mounting a board shows the cached lists at once and fetches them again in the
 * background, because events sent while no board listened were not applied. When the gateway has given up, both lists
 * poll every 10 s instead, and both are fetched once when it is back. The queue carries only user ids
 * (docs/product/orders.md#delivery-queue): {@link useQueueMember} resolves each member's user.
 */
import { type CacheChange, cached, useAction, useCacheWrite } from '@lib/action';
import { type Endpoint, useEndpoint } from '@lib/endpoint';
import { useGatewayEvent, useGatewayStatus } from '@lib/gateway/react';
import { isApiError } from '@lib/http';
import { usePreferences } from '@lib/preferences';
import type { Order, QueueEntry } from '@lib/schemas/order';
import type { UserSummary } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { useUser } from '@lib/users';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { joinQueueEndpoint, leaveQueueEndpoint, ordersEndpoint, queueEndpoint } from '../api';
import {
  applyBoardChange,
  applyQueueJoin,
  applyQueueLeave,
  type BoardChange,
  describeChange,
  queuePosition,
} from '../model';
import { createAnnouncer } from './announcer';
import { playNewOrderChime } from './sound';

export const POLL_INTERVAL_MS = 10_000;

/**
 * Every mount fetches (in the background, over the cached list), even right after the last fetch: SWR's
 * default 2 s de-duplication would hand back a list that missed the events sent while no board listened.
 * Only one board is mounted at a time, so nothing is fetched twice.
 */
const REFETCH_ON_MOUNT = { revalidateOnFocus: false, revalidateIfStale: true, dedupingInterval: 0 } as const;

export type Liveness = 'live' | 'connecting' | 'reconnecting' | 'polling' | 'offline';

/**
 * Whether the board is live, connecting, reconnecting (a link was lost or never identified in time, and the
 * gateway is trying again), polling (the gateway is closed) or offline (the gateway gave up: it polls too, and
 * the connection tries again when the browser is back online or the tab visible).
 */
export function useLiveness(): Liveness {
  const status = useGatewayStatus();
  if (status === 'ready') return 'live';
  if (status === 'failed') return 'offline';
  if (status === 'closed' || status === 'idle') return 'polling';
  if (status === 'reconnecting') return 'reconnecting';
  return 'connecting';
}

/**
 * Events sent while the socket was down are lost: when the gateway becomes ready again after the first
 * connection, fetch once to catch up.
 */
function useRevalidateOnReconnect(liveness: Liveness, revalidate: () => unknown) {
  const wasLive = useRef<boolean | null>(null);
  useEffect(() => {
    const live = liveness === 'live';
    if (live && wasLive.current === false) void revalidate();
    if (live || wasLive.current !== null) wasLive.current = live;
  }, [liveness, revalidate]);
}

/**
 * A board list (the orders, the delivery queue) read the live way: fetched on every mount, polled every
 * {@link POLL_INTERVAL_MS} while the gateway has given up, fetched once when it is ready again. Gateway events
 * update it in place in between (the caller subscribes).
 */
function useLiveList<S extends z.ZodMiniType>(endpoint: Endpoint<void, S>) {
  const liveness = useLiveness();
  const result = useEndpoint(endpoint, undefined, {
    ...REFETCH_ON_MOUNT,
    // Not live for a while (reconnecting can last the identify deadline and backoffs, about 45 s): poll.
    refreshInterval: liveness === 'live' || liveness === 'connecting' ? 0 : POLL_INTERVAL_MS,
  });
  useRevalidateOnReconnect(liveness, result.mutate);
  return { result, liveness };
}

/** A change of the board as a change of the cached orders list, for an action's `cache` (lib/action.ts). */
export const ordersChange = (change: BoardChange): CacheChange =>
  cached.update(ordersEndpoint, undefined, (data) => ({
    ...data,
    orders: applyBoardChange(data.orders, change),
  }));

/** A change of the cached delivery queue (a join or a leave), for an action's `cache`. */
export const queueChange = (change: (queue: QueueEntry[]) => QueueEntry[]): CacheChange =>
  cached.update(queueEndpoint, undefined, (data) => ({ ...data, queue: change(data.queue) }));

/**
 * The active orders, live. Every change, from the gateway or from this user's action (`announce`), is spoken by
 * the page's `LiveRegion` through `announcer`; a new order chimes when the sound preference is on. `onNews` hears
 * the gateway's changes, with the order as the board had it before (none for a new one), e.g. for a notification.
 */
export function useOrders(onNews?: (change: BoardChange, previous: Order | undefined) => void) {
  const { result, liveness } = useLiveList(ordersEndpoint);
  const news = useRef(onNews);
  useEffect(() => {
    news.current = onNews;
  });
  const write = useCacheWrite();
  const [announcer] = useState(createAnnouncer);
  const { soundEffects } = usePreferences();
  const sound = useRef(soundEffects);
  useEffect(() => {
    sound.current = soundEffects;
  });

  const announce = useCallback(
    (change: BoardChange) => {
      const message = describeChange(change);
      if (message) announcer.say(message);
      if (change.kind === 'added' && sound.current) playNewOrderChime();
    },
    [announcer],
  );
  const apply = (change: BoardChange) => {
    const id = change.kind === 'removed' ? change.orderID : change.order.orderID;
    const previous = result.data?.orders.find((order) => order.orderID === id);
    void write(ordersChange(change));
    announce(change);
    news.current?.(change, previous);
  };

  const removed =
    (reason: Extract<BoardChange, { kind: 'removed' }>['reason']) =>
    ({ order }: { order: Order }) =>
      apply({ kind: 'removed', orderID: order.orderID, reason });
  useGatewayEvent('orderSent', (order) => apply({ kind: 'added', order }));
  useGatewayEvent('orderUpdated', (order) => apply({ kind: 'updated', order }));
  useGatewayEvent('cancelOrder', removed('cancelled'));
  useGatewayEvent('orderDeleted', removed('deleted'));
  useGatewayEvent('deliverOrder', removed('delivered'));

  return { ...result, orders: result.data?.orders, liveness, announcer, announce };
}

/**
 * The delivery queue, live like the orders list. Your own join shows at once with your name and avatar (the
 * session's), before the gateway's `{userID, joinedAt}` arrives.
 */
export function useDeliveryQueue() {
  const me = useCurrentUser();
  const userId = me?.id ?? null;
  const user = useMemo<QueueEntry['user']>(
    () =>
      me
        ? {
            id: me.id,
            username: me.username,
            displayName: me.displayName,
            discriminator: me.discriminator,
            avatar: me.avatar,
          }
        : null,
    [me],
  );
  const { result } = useLiveList(queueEndpoint);
  const write = useCacheWrite();
  const update = useCallback(
    (change: (queue: QueueEntry[]) => QueueEntry[]) => void write(queueChange(change)),
    [write],
  );
  // The gateway's news of the viewer's own place, counted. The server sends it before it answers a join or a
  // leave, so an answer that comes after such news is older than the cache: a join answered after the hand-over of
  // an order had taken the viewer out again would put them back. Such an answer leaves the cache alone.
  const ownNews = useRef(0);
  useGatewayEvent('joinDeliveryQueue', (joined) => {
    if (joined.userID === userId) ownNews.current += 1;
    update((queue) => applyQueueJoin(queue, joined));
  });
  useGatewayEvent('leaveDeliveryQueue', (userID) => {
    if (userID === userId) ownNews.current += 1;
    update((queue) => applyQueueLeave(queue, userID));
  });

  const queue = result.data?.queue;
  const position = queue ? queuePosition(queue, userId) : null;

  /**
   * Joining when already in the queue is a no-op (docs/product/orders.md#delivery-queue): the server would move you
   * to the back.
   */
  const join = useAction(
    async () => {
      if (!userId || position !== null) return null;
      const seen = ownNews.current;
      await joinQueueEndpoint.call(undefined);
      return ownNews.current !== seen ? null : { userID: userId, joinedAt: Date.now(), user };
    },
    {
      cache: (joined) => (joined ? queueChange((queue) => applyQueueJoin(queue, joined)) : null),
      failure: 'toast',
      failureTitle: 'Could not join the queue',
    },
  );

  const leave = useAction(
    async () => {
      if (!userId) return null;
      const seen = ownNews.current;
      await leaveQueueEndpoint.call(undefined);
      return ownNews.current !== seen ? null : userId;
    },
    {
      cache: (left) => (left ? queueChange((queue) => applyQueueLeave(queue, left)) : null),
      failure: 'toast',
      failureTitle: 'Could not leave the queue',
    },
  );

  /** The read as the panel shows it: the entries themselves as data. */
  const entries = useMemo(
    () => ({ data: queue, error: result.error, isValidating: result.isValidating, mutate: result.mutate }),
    [queue, result.error, result.isValidating, result.mutate],
  );

  return { ...result, queue, entries, position, join, leave };
}

/** The fields a queue member's avatar and name need. */
export type QueueMemberUser = Pick<
  UserSummary,
  'id' | 'username' | 'displayName' | 'discriminator' | 'avatar'
>;

/**
 * A queue member's user and how far its lookup got: `found`, `loading`, `not-found` (`{ user: null }` or 404)
 * or `failed` (any other error). Only `found` carries a user; the others show a fallback.
 */
export type QueueMember =
  | { state: 'found'; user: QueueMemberUser }
  | { state: 'loading' | 'not-found' | 'failed'; user: null };

/**
 * Who a queue member is. The queue and its gateway events carry only `{userID, joinedAt}`
 * (docs/product/orders.md#delivery-queue), so the member's user is read with `GET /api/v3/users/{id}` (`useUser`):
 * once per id, cached by SWR and never refetched while cached, so a re-render, a poll of the queue or the same member
 * in two places sends no new request. No request for yourself (the session has you) or for an entry that already
 * embeds its user (your own optimistic join, a server that embeds it).
 */
export function useQueueMember(entry: QueueEntry): QueueMember {
  const me = useCurrentUser();
  const known: QueueMemberUser | null = entry.user ?? (me && me.id === entry.userID ? me : null);
  const { data, error } = useUser(known ? null : entry.userID);
  if (known) return { state: 'found', user: known };
  if (data?.user) return { state: 'found', user: data.user };
  if (data || (isApiError(error) && error.statusCode === 404)) return { state: 'not-found', user: null };
  if (error) return { state: 'failed', user: null };
  return { state: 'loading', user: null };
}
