/** The shared wiring of the board and the order page: viewer, live list, queue, actions, announcements. */
import { usePreferences } from '@lib/preferences';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { BoardChange, Viewer } from '../model';
import { createAnnouncer } from './announcer';
import { useDeliveryQueue, useOrders } from './lists';
import { playNewOrderChime } from './sound';
import { useOrderActions } from './useOrderActions';

/** Above the server's message when it refuses the orders (403): the board and the order page. */
export const ORDERS_CLOSED_TITLE = 'The Order Manager is not open to you';

const REMOVED: Record<string, string> = {
  delivered: 'was delivered',
  deleted: 'was deleted',
  cancelled: 'was cancelled',
};

export function describeChange(change: BoardChange): string | null {
  if (change.kind === 'added')
    return `New order #${change.order.orderID} from ${userDisplayName(change.order.user)}`;
  if (change.kind === 'updated' && change.order.status === 3)
    return `Order #${change.order.orderID} is ready for delivery`;
  if (change.kind === 'removed') return `Order #${change.orderID} ${REMOVED[change.reason]}`;
  return null;
}

export function useBoard(options: { onRemoved?: () => void } = {}) {
  const user = useCurrentUser();
  const preferences = usePreferences();
  const viewer = useMemo<Viewer | null>(
    () => (user ? { id: user.id, permissions: user.permissions, perks: user.perks } : null),
    [user],
  );
  const [announcer] = useState(createAnnouncer);
  const sound = useRef(preferences.soundEffects);
  sound.current = preferences.soundEffects;

  const onChange = useCallback(
    (change: BoardChange) => {
      const message = describeChange(change);
      if (message) announcer.say(message);
      if (change.kind === 'added' && sound.current) playNewOrderChime();
    },
    [announcer],
  );

  const orders = useOrders(onChange);
  const queueUser = useMemo(
    () =>
      user
        ? {
            id: user.id,
            username: user.username,
            displayName: user.displayName,
            discriminator: user.discriminator,
            avatar: user.avatar,
          }
        : null,
    [user],
  );
  const queue = useDeliveryQueue(user?.id ?? null, queueUser);
  const actions = useOrderActions({ announce: orders.announce, onRemoved: options.onRemoved });
  return { viewer, preferences, announcer, orders, queue, actions };
}
