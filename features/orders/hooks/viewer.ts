/** Who is looking at the orders, as the tickets need it: permissions, perks and the claim they hold. */

import type { Order } from '@lib/schemas/order';
import { useCurrentUser } from '@lib/session';
import { useMemo, useRef } from 'react';
import { heldClaim, type Viewer } from '../model';

/**
 * The viewer of these orders. The last viewer stays after the session ends under the page (a 401,
 * docs/product/session.md#signed-out), so the board and an open dialog stay with what was typed until the user
 * signs in again or leaves; null only when there never was one.
 */
export function useViewer(orders: readonly Order[] | undefined): Viewer | null {
  const user = useCurrentUser();
  const lastViewer = useRef<Viewer | null>(null);
  // The claim the viewer holds: Claim on the other orders is disabled with the reason while it lasts.
  const claim = user ? heldClaim(orders, user.id) : null;
  const viewer = useMemo<Viewer | null>(
    () =>
      user
        ? { id: user.id, permissions: user.permissions, perks: user.perks, heldClaim: claim }
        : lastViewer.current,
    [user, claim],
  );
  lastViewer.current = viewer;
  return viewer;
}
