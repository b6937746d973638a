import type { BacklogEntry } from '../schemas/backlog';

/** A delivered backlog entry for unit tests, with `overrides` applied. */
export function backlogEntry(overrides: Partial<BacklogEntry> = {}): BacklogEntry {
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
