/**
 * The production e2e's servers and the production build it tests (playwright.production.config.ts,
 * docs/local-api-server.md#tests): the local API server on 127.0.0.1:4176 (E2E_API_PORT), the site on
 * 127.0.0.1:4175 (E2E_PROD_PORT), and the `VITE_*` configuration that points the build at that server.
 *
 * The byte budget builds production with this same configuration (scripts/check-budget.mjs), so the test
 * command makes one production build for the budget, the hosting step and the production e2e.
 */
export const APP_PORT = Number(process.env.E2E_PROD_PORT) || 4175;
export const API_PORT = Number(process.env.E2E_API_PORT) || 4176;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;

/** The production build's configuration: every `VITE_*` it reads that the production e2e depends on. */
export const PRODUCTION_E2E_ENV = {
  VITE_API_MOCKING: 'false',
  VITE_API_URL: API_URL,
  VITE_GATEWAY_URL: '',
  VITE_DISCORD_AUTHORIZE_URL: `${API_URL}/oauth2/authorize`,
  VITE_OAUTH_REDIRECT_URI: `${APP_URL}/login`,
  VITE_ADS_SCRIPT_URL: '',
  // Shorter than production's 15 s, so a test of a call that never answers waits for 4 s deadlines.
  VITE_API_TIMEOUT_MS: '4000',
};

/** Where the test command tells the production e2e that the budget's build (this configuration) is ready. */
export const PRODUCTION_BUILD_VARIABLE = 'E2E_PRODUCTION_BUILD';
