/**
 * Every handler of the fake backend, in matching order: the due-timer check, the API areas, the gateway, the
 * offline CDN and image hosts, and last the API catch-all. Stories and tests override single endpoints with
 * `worker.use()` / `server.use()` (see `mocks/scenarios.ts`); overrides are prepended, so they win.
 */
import { type AnyHandler, http } from 'msw';
import { runDueTimers } from './clock';
import './orders/rules'; // registers the order timers with the clock
import { adminUserHandlers } from './admin-users/handlers';
import { adblockManifestHandlers, adHandlers } from './ads/handlers';
import { appealHandlers } from './appeals/handlers';
import { deliveryMessageHandlers } from './delivery-messages/handlers';
import { foodLookupHandlers } from './food-lookup/handlers';
import { gatewayHandler } from './gateway/handlers';
import { hourlyHandlers } from './hourly/handlers';
import { fallbackHandlers } from './http/fallback';
import { CLIENT_API, V3_API } from './http/respond';
import { cdnHandlers } from './images/cdn';
import { imageHandlers } from './images/handlers';
import { leaderboardHandlers } from './leaderboard/handlers';
import { objectiveHandlers } from './objectives/handlers';
import { onLeaveHandlers } from './onleave/handlers';
import { orderHandlers } from './orders/handlers';
import { rankHandlers } from './ranks/handlers';
import { recruitmentHandlers } from './recruitment/handlers';
import { reportHandlers } from './reports/handlers';
import { sessionHandlers } from './session/handlers';
import { settingHandlers } from './settings/handlers';
import { statisticsHandlers } from './statistics/handlers';
import { storeHandlers } from './store/handlers';
import { stripeHandlers } from './stripe/handlers';
import { teamPageHandlers } from './team-page/handlers';
import { teamHandlers } from './teams/handlers';
import { userHandlers } from './users/handlers';

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
  ...leaderboardHandlers,
  ...teamPageHandlers,
  ...hourlyHandlers,
  ...storeHandlers,
  ...stripeHandlers,
  ...adHandlers,
  ...adminUserHandlers,
  ...recruitmentHandlers,
  ...appealHandlers,
  ...onLeaveHandlers,
  ...objectiveHandlers,
  ...statisticsHandlers,
];

export const handlers: AnyHandler[] = [
  ...restHandlers,
  gatewayHandler,
  ...cdnHandlers,
  ...imageHandlers,
  ...adblockManifestHandlers,
  ...fallbackHandlers,
];
