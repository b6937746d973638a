/** The session part of the start-up code (app/main.tsx, START_PARTS in vite.config.ts). */
export { prefetchStartupData } from '@lib/site-data';
export { startSession } from './session-expiry';
