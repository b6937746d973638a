import { describe, expect, it } from 'vitest';
import { backlogTypeInfo, CANCELLED_BY_USER_REASON, entryReason } from './backlog';
import { backlogEntry as entry } from './test/backlog-entry';

describe('lib/backlog backlogTypeInfo', () => {
  it('labels each backlog type, unknown numbers read Unknown', () => {
    expect(backlogTypeInfo(0).label).toBe('Deleted');
    expect(backlogTypeInfo(1).label).toBe('Delivered');
    expect(backlogTypeInfo(2).label).toBe('Cancelled');
    expect(backlogTypeInfo(3).label).toBe('Reported');
    expect(backlogTypeInfo(9)).toEqual({ label: 'Unknown', colour: 'gray.6' });
  });
});

describe('lib/backlog entryReason', () => {
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

  it('names cancels in words and keeps other reasons verbatim', () => {
    const base = entry({ orderedBy: null, userOrder: '', addedAt: 0 });
    expect(entryReason({ ...base, type: 2, reason: '[ORDER WAS CANCELLED BY USER]' })?.text).toBe(
      'Cancelled by the customer',
    );
    expect(entryReason({ ...base, type: 0, reason: '<b>rude</b>' })?.text).toBe('<b>rude</b>');
  });
});
