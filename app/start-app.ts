/** The rendering part of the start-up code (app/main.tsx, START_PARTS in vite.config.ts). */
export { App } from './App';
export { AppErrorBoundary } from './AppErrorBoundary';
export { offerNewVersion } from './new-version';
export { showSignedOutToast } from './SessionExpiry';
