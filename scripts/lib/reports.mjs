/**
 * Reads the test counts of one runner's JSON report: Vitest's `--reporter=json` (Jest-compatible) and
 * Playwright's `json` reporter. Each returns `{ passed, failed, flaky }` (`flaky`: the titles of tests that
 * failed and then passed on a retry), or null when the report is missing or
 * unreadable; a file or suite that failed before any test ran (an import error, a broken config) counts
 * as one failure, so a crash never reads as green.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Counts from a parsed Vitest JSON report. A test that passed on a retry (the story tests have one) still carries
 * the first attempt's failure messages: it is named in `flaky`, as Playwright's are.
 */
export function vitestCounts(report) {
  if (!report || typeof report.numPassedTests !== 'number') return null;
  const files = report.testResults ?? [];
  const crashedFiles = files.filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  const failed = (report.numFailedTests ?? 0) + crashedFiles;
  const flaky = files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map((test) => `${path.relative(process.cwd(), file.name ?? '')} › ${test.fullName ?? test.title}`),
  );
  return {
    passed: report.numPassedTests,
    failed: failed === 0 && report.success === false ? 1 : failed,
    flaky,
  };
}

/** Titles (`describe › test`) of the tests with this status, from Playwright's nested suites. */
function playwrightTitles(suites, status, parents = []) {
  const titles = [];
  for (const suite of suites ?? []) {
    // The root suite of a file is titled with the file name: keep it out of the test's title.
    const path = suite.title && !suite.file?.endsWith(suite.title) ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === status))
        titles.push([...path, spec.title].join(' › '));
    }
    titles.push(...playwrightTitles(suite.suites, status, path));
  }
  return titles;
}

/**
 * Counts from a parsed Playwright JSON report: expected and flaky pass, unexpected and errors fail. A flaky
 * test (failed, then passed on a retry) is named, so the summary shows it rather than hiding it.
 */
export function playwrightCounts(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    flaky: stats.flaky ? playwrightTitles(report.suites, 'flaky') : [],
  };
}

export const readVitestCounts = (file) => vitestCounts(readJson(file));
export const readPlaywrightCounts = (file) => playwrightCounts(readJson(file));
