/**
 * Everything a ticket's buttons do: claim and unclaim straight away (toasts), prepare, deliver and delete
 * through their dialogs (the server's message in the dialog; `OrderDialogs` shows them, `dialog` is their one
 * lifecycle, docs/patterns.md#dialogs). Each is a `useAction` (lib/action.ts); they share
 * one in-flight guard keyed by order, so one request per order runs at a time and the ticket knows which.
 * Results update the cached board in place; the server's messages are shown verbatim.
 */
import { cached, useAction, useInFlight } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { InFlight } from '@lib/in-flight';
import type { Order } from '@lib/schemas/order';
import { useCallback, useMemo, useState } from 'react';
import {
  claimEndpoint,
  deleteEndpoint,
  deliverEndpoint,
  ordersEndpoint,
  prepareEndpoint,
  unclaimEndpoint,
} from '../api';
import type { BoardChange, TicketAction } from '../model';
import { ordersChange } from './lists';

/** The dialog a ticket opens, and for which order. */
export interface OrderDialogItem {
  kind: Exclude<TicketAction, 'claim' | 'unclaim'>;
  order: Order;
}

export interface OrderActionsOptions {
  /** Tells the board about a change this user made (its announcements). */
  announce: (change: BoardChange) => void;
  /** After the order left the board through this user (delivered or deleted). */
  onRemoved?: (order: Order) => void;
}

const byOrder = (order: Order) => order.orderID;

export function useOrderActions({ announce, onRemoved }: OrderActionsOptions) {
  const dialog = useDialogState<OrderDialogItem>();
  const [guard] = useState(() => new InFlight());
  const running = useInFlight(guard);
  const { close } = dialog;

  const lane = { guard, key: byOrder };
  const updated = (result: { order?: Order | null }) =>
    result.order
      ? ordersChange({ kind: 'updated', order: result.order })
      : cached.refetch(ordersEndpoint, undefined);
  const removed = (order: Order, reason: 'delivered' | 'deleted') => {
    close();
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
      onSuccess: close,
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
  const { open } = dialog;
  const { reset: resetPrepare } = prepare;
  const { reset: resetDeliver } = deliver;
  const { reset: resetRemove } = remove;
  const run = useCallback(
    (action: TicketAction, order: Order) => {
      if (action === 'claim') void claimRun(order);
      else if (action === 'unclaim') void unclaimRun(order);
      // Each opening starts without the last failure.
      else
        open(
          { kind: action, order },
          { reset: resetPrepare },
          { reset: resetDeliver },
          { reset: resetRemove },
        );
    },
    [claimRun, unclaimRun, open, resetPrepare, resetDeliver, resetRemove],
  );

  return { pending, run, dialog, prepare, deliver, remove };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
