/** Types of scripts/lib/production-e2e.mjs, for the Playwright configuration and the specs. */
export declare const APP_PORT: number;
export declare const API_PORT: number;
export declare const APP_URL: string;
export declare const API_URL: string;
export declare const PRODUCTION_E2E_ENV: Record<string, string>;
export declare const PRODUCTION_BUILD_VARIABLE: string;
