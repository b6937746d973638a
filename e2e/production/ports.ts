/** Where the production-mode suite's two servers listen (playwright.production.config.ts). */
export const APP_PORT = Number(process.env.E2E_PROD_PORT) || 4175;
export const API_PORT = Number(process.env.E2E_API_PORT) || 4176;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
