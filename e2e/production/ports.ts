/** Where the production-mode suite's two servers listen (playwright.production.config.ts). */
export { API_PORT, API_URL, APP_PORT, APP_URL } from '../../scripts/lib/production-e2e.mjs';
