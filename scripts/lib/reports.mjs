/**
 * Reads the test counts of one runner's JSON report: Vitest's `--reporter=json` (Jest-compatible) and
 * Playwright's `json` reporter. Each returns `{ passed, failed }`, or null when the report is missing or
 * unreadable; a file or suite that failed before any test ran (an import error, a broken config) counts
 * as one failure, so a crash never reads as green.
 */
import { readFileSync } from 'node:fs';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from a parsed Vitest JSON report. */
export function vitestCounts(report) {
  if (!report || typeof report.numPassedTests !== 'number') return null;
  const crashedFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  const failed = (report.numFailedTests ?? 0) + crashedFiles;
  return { passed: report.numPassedTests, failed: failed === 0 && report.success === false ? 1 : failed };
}

/** Counts from a parsed Playwright JSON report: expected and flaky pass, unexpected and errors fail. */
export function playwrightCounts(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
  };
}

export const readVitestCounts = (file) => vitestCounts(readJson(file));
export const readPlaywrightCounts = (file) => playwrightCounts(readJson(file));
