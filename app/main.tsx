/**
 * Start-up. The one environment switch of the product (docs/architecture.md#demo-mode): in demo mode the fake
 * backend (a lazy chunk) starts before the first render; a build pointed at a real API contains no mock code.
 *
 * The entry holds React and little else. The rest of the start-up code comes in three parts (START_PARTS in
 * vite.config.ts), requested together at once and each evaluated in its own task, so that no single task of the
 * start-up holds the page for the whole of the code's evaluation (docs/architecture.md#performance).
 */
import '@ui/theme/shell-styles';
import { setHydrating } from '@lib/hydration';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installChunkReload } from './chunk-reload';
import { EarlyClicks, isPrerenderedFor, pageStylesheets } from './prerender/hydration';
import type { AppRouter } from './router';
import { registerServiceWorker } from './service-worker';

declare const __DEMO__: boolean;

async function start() {
  let router: AppRouter | undefined;
  const sessionPart = import('./start-session');
  const routerPart = import('./router');
  const appPart = import('./start-app');
  // A part that fails is reported where it is awaited (and app/chunk-reload.ts offers the reload), not before.
  for (const part of [sessionPart, routerPart, appPart]) part.catch(() => {});
  installChunkReload({
    // Start-up needs its code like a navigation does. After it, hover preloads and the idle prefetch leave the
    // router's status alone: only a navigation makes it pending.
    isNavigating: () => !router || router.state.status === 'pending',
    offerReload: () => void appPart.then((part) => part.offerNewVersion()),
  });
  // `__DEMO__` (not `isDemo`): a literal the bundler folds, so production builds contain no mock code.
  if (__DEMO__) {
    const { startDemoBackend } = await import('../mocks/browser');
    await startDemoBackend();
  } else {
    registerServiceWorker(import.meta.env.PROD);
  }
  // The session comes with the one 401 handler, before any request leaves (docs/product/session.md#signed-out).
  const { startSession, prefetchStartupData } = await sessionPart;
  const session = startSession(() => void appPart.then((part) => part.showSignedOutToast(router)));
  // The start-up requests leave now, while the router resolves the page (docs/architecture.md#start-up-data).
  prefetchStartupData();
  const { createAppRouter } = await routerPart;
  await yieldToBrowser();
  router = createAppRouter(session);
  await yieldToBrowser();
  // The page's guards and code are resolved before the first render, so React renders the whole page once (in
  // slices) instead of a shell first and the page in a second, blocking, render. The boot shell of index.html
  // shows meanwhile. A route's failure is in the router's state and the render below shows its error page; an
  // unexpected one is logged, as the router does itself.
  await router.load().catch((error: unknown) => console.error('The first page failed to load', error));
  const { App, AppErrorBoundary } = await appPart;
  await pageStylesheets();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <App router={router} session={session} />
      </AppErrorBoundary>
    </StrictMode>
  );
  // A prerendered page (docs/architecture.md#first-visit) is taken over where it stands when the router resolved
  // the same page the build rendered; any other page (a search, a redirect, the app shell) replaces the markup.
  if (isPrerenderedFor(root, router)) {
    // The router renders as it did in the prerender (no Suspense boundary of its own around the matches).
    router.ssr = { manifest: undefined };
    setHydrating(true);
    // A transition too: hydration is then done in slices, not in one task that holds input back.
    startTransition(() => {
      hydrateRoot(root, app, {
        // React then renders the page afresh; said loudly, since the markup and the first render must agree.
        onRecoverableError: (error) => console.error('The prerendered page did not hydrate', error),
      });
    });
    return;
  }
  // Not this page's markup: it is replaced. Until the new page is on screen the old markup's buttons are dead, so
  // the boot script holds their clicks until then; `EarlyClicks` then marks the page live and clicks the same
  // button of the new page (scripts/boot-shell.ts).
  // A transition, so React renders the first page in slices of a few milliseconds rather than one long task
  // that blocks input.
  startTransition(() => {
    createRoot(root).render(
      <>
        {app}
        <EarlyClicks />
      </>,
    );
  });
}

/**
 * Lets the browser paint and handle input between start-up steps, so that the code's evaluation, the router's
 * set-up and the page's first resolution are separate tasks rather than one long one.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message, not a timer: browsers slow timers down to a second in background tabs.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

void start();
