import type { Order } from '@lib/schemas/order';
import { describe, expect, it } from 'vitest';
import { columnsFor, rowsToRender, TICKET_GAP, TICKET_MIN_WIDTH } from './OrderBoard';
import { currentIndex } from './useBoardFocus';

describe('columnsFor', () => {
  it('fits as many minimum-width tickets with gaps as the board allows, like CSS auto-fill', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(343)).toBe(1); // a 375 px phone
    expect(columnsFor(2 * TICKET_MIN_WIDTH + TICKET_GAP - 1)).toBe(1);
    expect(columnsFor(2 * TICKET_MIN_WIDTH + TICKET_GAP)).toBe(2);
    expect(columnsFor(1100)).toBe(3);
    expect(columnsFor(4 * TICKET_MIN_WIDTH + 3 * TICKET_GAP)).toBe(4);
  });
});

describe('rowsToRender', () => {
  const range = { startIndex: 10, endIndex: 12, overscan: 1, count: 100 };

  it('renders the visible rows plus the overscan', () => {
    expect(rowsToRender(range, null)).toEqual([9, 10, 11, 12, 13]);
  });

  it("keeps the focused ticket's row mounted when it is scrolled away, in order", () => {
    expect(rowsToRender(range, 2)).toEqual([2, 9, 10, 11, 12, 13]);
    expect(rowsToRender(range, 50)).toEqual([9, 10, 11, 12, 13, 50]);
    expect(rowsToRender(range, 11)).toEqual([9, 10, 11, 12, 13]);
  });

  it('ignores a focused row the board no longer has', () => {
    expect(rowsToRender(range, 100)).toEqual([9, 10, 11, 12, 13]);
  });
});

describe('currentIndex', () => {
  const board = (...ids: string[]) => ids.map((orderID) => ({ orderID }) as Order);

  it('starts on the first ticket', () => {
    expect(currentIndex(board('a', 'b', 'c'), null, 0)).toBe(0);
    expect(currentIndex(board(), null, 0)).toBe(0);
  });

  it("follows the current ticket's order wherever the board moves it", () => {
    expect(currentIndex(board('a', 'b', 'c'), 'b', 1)).toBe(1);
    expect(currentIndex(board('new', 'a', 'b', 'c'), 'b', 1)).toBe(2);
  });

  it('gives the place of an order that left to the ticket that took it, not to the first ticket', () => {
    // 'b' was at index 1 and was delivered: 'c' now stands there.
    expect(currentIndex(board('a', 'c', 'd'), 'b', 1)).toBe(1);
  });

  it('falls back to the new last ticket when the last one left, and to 0 on an empty board', () => {
    expect(currentIndex(board('a', 'b'), 'c', 2)).toBe(1);
    expect(currentIndex(board(), 'c', 2)).toBe(0);
  });
});
