/**
 * Every handler of the fake backend, in matching order: the API areas, the gateway, the offline CDN, and last
 * the API catch-all. Stories and tests override single endpoints with `worker.use()` / `server.use()` (see
 * `mocks/scenarios.ts`); overrides are prepended, so they win.
 */
import type { AnyHandler } from 'msw';
import { cdnHandlers } from './cdn';
import { fallbackHandlers } from './fallback';
import { gatewayHandler } from './gateway';
import { rankHandlers } from './ranks';
import { sessionHandlers } from './session';
import { settingHandlers } from './settings';
import { teamHandlers } from './teams';
import { userHandlers } from './users';

export const restHandlers: AnyHandler[] = [
  ...sessionHandlers,
  ...userHandlers,
  ...rankHandlers,
  ...settingHandlers,
  ...teamHandlers,
];

export const handlers: AnyHandler[] = [...restHandlers, gatewayHandler, ...cdnHandlers, ...fallbackHandlers];
