import { describe, expect, it } from 'vitest';
import { playwrightCounts, readPlaywrightCounts, readVitestCounts, vitestCounts } from './reports.mjs';

describe('vitestCounts', () => {
  it('reads passed and failed tests', () => {
    expect(vitestCounts({ numPassedTests: 12, numFailedTests: 2, success: false, testResults: [] })).toEqual({
      passed: 12,
      failed: 2,
      flaky: [],
    });
  });

  it('names a test that passed on its retry, with its file', () => {
    const report = {
      numPassedTests: 2,
      numFailedTests: 0,
      success: true,
      testResults: [
        {
          name: `${process.cwd()}/features/orders/Board.stories.tsx`,
          status: 'passed',
          assertionResults: [
            { status: 'passed', fullName: 'Claim', failureMessages: ['Screenshot does not match'] },
            { status: 'passed', fullName: 'Empty', failureMessages: [] },
          ],
        },
      ],
    };
    expect(vitestCounts(report)).toEqual({
      passed: 2,
      failed: 0,
      flaky: ['features/orders/Board.stories.tsx › Claim'],
    });
  });

  it('counts a file that failed before running any test', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      success: false,
      testResults: [
        { status: 'passed', assertionResults: [{}, {}, {}] },
        { status: 'failed', assertionResults: [] },
      ],
    };
    expect(vitestCounts(report)).toEqual({ passed: 3, failed: 1, flaky: [] });
  });

  it('never reads an unsuccessful run as green', () => {
    expect(vitestCounts({ numPassedTests: 0, numFailedTests: 0, success: false })).toEqual({
      passed: 0,
      failed: 1,
      flaky: [],
    });
  });

  it('returns null for anything else', () => {
    expect(vitestCounts(null)).toBeNull();
    expect(vitestCounts({ stats: {} })).toBeNull();
    expect(readVitestCounts('/nonexistent/report.json')).toBeNull();
  });
});

describe('playwrightCounts', () => {
  it('passes expected and flaky, fails unexpected and global errors', () => {
    const report = {
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [{ message: 'x' }],
    };
    expect(playwrightCounts(report)).toMatchObject({ passed: 6, failed: 2 });
  });

  it('names the tests that passed only on a retry', () => {
    const spec = (title: string, status: string) => ({ title, tests: [{ status }] });
    const report = {
      stats: { expected: 2, unexpected: 0, flaky: 2 },
      suites: [
        {
          title: 'stories.visual.spec.ts',
          file: 'stories.visual.spec.ts',
          specs: [spec('UI/Avatar › Default', 'expected'), spec('UI/Avatar › Image Fails', 'flaky')],
          suites: [{ title: 'logout', file: 'session.spec.ts', specs: [spec('shows the toast', 'flaky')] }],
        },
      ],
    };
    expect(playwrightCounts(report)).toEqual({
      passed: 4,
      failed: 0,
      flaky: ['UI/Avatar › Image Fails', 'logout › shows the toast'],
    });
    expect(playwrightCounts({ stats: { expected: 3 } })?.flaky).toEqual([]);
  });

  it('returns null without stats', () => {
    expect(playwrightCounts({})).toBeNull();
    expect(readPlaywrightCounts('/nonexistent/report.json')).toBeNull();
  });
});
