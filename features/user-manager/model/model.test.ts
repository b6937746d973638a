import { userManagerPath } from '@lib/access';
import type { Rank } from '@lib/schemas/rank';
import { describe, expect, it } from 'vitest';
import {
  banState,
  canAssign,
  expiryFor,
  filterOf,
  pageCount,
  rankChangeSummary,
  ranksChanged,
  reasonError,
  sortedRankIds,
  userManagerSearchSchema,
} from '.';

const parse = (search: unknown) => userManagerSearchSchema.parse(search);

describe('userManagerSearchSchema', () => {
  it('keeps good values, digits as a page number', () => {
    expect(parse({ q: 'sam', rank: '5603241177907201029', page: '3', user: '691224913378638273' })).toEqual({
      q: 'sam',
      rank: '5603241177907201029',
      page: 3,
      user: '691224913378638273',
    });
    expect(parse({ page: 2 })).toEqual({ page: 2 });
  });

  it('drops each bad value alone', () => {
    expect(parse({ q: '   ', rank: '__proto__', page: '0', user: '<b>x</b>' })).toEqual({});
    expect(parse({ q: ['a'], page: -1, user: 12 })).toEqual({});
    expect(parse({ q: 'x'.repeat(500), page: 'abc' }).q).toHaveLength(100);
  });
});

describe('filterOf and pageCount', () => {
  it('turns the search into the server filter, ten to a page', () => {
    expect(filterOf({})).toEqual({ skip: 0, limit: 10 });
    expect(filterOf({ q: ' sam ', rank: '7', page: 3 })).toEqual({
      search: 'sam',
      rank: '7',
      skip: 20,
      limit: 10,
    });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21)).toBe(3);
  });
});

const rank = (id: string, position: number, name = id) => ({ id, name, position }) as Rank;
const RANKS = [
  rank('owner', 8, 'Owner'),
  rank('manager', 6, 'Manager'),
  rank('chef', 4, 'Chef'),
  rank('supporter', 1, 'Supporter'),
];

describe('canAssign', () => {
  it('offers only ranks below the manager’s highest, every rank to SUPER_ADMIN', () => {
    const manager = { ranks: ['manager'], permissions: 1 << 9 };
    expect(canAssign(manager, RANKS[2] as Rank, RANKS)).toBe(true);
    expect(canAssign(manager, RANKS[1] as Rank, RANKS)).toBe(false);
    expect(canAssign(manager, RANKS[0] as Rank, RANKS)).toBe(false);
    expect(canAssign({ ranks: ['manager'], permissions: 1 << 23 }, RANKS[0] as Rank, RANKS)).toBe(true);
  });
});

describe('rank changes', () => {
  it('sorts highest first, drops unknown ids, and says what changes', () => {
    expect(sortedRankIds(['supporter', 'nope', 'chef'], RANKS)).toEqual(['chef', 'supporter']);
    expect(ranksChanged(['chef'], ['chef'])).toBe(false);
    expect(ranksChanged(['chef'], ['chef', 'supporter'])).toBe(true);
    expect(rankChangeSummary(['supporter'], ['chef', 'supporter'], RANKS)).toBe('Supporter → Chef');
    expect(rankChangeSummary(['chef'], [], RANKS)).toBe('Chef → No rank');
  });
});

describe('bans', () => {
  it('tells an active, expired or absent ban', () => {
    expect(banState(null, 10)).toBe('none');
    expect(banState({ expiry: null, reason: null }, 10)).toBe('active');
    expect(banState({ expiry: 11, reason: null }, 10)).toBe('active');
    expect(banState({ expiry: 10, reason: null }, 10)).toBe('expired');
  });

  it('computes the expiry from the length, null when permanent', () => {
    expect(expiryFor('1d', 1000)).toBe(1000 + 86_400_000);
    expect(expiryFor('permanent', 1000)).toBeNull();
  });

  it('checks reasons', () => {
    expect(reasonError('  ', true)).toBe('A reason is required');
    expect(reasonError('  ', false)).toBeNull();
    expect(reasonError('x'.repeat(501), false)).toBe('The reason must be 500 characters or fewer');
  });
});

describe('userManagerPath (lib/access)', () => {
  it('quotes the id so the router reads it back as the same string', () => {
    const path = userManagerPath('1063901945033068384');
    expect(path).toBe('/staff/admin/users?user=%221063901945033068384%22');
    const raw = new URL(path, 'http://x').searchParams.get('user') as string;
    expect(parse({ user: JSON.parse(raw) }).user).toBe('1063901945033068384');
  });
});
