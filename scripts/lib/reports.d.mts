/** Types of scripts/lib/reports.mjs, for the TypeScript tests. */
export interface Counts {
  passed: number;
  failed: number;
}
export declare function vitestCounts(report: unknown): (Counts & { flaky: string[] }) | null;
export declare function playwrightCounts(report: unknown): (Counts & { flaky: string[] }) | null;
export declare function readVitestCounts(file: string): (Counts & { flaky: string[] }) | null;
export declare function readPlaywrightCounts(file: string): (Counts & { flaky: string[] }) | null;
