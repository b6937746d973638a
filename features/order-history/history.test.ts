import type { BacklogEntry } from '@lib/schemas/backlog';
import { describe, expect, it } from 'vitest';
import {
  backlogTypeInfo,
  CANCELLED_BY_USER_REASON,
  countByFilter,
  entryReason,
  filterEntries,
  formatDateTime,
  parseHistoryType,
  sortNewestFirst,
} from './history';

function entry(overrides: Partial<BacklogEntry>): BacklogEntry {
  return {
    orderID: 'Ab12Cd',
    chef: null,
    deliveredBy: null,
    orderedBy: '1063901945033068384',
    userOrder: 'A pancake stack',
    reason: null,
    reportReason: null,
    images: [],
    chefNote: null,
    type: 1,
    orderFeedback: null,
    addedAt: 1_700_000_000_000,
    ...overrides,
  };
}

describe('features/order-history parseHistoryType', () => {
  it('keeps the four known types', () => {
    expect(parseHistoryType('delivered')).toBe('delivered');
    expect(parseHistoryType('deleted')).toBe('deleted');
    expect(parseHistoryType('cancelled')).toBe('cancelled');
    expect(parseHistoryType('reported')).toBe('reported');
  });

  it('drops everything else (all orders)', () => {
    expect(parseHistoryType('all')).toBeUndefined();
    expect(parseHistoryType('Delivered')).toBeUndefined();
    expect(parseHistoryType(1)).toBeUndefined();
    expect(parseHistoryType(undefined)).toBeUndefined();
    expect(parseHistoryType('__proto__')).toBeUndefined();
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

describe('features/order-history entry presentation', () => {
  it('labels each backlog type, unknown numbers read Unknown', () => {
    expect(backlogTypeInfo(0).label).toBe('Deleted');
    expect(backlogTypeInfo(1).label).toBe('Delivered');
    expect(backlogTypeInfo(2).label).toBe('Cancelled');
    expect(backlogTypeInfo(3).label).toBe('Reported');
    expect(backlogTypeInfo(9)).toEqual({ label: 'Unknown', colour: 'gray.6' });
  });

  it('shows the delete, report or cancel reason; the cancel literal in words', () => {
    expect(entryReason(entry({ type: 0, reason: 'Troll order' }))).toEqual({
      label: 'Delete reason',
      text: 'Troll order',
    });
    expect(entryReason(entry({ type: 3, reportReason: 'NSFW request' }))).toEqual({
      label: 'Report reason',
      text: 'NSFW request',
    });
    expect(entryReason(entry({ type: 2, reason: CANCELLED_BY_USER_REASON }))).toEqual({
      label: 'Cancelled',
      text: 'Cancelled by the customer',
    });
    expect(entryReason(entry({ type: 1 }))).toBeNull();
  });

  it('formats times in the viewer zone; a missing time is null', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 21, 10, 5))).toBe('21 Nov 2026, 10:05');
    expect(formatDateTime(0)).toBeNull();
    expect(formatDateTime(Number.NaN)).toBeNull();
  });
});
