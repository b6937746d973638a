/**
 * The comparison behind the byte budget (scripts/check-budget.mjs): figures against limits, one check per
 * page and measure. Kept apart so it can be tested without a build.
 */

export const KIB = 1024;

/**
 * @param {{ path: string, js: number, css: number, ownJs?: number }[]} figures bytes per page (gzip)
 * @param {Record<string, { js: number, css: number, ownJs?: number }>} budgets limits in KiB per page path
 * @returns {{ page: string, measure: string, bytes: number, limit: number, ok: boolean }[]}
 */
export function checkBudgets(figures, budgets) {
  const checks = [];
  for (const [page, limits] of Object.entries(budgets)) {
    const figure = figures.find((entry) => entry.path === page);
    if (!figure) {
      // A budget for a page nobody measured is a mistake in the budget table: fail loudly.
      checks.push({ page, measure: 'measured', bytes: 0, limit: 0, ok: false });
      continue;
    }
    for (const measure of ['js', 'css', 'ownJs']) {
      const limit = limits[measure];
      if (limit === undefined) continue;
      const bytes = figure[measure];
      if (typeof bytes !== 'number') {
        checks.push({ page, measure, bytes: 0, limit: limit * KIB, ok: false });
        continue;
      }
      checks.push({ page, measure, bytes, limit: limit * KIB, ok: bytes <= limit * KIB });
    }
  }
  return checks;
}

/** A report in the subset of Vitest's JSON format that scripts/lib/reports.mjs reads (one test per check). */
export function budgetReport(checks) {
  const failed = checks.filter((check) => !check.ok).length;
  return {
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numTotalTests: checks.length,
    success: failed === 0,
    testResults: [],
  };
}
