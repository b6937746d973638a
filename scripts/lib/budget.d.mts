/** Types of scripts/lib/budget.mjs, for the TypeScript tests. */
export declare const KIB: number;
export interface PageFigure {
  path: string;
  js: number;
  css: number;
  ownJs?: number;
}
export interface PageBudget {
  js: number;
  css: number;
  ownJs?: number;
}
export interface BudgetCheck {
  page: string;
  measure: string;
  bytes: number;
  limit: number;
  ok: boolean;
}
export declare function checkBudgets(
  figures: PageFigure[],
  budgets: Record<string, PageBudget>,
): BudgetCheck[];
export declare function budgetReport(checks: BudgetCheck[]): {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
  testResults: never[];
};
