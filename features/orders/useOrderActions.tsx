/**
 * Everything a ticket's buttons do: claim and unclaim straight away (toasts), prepare, deliver and delete
 * through their dialogs. Results update the board in place; the server's messages are shown verbatim.
 * One request per order at a time.
 */
import { errorMessage } from '@lib/http';
import type { Order } from '@lib/schemas/order';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { claimEndpoint, deleteEndpoint, deliverEndpoint, prepareEndpoint, unclaimEndpoint } from './api';
import type { BoardChange } from './board';
import { DeleteDialog } from './dialogs/DeleteDialog';
import { DeliverDialog } from './dialogs/DeliverDialog';
import { PrepareDialog } from './dialogs/PrepareDialog';
import type { TicketAction } from './ticket';

type DialogState = { kind: 'prepare' | 'deliver' | 'delete'; order: Order } | null;

export interface OrderActionsOptions {
  /** Applies a change to the cached list. */
  apply: (change: BoardChange) => void;
  /** Refetches the list (after prepare, whose response is stale: contract §3.6). */
  revalidate: () => void;
  /** After the order left the board through this user (delivered or deleted). */
  onRemoved?: (order: Order) => void;
}

export function useOrderActions({ apply, revalidate, onRemoved }: OrderActionsOptions) {
  const [pending, setPending] = useState<Record<string, TicketAction>>({});
  const [dialog, setDialog] = useState<DialogState>(null);
  const inFlight = useRef(new Set<string>());
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

  const track = useCallback(async <T,>(order: Order, action: TicketAction, work: () => Promise<T>) => {
    if (inFlight.current.has(order.orderID)) return undefined;
    inFlight.current.add(order.orderID);
    setPending((current) => ({ ...current, [order.orderID]: action }));
    try {
      return await work();
    } finally {
      inFlight.current.delete(order.orderID);
      setPending(({ [order.orderID]: _done, ...rest }) => rest);
    }
  }, []);

  const direct = useCallback(
    (order: Order, action: 'claim' | 'unclaim') =>
      track(order, action, async () => {
        try {
          const endpoint = action === 'claim' ? claimEndpoint : unclaimEndpoint;
          const result = await endpoint.call({ orderID: order.orderID });
          if (result.order) apply({ kind: 'updated', order: result.order });
          else revalidate();
          notifications.show({
            color: 'green',
            message:
              action === 'claim'
                ? `Order #${order.orderID} is yours for 4 minutes`
                : `Order #${order.orderID} unclaimed`,
          });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: action === 'claim' ? 'Could not claim the order' : 'Could not unclaim the order',
            message: errorMessage(error, 'Unknown error'),
          });
        }
      }),
    [track, apply, revalidate],
  );

  const prepare = useCallback(
    (order: Order, images: string[], chefNote: string) =>
      track(order, 'prepare', async () => {
        await prepareEndpoint.call({ orderID: order.orderID, images, chefNote });
        setDialog(null);
        revalidate();
        notifications.show({ color: 'green', message: `Order #${order.orderID} is being prepared` });
      }),
    [track, revalidate],
  );

  const deliver = useCallback(
    (order: Order, report: boolean, reportReason: string) =>
      track(order, 'deliver', async () => {
        await deliverEndpoint.call({ orderID: order.orderID, report, reportReason });
        setDialog(null);
        apply({ kind: 'removed', orderID: order.orderID, reason: 'delivered' });
        notifications.show({
          color: 'green',
          message: report ? `Order #${order.orderID} reported` : `Order #${order.orderID} delivered`,
        });
        onRemoved?.(order);
      }),
    [track, apply, onRemoved],
  );

  const remove = useCallback(
    (order: Order, reason: string) =>
      track(order, 'delete', async () => {
        await deleteEndpoint.call({ orderID: order.orderID, reason });
        setDialog(null);
        apply({ kind: 'removed', orderID: order.orderID, reason: 'deleted' });
        notifications.show({ color: 'green', message: `Order #${order.orderID} deleted` });
        onRemoved?.(order);
      }),
    [track, apply, onRemoved],
  );

  const run = useCallback(
    (action: TicketAction, order: Order) => {
      if (action === 'claim' || action === 'unclaim') void direct(order, action);
      else {
        const element = document.activeElement;
        if (element instanceof HTMLElement)
          opener.current = { element, list: element.closest('[role="list"]') };
        setDialog({ kind: action, order });
      }
    },
    [direct],
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
        onPrepare={prepare}
      />
      <DeliverDialog
        key={`deliver-${key}`}
        order={dialog?.kind === 'deliver' ? dialog.order : null}
        onClose={close}
        onDeliver={deliver}
      />
      <DeleteDialog
        key={`delete-${key}`}
        order={dialog?.kind === 'delete' ? dialog.order : null}
        onClose={close}
        onDelete={remove}
      />
    </>
  );

  return { pending, run, dialogs };
}
