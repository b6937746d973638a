/**
 * The fake backend in the browser: demo mode (`app/main.tsx` imports this lazily), Storybook (`.storybook/
 * preview.tsx`) and Playwright. Also exposes `window.__VD_DEMO__` for demo controls and e2e tests.
 *
 * - `startMockBackend()` (Storybook, and anything that passes no options): the handlers and the clock's
 *   one-second due-timer check; no simulator.
 * - `startDemoBackend()` (demo mode): the same, plus the kitchen simulator unless switched off (see
 *   {@link demoSimulatorEnabled}).
 */
import { type SetupWorker, setupWorker } from 'msw/browser';
import { advanceClock, now, startScheduler } from './clock';
import { db, resetDb } from './db';
import { emitGatewayEvent } from './events';
import { gatewayLog } from './gateway/rules';
import { handlers } from './handlers';
import { createOrder, joinQueue, type NewOrder } from './orders/rules';
import { PERSONAS } from './personas';
import { onSettingWritten, storeSetting } from './settings/rules';
import { isSimulatorRunning, startSimulator, stopSimulator } from './simulator';

export interface DemoControls {
  db: typeof db;
  resetDb: typeof resetDb;
  gatewayLog: typeof gatewayLog;
  emitGatewayEvent: typeof emitGatewayEvent;
  personas: typeof PERSONAS;
  /** The mock's current time (ms). */
  now: typeof now;
  /** Moves the mock's time forward and runs what became due (claim expiry, preparation completion). */
  advanceClock: typeof advanceClock;
  startSimulator: () => void;
  stopSimulator: typeof stopSimulator;
  isSimulatorRunning: typeof isSimulatorRunning;
  /** Adds an active order as a customer (random seeded one unless `customerId`) and emits `orderSent`. */
  createOrder: (partial?: NewOrder) => ReturnType<typeof createOrder>;
  /** Joins the delivery queue as that user and emits `joinDeliveryQueue`. */
  joinQueue: typeof joinQueue;
}

declare global {
  interface Window {
    __VD_DEMO__?: DemoControls;
  }
}

export interface MockBackendOptions {
  /** Run the kitchen simulator (demo mode only). */
  simulator?: boolean;
}

/** localStorage flag: `'off'` keeps the simulator off in the demo. `?simulator=off|on` in the URL sets it. */
export const SIMULATOR_FLAG = 'vd:demo-simulator';

/**
 * Whether the demo runs the simulator: not under automation (`navigator.webdriver`: Playwright, Vitest browser
 * mode), and not when switched off with `?simulator=off` (remembered in localStorage until `?simulator=on`).
 */
export function demoSimulatorEnabled(): boolean {
  const choice = new URLSearchParams(window.location.search).get('simulator');
  let flag: string | null = null;
  try {
    if (choice === 'on' || choice === 'off') window.localStorage.setItem(SIMULATOR_FLAG, choice);
    flag = window.localStorage.getItem(SIMULATOR_FLAG);
  } catch {
    flag = choice; // storage blocked: the URL still decides for this page
  }
  return !navigator.webdriver && flag !== 'off';
}

/**
 * The worker script's path: under Vite's `base` when it is absolute (a sub-path deployment), else at the root
 * (a relative base such as Storybook's './' resolves to the origin, where `public/` is served).
 */
function workerUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}mockServiceWorker.js`, window.location.origin).pathname;
}

/** The page's one worker, once started (or starting). */
let started: Promise<SetupWorker> | undefined;

/**
 * Registers the mock Service Worker with every handler and resolves once it intercepts requests. A page has
 * one worker: a second call, even while the first is still starting, returns the same one (its options are
 * ignored). MSW's interceptors patch globals such as `WebSocket` and throw if a second worker patches them
 * again; a Storybook docs page starts several stories at once, and each asks for the worker.
 */
export function startMockBackend(options: MockBackendOptions = {}): Promise<SetupWorker> {
  started ??= startWorker(options).catch((error: unknown) => {
    started = undefined; // let a later call try again
    throw error;
  });
  return started;
}

async function startWorker(options: MockBackendOptions): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: workerUrl() } });
  startScheduler();
  if (options.simulator) startSimulator();
  window.__VD_DEMO__ = {
    db,
    resetDb,
    gatewayLog,
    emitGatewayEvent,
    personas: PERSONAS,
    now,
    advanceClock,
    startSimulator: () => startSimulator(),
    stopSimulator,
    isSimulatorRunning,
    createOrder: (partial) => createOrder(partial),
    joinQueue,
  };
  return worker;
}

/** The channel the demo's tabs share settings writes on. */
const DEMO_SETTINGS_CHANNEL = 'vd:demo-settings';

/**
 * The real server is one for every visitor; the demo's fake one lives in each tab. So that a setting saved in one
 * tab (the announcement, teams on or off) is what the other tabs' fake server answers too, the demo's tabs
 * share settings writes. Not in Storybook or tests, whose stories must not change each other.
 */
function shareDemoSettings(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(DEMO_SETTINGS_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ key?: unknown; value?: unknown }>) => {
    if (typeof event.data?.key === 'string') storeSetting(event.data.key, event.data.value);
  };
  onSettingWritten((key, value) => channel.postMessage({ key, value }));
}

/** Demo mode's start: {@link startMockBackend} with the simulator when {@link demoSimulatorEnabled}. */
export async function startDemoBackend(): Promise<SetupWorker> {
  const worker = await startMockBackend({ simulator: demoSimulatorEnabled() });
  shareDemoSettings();
  return worker;
}
