import { describe, expect, it } from 'vitest';
import { budgetReport, checkBudgets, KIB } from './budget.mjs';
import { vitestCounts } from './reports.mjs';

describe('checkBudgets', () => {
  it('passes figures at or under the limit and fails those over it', () => {
    const checks = checkBudgets(
      [
        { path: '/', js: 100 * KIB, css: 25 * KIB + 1 },
        { path: '/login', js: 10 * KIB, css: 1 * KIB, ownJs: 31 * KIB },
      ],
      { '/': { js: 100, css: 25 }, '/login': { js: 20, css: 2, ownJs: 30 } },
    );
    expect(checks.map(({ page, measure, ok }) => `${page} ${measure} ${ok}`)).toEqual([
      '/ js true',
      '/ css false',
      '/login js true',
      '/login css true',
      '/login ownJs false',
    ]);
  });

  it('fails a budget for a page that was not measured, and a measure that is missing', () => {
    const checks = checkBudgets([{ path: '/', js: 1, css: 1 }], {
      '/': { js: 1, css: 1, ownJs: 1 },
      '/gone': { js: 1, css: 1 },
    });
    expect(checks.filter((check) => !check.ok).map(({ page, measure }) => `${page} ${measure}`)).toEqual([
      '/ ownJs',
      '/gone measured',
    ]);
  });

  it('reports one test per check in the format the test command counts', () => {
    const checks = checkBudgets([{ path: '/', js: 2 * KIB, css: 0 }], { '/': { js: 1, css: 1 } });
    expect(vitestCounts(budgetReport(checks))).toEqual({ passed: 1, failed: 1, flaky: [] });
  });
});
