import { backlogEntry as entry } from '@lib/test/backlog-entry';
import { describe, expect, it } from 'vitest';
import {
  countByFilter,
  filterEntries,
  HISTORY_FILTERS,
  orderHistorySearchSchema,
  sortNewestFirst,
} from './model';

describe('features/order-history orderHistorySearchSchema', () => {
  const parse = (search: Record<string, unknown>) => orderHistorySearchSchema.parse(search);

  it('keeps the four known types', () => {
    expect(HISTORY_FILTERS).toEqual(['delivered', 'deleted', 'cancelled', 'reported']);
    for (const type of HISTORY_FILTERS) expect(parse({ type })).toEqual({ type });
    expect(parse({})).toEqual({});
  });

  it('leaves out everything else (all orders), without failing', () => {
    for (const type of [
      'all',
      'Delivered',
      ' delivered',
      1,
      ['delivered'],
      null,
      '__proto__',
      'constructor',
    ]) {
      expect(parse({ type }), JSON.stringify(type)).toStrictEqual({ type: undefined });
    }
  });
});

describe('features/order-history filtering and sorting', () => {
  const entries = [
    entry({ orderID: 'del001', type: 0, addedAt: 3 }),
    entry({ orderID: 'dlv001', type: 1, addedAt: 5 }),
    entry({ orderID: 'can001', type: 2, addedAt: 1 }),
    entry({ orderID: 'rep001', type: 3, addedAt: 4 }),
    entry({ orderID: 'dlv002', type: 1, addedAt: 2 }),
  ];

  it('filters by backlog type, all keeps every entry', () => {
    expect(filterEntries(entries, 'delivered').map((e) => e.orderID)).toEqual(['dlv001', 'dlv002']);
    expect(filterEntries(entries, 'deleted').map((e) => e.orderID)).toEqual(['del001']);
    expect(filterEntries(entries, 'cancelled').map((e) => e.orderID)).toEqual(['can001']);
    expect(filterEntries(entries, 'reported').map((e) => e.orderID)).toEqual(['rep001']);
    expect(filterEntries(entries, 'all')).toHaveLength(5);
  });

  it('sorts newest first without touching the input; ties keep the server order', () => {
    const input = [...entries, entry({ orderID: 'tie001', addedAt: 5 })];
    expect(sortNewestFirst(input).map((e) => e.orderID)).toEqual([
      'dlv001',
      'tie001',
      'rep001',
      'del001',
      'dlv002',
      'can001',
    ]);
    expect(input[0]?.orderID).toBe('del001');
  });

  it('counts entries per filter', () => {
    expect(countByFilter(entries)).toEqual({ all: 5, delivered: 2, deleted: 1, cancelled: 1, reported: 1 });
    expect(countByFilter([])).toEqual({ all: 0, delivered: 0, deleted: 0, cancelled: 0, reported: 0 });
  });
});
