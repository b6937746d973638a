/**
 * The fake backend in the browser: demo mode (`app/main.tsx` imports this lazily), Storybook (`.storybook/
 * preview.tsx`) and Playwright. Also exposes `window.__VD_DEMO__` for demo controls and e2e tests.
 */
import { type SetupWorker, setupWorker } from 'msw/browser';
import { db, emitGatewayEvent, resetDb } from './db';
import { handlers } from './handlers';
import { gatewayLog } from './handlers/gateway';
import { PERSONAS } from './personas';

export interface DemoControls {
  db: typeof db;
  resetDb: typeof resetDb;
  gatewayLog: typeof gatewayLog;
  emitGatewayEvent: typeof emitGatewayEvent;
  personas: typeof PERSONAS;
}

declare global {
  interface Window {
    __VD_DEMO__?: DemoControls;
  }
}

/**
 * The worker script's path: under Vite's `base` when it is absolute (a sub-path deployment), else at the root
 * (a relative base such as Storybook's './' resolves to the origin, where `public/` is served).
 */
function workerUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}mockServiceWorker.js`, window.location.origin).pathname;
}

/** Registers the mock Service Worker with every handler and resolves once it intercepts requests. */
export async function startMockBackend(): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: workerUrl() } });
  window.__VD_DEMO__ = { db, resetDb, gatewayLog, emitGatewayEvent, personas: PERSONAS };
  return worker;
}
