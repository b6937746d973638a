import type { ManagementStatistics } from '@lib/schemas/statistics';
import { DAY } from '@lib/time';
import { describe, expect, it } from 'vitest';
import {
  counterRows,
  countSince,
  csvCell,
  csvFileName,
  nextSort,
  sortStatistics,
  statisticsCsv,
  totalActions,
} from './model';

const NOW = Date.UTC(2026, 10, 21, 12);
const ago = (days: number) => NOW - days * DAY;
const stats = (id: string, name: string, applications: number[], warnings: number[] = []) =>
  ({
    _id: id,
    user: { id, username: name.toLowerCase(), displayName: name, discriminator: '0' },
    applications,
    appealsUpvoted: [],
    warnings,
    blacklists: [],
    backlogs: [],
  }) as unknown as ManagementStatistics;

describe('counting', () => {
  it('counts times in the last 7 and 30 days and in all', () => {
    const times = [ago(1), ago(6.9), ago(7.1), ago(29), ago(45)];
    expect(countSince(times, NOW, 7)).toBe(2);
    expect(countSince(times, NOW, 30)).toBe(4);
    expect(countSince(times, NOW)).toBe(5);
    expect(countSince([NOW + DAY], NOW, 7)).toBe(0);
  });

  it('makes a row per counter and a total', () => {
    const ada = stats('1', 'Ada', [ago(1), ago(20)], [ago(40)]);
    expect(counterRows(ada, NOW)[0]).toEqual({
      key: 'applications',
      label: 'Applications reviewed',
      week: 1,
      month: 2,
      all: 2,
    });
    expect(totalActions(ada)).toBe(3);
  });
});

describe('sorting', () => {
  const list = [stats('1', 'Bo', [1, 2]), stats('2', 'Al', [1, 2]), stats('3', 'Cy', [1, 2, 3])];
  it('by total, most first, ties by name; by name A to Z', () => {
    expect(sortStatistics(list, { key: 'total', direction: 'descending' }).map((s) => s._id)).toEqual([
      '3',
      '2',
      '1',
    ]);
    expect(sortStatistics(list, { key: 'name', direction: 'ascending' }).map((s) => s._id)).toEqual([
      '2',
      '1',
      '3',
    ]);
  });

  it('flips the same column, starts another descending (names ascending)', () => {
    expect(nextSort({ key: 'total', direction: 'descending' }, 'total')).toEqual({
      key: 'total',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'total', direction: 'descending' }, 'warnings')).toEqual({
      key: 'warnings',
      direction: 'descending',
    });
    expect(nextSort({ key: 'total', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });
});

describe('the CSV export', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell('Okafor, Ada')).toBe('"Okafor, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes a header and a line per manager with all-time counts', () => {
    const csv = statisticsCsv([stats('1', 'Ada', [ago(1), ago(40)], [ago(2)])]);
    expect(csv.split('\r\n')).toEqual([
      'User ID,Manager,Applications reviewed,Appeals voted,Warnings issued,Blacklists,Order history entries,Total',
      '1,Ada,2,0,1,0,0,3',
    ]);
    expect(csvFileName(NOW)).toBe('management-statistics-2026-11-21.csv');
  });
});
