/** Who is looking at the orders, as the tickets need it: permissions, perks and the claim they hold. */

import type { Order } from '@lib/schemas/order';
import { useCurrentUser } from '@lib/session';
import { useMemo, useState } from 'react';
import { heldClaim, type Viewer } from '../model';

/**
 * The viewer of these orders. The last viewer stays after the session ends under the page (a 401,
 * docs/product/session.md#signed-out), so the board and an open dialog stay with what was typed until the user
 * signs in again or leaves; null only when there never was one.
 */
export function useViewer(orders: readonly Order[] | undefined): Viewer | null {
  const user = useCurrentUser();
  // The claim the viewer holds: Claim on the other orders is disabled with the reason while it lasts.
  const claim = user ? heldClaim(orders, user.id) : null;
  const viewer = useMemo<Viewer | null>(
    () => (user ? { id: user.id, permissions: user.permissions, perks: user.perks, heldClaim: claim } : null),
    [user, claim],
  );
  // Kept in state, not a ref written during render: React may render and throw away a render (concurrent mode).
  const [lastViewer, setLastViewer] = useState(viewer);
  if (viewer !== null && viewer !== lastViewer) setLastViewer(viewer);
  return viewer ?? lastViewer;
}
