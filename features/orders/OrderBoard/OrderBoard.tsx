/**
 * The tickets as a keyboard-first grid: one ticket in the tab order at a time; arrow keys move between
 * tickets (up and down by visual rows), Home/End jump, Enter opens the order, and C / U / P / D / Delete
 * claim, unclaim, prepare, deliver and delete the focused ticket.
 */
import type { Order } from '@lib/schemas/order';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { OrderTicket } from '../OrderTicket';
import { ACTION_KEYS } from '../OrderTicket/OrderTicket';
import { type TicketAction, ticketActions, type Viewer } from '../ticket';
import classes from './OrderBoard.module.css';

export interface OrderBoardProps {
  orders: readonly Order[];
  viewer: Viewer;
  pending: Readonly<Record<string, TicketAction>>;
  onAction: (action: TicketAction, order: Order) => void;
  onOpen?: (order: Order) => void;
  label?: string;
}

function columnsOf(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const template = getComputedStyle(grid).gridTemplateColumns;
  return Math.max(1, template.split(' ').filter(Boolean).length);
}

export function OrderBoard({ orders, viewer, pending, onAction, onOpen, label = 'Orders' }: OrderBoardProps) {
  const grid = useRef<HTMLOListElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = orders.some((order) => order.orderID === activeId) ? activeId : (orders[0]?.orderID ?? null);

  // Latest values for the stable callbacks below (tickets are memoised).
  const latest = useRef({ orders, viewer, onAction, onOpen });
  latest.current = { orders, viewer, onAction, onOpen };

  const focusTicket = useCallback((orderID: string | undefined) => {
    if (!orderID) return;
    setActiveId(orderID);
    grid.current?.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(orderID)}"]`)?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, order: Order) => {
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
      const list = latest.current.orders;
      const index = list.findIndex((o) => o.orderID === order.orderID);
      const columns = columnsOf(grid.current);
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        ArrowDown: index + columns,
        ArrowUp: index - columns,
        Home: 0,
        End: list.length - 1,
      };
      if (event.key in moves) {
        event.preventDefault();
        const target = Math.min(list.length - 1, Math.max(0, moves[event.key] as number));
        focusTicket(list[target]?.orderID);
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        latest.current.onOpen?.(order);
        return;
      }
      const action = ACTION_KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (action && ticketActions(order, latest.current.viewer, Date.now()).includes(action)) {
        event.preventDefault();
        latest.current.onAction(action, order);
      }
    },
    [focusTicket],
  );

  const onFocusTicket = useCallback((orderID: string) => setActiveId(orderID), []);
  const act = useCallback((action: TicketAction, order: Order) => latest.current.onAction(action, order), []);

  // Keep focus on the board when the focused ticket leaves it (delivered, deleted…).
  const hadFocus = useRef(false);
  useEffect(() => {
    const node = grid.current;
    if (!node) return;
    const track = () => {
      hadFocus.current = node.contains(document.activeElement);
    };
    node.addEventListener('focusin', track);
    node.addEventListener('focusout', track);
    return () => {
      node.removeEventListener('focusin', track);
      node.removeEventListener('focusout', track);
    };
  }, []);
  useEffect(() => {
    if (
      activeId &&
      active !== activeId &&
      hadFocus.current &&
      !grid.current?.contains(document.activeElement)
    ) {
      focusTicket(active ?? undefined);
    }
  }, [active, activeId, focusTicket]);

  return (
    <ol ref={grid} className={classes.grid} aria-label={label}>
      {orders.map((order) => (
        <li key={order.orderID} className={classes.cell}>
          <OrderTicket
            order={order}
            viewer={viewer}
            pending={pending[order.orderID] ?? null}
            onAction={act}
            tabIndex={order.orderID === active ? 0 : -1}
            onFocusTicket={onFocusTicket}
            onKeyDown={onKeyDown}
          />
        </li>
      ))}
    </ol>
  );
}
