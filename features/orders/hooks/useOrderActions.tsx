/**
 * Everything a ticket's buttons do: claim and unclaim straight away (toasts), prepare, deliver and delete
 * through their dialogs (the server's message in the dialog). Each is a `useAction` (lib/action.ts); they share
 * one in-flight guard keyed by order, so one request per order runs at a time and the ticket knows which.
 * Results update the cached board in place; the server's messages are shown verbatim.
 */
import { cached, useAction, useInFlight } from '@lib/action';
import { InFlight } from '@lib/in-flight';
import type { Order } from '@lib/schemas/order';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  claimEndpoint,
  deleteEndpoint,
  deliverEndpoint,
  ordersEndpoint,
  prepareEndpoint,
  unclaimEndpoint,
} from '../api';
import { DeleteDialog } from '../components/dialogs/DeleteDialog';
import { DeliverDialog } from '../components/dialogs/DeliverDialog';
import { PrepareDialog } from '../components/dialogs/PrepareDialog';
import type { BoardChange, TicketAction } from '../model';
import { ordersChange } from './lists';

type DialogState = { kind: 'prepare' | 'deliver' | 'delete'; order: Order } | null;

export interface OrderActionsOptions {
  /** Tells the board about a change this user made (its announcements). */
  announce: (change: BoardChange) => void;
  /** After the order left the board through this user (delivered or deleted). */
  onRemoved?: (order: Order) => void;
}

const byOrder = (order: Order) => order.orderID;

export function useOrderActions({ announce, onRemoved }: OrderActionsOptions) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const [guard] = useState(() => new InFlight());
  const running = useInFlight(guard);
  // The element that opened the dialog (a ticket or its button). Each dialog mounts already open (keyed per
  // order below), so Mantine's own focus return never records it: focus goes back to it here on close.
  // When the order left with the dialog (delivered, deleted), its ticket is gone: focus goes to the board's
  // current ticket instead (the one with tabindex 0 in the opener's list), never to the page body.
  const opener = useRef<{ element: HTMLElement; list: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (dialog || !opener.current) return;
    const { element, list } = opener.current;
    opener.current = null;
    // Unless the user has moved on: focus is still on the page body or in the dialog that is closing.
    const active = document.activeElement;
    if (active !== null && active !== document.body && !active.closest('[role="dialog"]')) return;
    if (element.isConnected) element.focus({ preventScroll: true });
    else if (list?.isConnected) list.querySelector<HTMLElement>('[data-order-id][tabindex="0"]')?.focus();
  }, [dialog]);

  const lane = { guard, key: byOrder };
  const updated = (result: { order?: Order | null }) =>
    result.order
      ? ordersChange({ kind: 'updated', order: result.order })
      : cached.refetch(ordersEndpoint, undefined);
  const removed = (order: Order, reason: 'delivered' | 'deleted') => {
    setDialog(null);
    announce({ kind: 'removed', orderID: order.orderID, reason });
    onRemoved?.(order);
  };

  const claim = useAction((order: Order) => claimEndpoint.call({ orderID: order.orderID }), {
    ...lane,
    name: 'claim',
    cache: updated,
    onSuccess: (result) => result.order && announce({ kind: 'updated', order: result.order }),
    success: (_, order) => `Order #${order.orderID} is yours for 4 minutes`,
    failure: 'toast',
    failureTitle: 'Could not claim the order',
  });

  const unclaim = useAction((order: Order) => unclaimEndpoint.call({ orderID: order.orderID }), {
    ...lane,
    name: 'unclaim',
    cache: updated,
    onSuccess: (result) => result.order && announce({ kind: 'updated', order: result.order }),
    success: (_, order) => `Order #${order.orderID} unclaimed`,
    failure: 'toast',
    failureTitle: 'Could not unclaim the order',
  });

  const prepare = useAction(
    (order: Order, images: string[], chefNote: string) =>
      prepareEndpoint.call({ orderID: order.orderID, images, chefNote }),
    {
      ...lane,
      name: 'prepare',
      // The answer to prepare is stale (docs/product/orders.md#preparing): the board asks again.
      cache: () => cached.refetch(ordersEndpoint, undefined),
      onSuccess: () => setDialog(null),
      success: (_, order) => `Order #${order.orderID} is being prepared`,
      fallback: 'The order could not be prepared.',
    },
  );

  const deliver = useAction(
    (order: Order, report: boolean, reportReason: string) =>
      deliverEndpoint.call({ orderID: order.orderID, report, reportReason }),
    {
      ...lane,
      name: 'deliver',
      cache: (_, order) => ordersChange({ kind: 'removed', orderID: order.orderID, reason: 'delivered' }),
      onSuccess: (_, order) => removed(order, 'delivered'),
      success: (_, order, report) =>
        report ? `Order #${order.orderID} reported` : `Order #${order.orderID} delivered`,
      fallback: 'The order could not be delivered.',
    },
  );

  const remove = useAction(
    (order: Order, reason: string) => deleteEndpoint.call({ orderID: order.orderID, reason }),
    {
      ...lane,
      name: 'delete',
      cache: (_, order) => ordersChange({ kind: 'removed', orderID: order.orderID, reason: 'deleted' }),
      onSuccess: (_, order) => removed(order, 'deleted'),
      success: (_, order) => `Order #${order.orderID} deleted`,
      fallback: 'The order could not be deleted.',
    },
  );

  /** Which action runs on which order: the ticket's button shows a loader and the others wait. */
  const pending = useMemo(() => Object.fromEntries(running) as Record<string, TicketAction>, [running]);

  const { run: claimRun } = claim;
  const { run: unclaimRun } = unclaim;
  const { reset: resetPrepare } = prepare;
  const { reset: resetDeliver } = deliver;
  const { reset: resetRemove } = remove;

  const run = useCallback(
    (action: TicketAction, order: Order) => {
      if (action === 'claim') void claimRun(order);
      else if (action === 'unclaim') void unclaimRun(order);
      else {
        const element = document.activeElement;
        if (element instanceof HTMLElement)
          opener.current = { element, list: element.closest('[role="list"]') };
        // Each opening starts without the last failure.
        resetPrepare();
        resetDeliver();
        resetRemove();
        setDialog({ kind: action, order });
      }
    },
    [claimRun, unclaimRun, resetPrepare, resetDeliver, resetRemove],
  );

  const close = useCallback(() => setDialog(null), []);
  // Keyed by order: each opening starts from a clean dialog.
  const key = dialog ? `${dialog.kind}-${dialog.order.orderID}` : 'closed';
  const dialogs = (
    <>
      <PrepareDialog
        key={`prepare-${key}`}
        order={dialog?.kind === 'prepare' ? dialog.order : null}
        onClose={close}
        prepare={prepare}
      />
      <DeliverDialog
        key={`deliver-${key}`}
        order={dialog?.kind === 'deliver' ? dialog.order : null}
        onClose={close}
        deliver={deliver}
      />
      <DeleteDialog
        key={`delete-${key}`}
        order={dialog?.kind === 'delete' ? dialog.order : null}
        onClose={close}
        remove={remove}
      />
    </>
  );

  return { pending, run, dialogs };
}
