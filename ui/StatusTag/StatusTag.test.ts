import { describe, expect, it } from 'vitest';
import { statusTagFor } from './StatusTag';

describe('ui/StatusTag rules', () => {
  it.each([
    ['PENDING', 'Pending', 'info'],
    [0, 'Pending', 'info'],
    ['HOLD', 'On Hold', 'warning'],
    [1, 'On Hold', 'warning'],
    ['ACCEPTED', 'Accepted', 'success'],
    [2, 'Accepted', 'success'],
    ['DENIED', 'Denied', 'danger'],
    [3, 'Denied', 'danger'],
  ])('maps %j to %s (%s)', (status, label, tone) => {
    expect(statusTagFor(status)).toEqual({ label, tone });
  });

  it.each([
    4,
    -1,
    1.5,
    Number.NaN,
    '0',
    'pending',
    'REJECTED',
    '',
    'constructor',
    'toString',
    null,
    undefined,
    true,
    {},
    ['PENDING'],
  ])('shows Unknown for %j', (status) => {
    expect(statusTagFor(status)).toEqual({ label: 'Unknown', tone: 'unknown' });
  });
});
