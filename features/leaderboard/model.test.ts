import { ranksResponse } from '@lib/schemas/rank';
import { describe, expect, it } from 'vitest';
import { type LeaderboardRow, leaderboardEndpoint } from './api';
import { chartSummary, entryOf, orderCount, ordinal, rankLeaderboard, rankOfRow, yourPlace } from './model';

const parse = (rows: unknown[]) => leaderboardEndpoint.response.parse({ leaderboard: rows }).leaderboard;

const rank = (id: string, name: string, position: number) => ({
  _id: id,
  id,
  name,
  position,
  colour: '#fab005',
});

const row = (id: string, weeklyOrders: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  username: `user${id}`,
  displayName: `User ${id}`,
  discriminator: '0',
  avatar: null,
  ranks: [rank('r1', 'Chef', 4)],
  statistics: { orders: { totalOrders: 100, weeklyOrders } },
  ...extra,
});

describe('the leaderboard response', () => {
  it('reads rows with whole rank documents and the weekly count', () => {
    const [first] = parse([row('1', 40)]);
    expect(first).toEqual({
      id: '1',
      username: 'user1',
      displayName: 'User 1',
      discriminator: '0',
      avatar: null,
      ranks: [expect.objectContaining({ id: 'r1', name: 'Chef', position: 4 })],
      weeklyOrders: 40,
    });
  });

  it('is liberal: rank ids, missing statistics, junk rows and ranks', () => {
    const rows = parse([
      row('1', 5, { ranks: ['r2', { nope: true }] }),
      { _id: '2', username: 'nostats' },
      { username: 'no id' },
      'junk',
      row('3', -4),
    ]);
    expect(rows.map((r) => [r.id, r.ranks, r.weeklyOrders])).toEqual([
      ['1', ['r2'], 5],
      ['2', [], 0],
      ['3', [expect.objectContaining({ id: 'r1' })], 0],
    ]);
  });

  it('refuses a body without the list', () => {
    expect(leaderboardEndpoint.response.safeParse([{ nope: true }]).success).toBe(false);
  });
});

describe('rankLeaderboard', () => {
  it('sorts by weekly orders and shares places between equal counts', () => {
    const entries = rankLeaderboard(
      parse([row('a', 10), row('b', 40), row('c', 10), row('d', 12), row('e', 3)]),
    );
    expect(entries.map((e) => [e.row.id, e.place])).toEqual([
      ['b', 1],
      ['d', 2],
      ['a', 3],
      ['c', 3],
      ['e', 5],
    ]);
    expect(entries[0]?.name).toBe('User b');
  });

  it('finds the highest rank, looking bare ids up in the site ranks', () => {
    const siteRanks = ranksResponse.parse({ ranks: [rank('r9', 'Owner', 9)] }).ranks;
    const [withIds, none] = parse([
      row('1', 5, { ranks: ['r9', rank('r1', 'Chef', 4)] }),
      row('2', 5, { ranks: [] }),
    ]) as [LeaderboardRow, LeaderboardRow];
    expect(rankOfRow(withIds, siteRanks)?.name).toBe('Owner');
    expect(rankOfRow(withIds, undefined)?.name).toBe('Chef');
    expect(rankOfRow(none, siteRanks)).toBeNull();
  });

  it('finds the signed-in user, or nobody', () => {
    const entries = rankLeaderboard(parse([row('a', 10), row('b', 40)]));
    expect(entryOf(entries, 'a')?.place).toBe(2);
    expect(entryOf(entries, 'zzz')).toBeNull();
    expect(entryOf(entries, null)).toBeNull();
    const yours = entryOf(entries, 'a');
    expect(yours && yourPlace(yours)).toBe('You are in 2nd place this week with 10 orders.');
  });
});

describe('the chart', () => {
  it('is summed up in words for screen readers', () => {
    const entries = rankLeaderboard(parse([row('a', 40), row('b', 1)]));
    expect(chartSummary(entries)).toBe(
      'Bar chart of this week’s orders: User a, 40 orders; User b, 1 order.',
    );
  });
});

describe('wording', () => {
  it('counts orders', () => {
    expect(orderCount(1)).toBe('1 order');
    expect(orderCount(0)).toBe('0 orders');
    expect(orderCount(1234)).toBe('1,234 orders');
  });

  it('writes places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
