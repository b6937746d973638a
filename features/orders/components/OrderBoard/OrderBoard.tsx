/**
 * The tickets as a keyboard-first grid: one ticket in the tab order at a time; arrow keys move between
 * tickets (up and down by rows), Home/End jump, Enter opens the order, and C / U / P / D / Delete claim,
 * unclaim, prepare, deliver and delete the focused ticket.
 *
 * Windowed: only the rows near the viewport (plus the focused ticket's row) are in the DOM, so a board of
 * 2,000 orders renders as fast as one of 20 and a live update touches a handful of nodes. Rows are laid out
 * by @tanstack/react-virtual against the page's own scroll, with measured heights; each ticket still says
 * where it sits in the whole list (aria-setsize / aria-posinset) for screen readers.
 */
import type { Order } from '@lib/schemas/order';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TicketAction, Viewer } from '../../model';
import { OrderTicket } from '../OrderTicket';
import classes from './OrderBoard.module.css';
import { type OrderBoardHandle, useBoardFocus, useCurrentTicket } from './useBoardFocus';

export type { OrderBoardHandle } from './useBoardFocus';

export interface OrderBoardProps {
  orders: readonly Order[];
  viewer: Viewer;
  pending: Readonly<Record<string, TicketAction>>;
  onAction: (action: TicketAction, order: Order) => void;
  onOpen?: (order: Order) => void;
  /**
   * Whether a dialog a ticket opened is open. When it closes and its ticket has gone with it (delivered,
   * deleted), focus goes to the ticket that took its place instead of the page's body.
   */
  dialogOpened?: boolean;
  label?: string;
  /** What the page may ask of the board: {@link OrderBoardHandle}. */
  ref?: Ref<OrderBoardHandle>;
}

/** Narrowest ticket and the gap between tickets, in px (the CSS grid of each row uses the same). */
export const TICKET_MIN_WIDTH = 280;
export const TICKET_GAP = 12;
/** A typical ticket's height: the first guess for rows not measured yet. */
const ESTIMATED_ROW_HEIGHT = 230;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN_ROWS = 2;

/** Tickets per row for a board this wide: as many 280 px columns as fit, like CSS `auto-fill`. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + TICKET_GAP) / (TICKET_MIN_WIDTH + TICKET_GAP)));
}

/** The rows to render: the visible range plus `keep` (the focused ticket's row), in order. */
export function rowsToRender(range: Range, keep: number | null): number[] {
  const rows = defaultRangeExtractor(range);
  if (keep === null || keep >= range.count || rows.includes(keep)) return rows;
  return [...rows, keep].sort((a, b) => a - b);
}

/** The board's width (for the column count) and its distance from the top of the page (the scroll margin). */
function useBoardGeometry(node: RefObject<HTMLElement | null>) {
  const [geometry, setGeometry] = useState(() => ({ width: 0, top: 0 }));
  const measure = useCallback(() => {
    const element = node.current;
    if (!element) return;
    const width = element.clientWidth;
    const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
    setGeometry((old) => (old.width === width && old.top === top ? old : { width, top }));
  }, [node]);
  // After every commit: content above the board (banners, counts) may have moved it.
  useLayoutEffect(measure);
  useEffect(() => {
    const element = node.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [node, measure]);
  return geometry;
}

export function OrderBoard({
  orders,
  viewer,
  pending,
  onAction,
  onOpen,
  dialogOpened = false,
  label = 'Orders',
  ref,
}: OrderBoardProps) {
  const grid = useRef<HTMLDivElement>(null);
  const { width, top } = useBoardGeometry(grid);
  const columns = width > 0 ? columnsFor(width) : 1;
  const current = useCurrentTicket(orders);
  const activeRow = orders.length > 0 ? Math.floor(current.index / columns) : null;

  const rowCount = Math.ceil(orders.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    gap: TICKET_GAP,
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // The focused ticket stays mounted while the page scrolls away from it, so focus is never lost.
    rangeExtractor: (range) => rowsToRender(range, activeRow),
  });

  const { onKeyDown, onFocusTicket, act } = useBoardFocus(
    grid,
    current,
    { orders, viewer, onAction, onOpen, columns, virtualizer },
    dialogOpened,
    ref,
  );

  const rowStyle = useMemo(() => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }), [columns]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the rows of the windowed grid sit between the list and its items, which <ol> and <li> do not allow
    <div
      ref={grid}
      role="list"
      aria-label={label}
      className={classes.board}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {/* Nothing until the board's width is known (its first layout effect): rows of one would be thrown away. */}
      {(width > 0 ? virtualizer.getVirtualItems() : []).map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={classes.row}
          style={{ ...rowStyle, transform: `translateY(${row.start - top}px)` }}
        >
          {orders.slice(row.index * columns, (row.index + 1) * columns).map((order, column) => (
            // biome-ignore lint/a11y/useSemanticElements: see the list above
            <div
              key={order.orderID}
              role="listitem"
              aria-setsize={orders.length}
              aria-posinset={row.index * columns + column + 1}
              className={classes.cell}
            >
              <OrderTicket
                order={order}
                viewer={viewer}
                pending={pending[order.orderID] ?? null}
                onAction={act}
                tabIndex={order.orderID === current.active ? 0 : -1}
                onFocusTicket={onFocusTicket}
                onKeyDown={onKeyDown}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
