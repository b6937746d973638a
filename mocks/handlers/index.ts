/**
 * Every handler of the fake backend, in matching order: the due-timer check, the API areas, the gateway, the
 * offline CDN and image hosts, and last the API catch-all. Stories and tests override single endpoints with
 * `worker.use()` / `server.use()` (see `mocks/scenarios.ts`); overrides are prepended, so they win.
 */
import { type AnyHandler, http } from 'msw';
import { runDueTimers } from '../clock';
import '../orders'; // registers the order timers with the clock
import { cdnHandlers } from './cdn';
import { deliveryMessageHandlers } from './delivery-messages';
import { fallbackHandlers } from './fallback';
import { foodLookupHandlers } from './food-lookup';
import { gatewayHandler } from './gateway';
import { imageHandlers } from './images';
import { orderHandlers } from './orders';
import { rankHandlers } from './ranks';
import { reportHandlers } from './reports';
import { CLIENT_API, V3_API } from './respond';
import { sessionHandlers } from './session';
import { settingHandlers } from './settings';
import { teamHandlers } from './teams';
import { userHandlers } from './users';

/**
 * Runs the due timers (claim expiry, preparation completion) before every API request, then lets the request
 * through to its handler (a resolver that returns nothing passes on), so every response sees the present.
 */
const dueTimerChecks: AnyHandler[] = [CLIENT_API, V3_API].map((prefix) =>
  http.all(`${prefix}/*`, () => {
    runDueTimers();
  }),
);

export const restHandlers: AnyHandler[] = [
  ...dueTimerChecks,
  ...sessionHandlers,
  ...userHandlers,
  ...rankHandlers,
  ...settingHandlers,
  ...teamHandlers,
  ...orderHandlers,
  ...foodLookupHandlers,
  ...deliveryMessageHandlers,
  ...reportHandlers,
];

export const handlers: AnyHandler[] = [
  ...restHandlers,
  gatewayHandler,
  ...cdnHandlers,
  ...imageHandlers,
  ...fallbackHandlers,
];
