/** The shared wiring of the board and the order page: viewer, live list, queue, actions, announcements. */
import { usePreferences } from '@lib/preferences';
import { useCurrentUser } from '@lib/session';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type BoardChange, describeChange, heldClaim, type Viewer } from '../model';
import { createAnnouncer } from './announcer';
import { useDeliveryQueue, useOrders } from './lists';
import { playNewOrderChime } from './sound';
import { useOrderActions } from './useOrderActions';

export function useBoard(options: { onRemoved?: () => void } = {}) {
  const user = useCurrentUser();
  const preferences = usePreferences();
  // The last viewer stays after the session ends under the page (a 401, docs/product/session.md#signed-out), so
  // the board and an open dialog stay with what was typed until the user signs in again or leaves.
  const lastViewer = useRef<Viewer | null>(null);
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
  // The claim the viewer holds: Claim on the other orders is disabled with the reason while it lasts.
  const claim = user ? heldClaim(orders.orders, user.id) : null;
  const viewer = useMemo<Viewer | null>(
    () =>
      user
        ? { id: user.id, permissions: user.permissions, perks: user.perks, heldClaim: claim }
        : lastViewer.current,
    [user, claim],
  );
  lastViewer.current = viewer;
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
