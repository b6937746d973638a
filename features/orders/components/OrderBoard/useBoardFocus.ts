/**
 * The board's keyboard and focus (see OrderBoard): which ticket is current (the one in the tab order), moving
 * between tickets and acting on them from the keyboard, and keeping focus on the board when a ticket or the
 * dialog it opened goes away.
 */
import type { Order } from '@lib/schemas/order';
import type { Virtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { shortcutAction, type TicketAction, type Viewer } from '../../model';

export interface OrderBoardHandle {
  /**
   * Makes the order's ticket the current one and focuses it, scrolling it into view (a clicked notification);
   * `false` when the order is not on the board.
   */
  focusOrder: (orderID: string) => boolean;
}

/**
 * The index of the board's current ticket (the one in the tab order): the ticket of `activeId`; when that
 * order has left the board (delivered, deleted), the ticket that took its place, or the new last one, so the
 * keyboard user stays where they were; the first ticket when none was chosen yet.
 */
export function currentIndex(orders: readonly Order[], activeId: string | null, lastIndex: number): number {
  if (orders.length === 0) return 0;
  const index = activeId === null ? -1 : orders.findIndex((order) => order.orderID === activeId);
  if (index >= 0) return index;
  return activeId === null ? 0 : Math.min(Math.max(0, lastIndex), orders.length - 1);
}

function findTicket(board: HTMLElement | null, orderID: string): HTMLElement | null {
  return board?.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(orderID)}"]`) ?? null;
}

/** The current ticket: the id chosen last, and where it is now (its place is kept when its order leaves). */
export function useCurrentTicket(orders: readonly Order[]) {
  const [activeId, setActiveId] = useState<string | null>(null);
  // Where the current ticket was at the last commit.
  const lastIndex = useRef(0);
  const index = currentIndex(orders, activeId, lastIndex.current);
  useEffect(() => {
    lastIndex.current = index;
  });
  return { activeId, setActiveId, index, active: orders[index]?.orderID ?? null, lastIndex };
}

type CurrentTicket = ReturnType<typeof useCurrentTicket>;

/** What the board's callbacks read at the time they run (the tickets are memoised, so the callbacks are stable). */
interface BoardNow {
  orders: readonly Order[];
  viewer: Viewer;
  onAction: (action: TicketAction, order: Order) => void;
  onOpen?: (order: Order) => void;
  columns: number;
  virtualizer: Virtualizer<Window, Element>;
}

/** Focuses an order's ticket, scrolling its row into view and focusing it once rendered when it is not yet. */
function useFocusTicket(
  grid: RefObject<HTMLElement | null>,
  setActiveId: (orderID: string) => void,
  latest: RefObject<BoardNow>,
) {
  // A ticket asked to take focus before its row was rendered (keyboard jump far down the board).
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const node = findTicket(grid.current, id);
    if (node) {
      pendingFocus.current = null;
      node.focus();
    }
  });

  return useCallback(
    (orderID: string | undefined) => {
      if (!orderID) return;
      setActiveId(orderID);
      const node = findTicket(grid.current, orderID);
      if (node) {
        node.focus();
        return;
      }
      const { orders: list, columns: perRow, virtualizer: rows } = latest.current;
      const index = list.findIndex((order) => order.orderID === orderID);
      if (index < 0) return;
      pendingFocus.current = orderID;
      rows.scrollToIndex(Math.floor(index / perRow), { align: 'auto' });
    },
    [grid, setActiveId, latest],
  );
}

/** Keeps focus on the board when the focused ticket, or the element that opened a dialog, leaves it. */
function useFocusKept(
  grid: RefObject<HTMLElement | null>,
  current: CurrentTicket,
  focusTicket: (orderID: string | undefined) => void,
  dialogOpened: boolean,
  latest: RefObject<BoardNow>,
) {
  const { active, activeId, setActiveId, lastIndex } = current;
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
  }, [grid]);
  useEffect(() => {
    if (!activeId || active === activeId) return;
    // The current ticket's order left: its successor in that place becomes current, and takes the focus
    // when the board had it.
    if (hadFocus.current && !grid.current?.contains(document.activeElement)) focusTicket(active ?? undefined);
    else setActiveId(active);
  }, [active, activeId, focusTicket, grid, setActiveId]);

  // The element of the board that opened the dialog (a ticket or its button). The dialog gives focus back to it on
  // closing (ui/Dialog); when it has left the board, focus goes to the current ticket, unless the user has moved on.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const node = grid.current;
    if (dialogOpened) {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && node?.contains(focused) ? focused : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element || element.isConnected) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || focused.closest('[role="dialog"]'))
      focusTicket(latest.current.orders[lastIndex.current]?.orderID);
  }, [dialogOpened, focusTicket, grid, latest, lastIndex]);
}

/**
 * The tickets' keyboard: arrows, Home and End move between tickets, Enter opens the order, the shortcut keys act
 * on it; also the page's handle ({@link OrderBoardHandle}) and the focus kept on the board.
 */
export function useBoardFocus(
  grid: RefObject<HTMLElement | null>,
  current: CurrentTicket,
  now: BoardNow,
  dialogOpened: boolean,
  ref: Ref<OrderBoardHandle> | undefined,
) {
  const latest = useRef(now);
  // Before any other effect of the board reads it (layout effects run first, in order).
  useLayoutEffect(() => {
    latest.current = now;
  });
  const focusTicket = useFocusTicket(grid, current.setActiveId, latest);

  useImperativeHandle(
    ref,
    () => ({
      focusOrder: (orderID) => {
        if (!latest.current.orders.some((order) => order.orderID === orderID)) return false;
        focusTicket(orderID);
        return true;
      },
    }),
    [focusTicket],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, order: Order) => {
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
      const { orders: list, columns: perRow } = latest.current;
      const index = list.findIndex((o) => o.orderID === order.orderID);
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        ArrowDown: index + perRow,
        ArrowUp: index - perRow,
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
      const action = shortcutAction(event, order, latest.current.viewer, Date.now());
      if (action) {
        event.preventDefault();
        latest.current.onAction(action, order);
      }
    },
    [focusTicket],
  );

  const { setActiveId } = current;
  const onFocusTicket = useCallback((orderID: string) => setActiveId(orderID), [setActiveId]);
  const act = useCallback((action: TicketAction, order: Order) => latest.current.onAction(action, order), []);

  useFocusKept(grid, current, focusTicket, dialogOpened, latest);
  return { onKeyDown, onFocusTicket, act };
}
