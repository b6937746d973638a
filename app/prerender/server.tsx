/**
 * The prerender step's entry (docs/architecture.md#first-visit): renders one page to HTML at build time, as a
 * signed-out visitor sees it before any data has arrived. The `vd:prerender` plugin (scripts/prerender.ts) builds
 * this file for Node after the browser build and writes each page of ./pages.ts into its own HTML file.
 */
import { SessionStore } from '@lib/session';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../App';
import { AppErrorBoundary } from '../AppErrorBoundary';
import { createAppRouter } from '../router';
import { isNotFound } from './hydration';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** Whether no route matched the path (the not-found page). */
  notFound: boolean;
  /** The ids of the routes the page is made of (`/_site`, `/_site/store`), whose styles the page links. */
  routeIds: string[];
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const session = new SessionStore({ status: 'anonymous', token: null, user: null, nitroPayToken: null });
  const router = createAppRouter(session, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const errors: unknown[] = [];
  // Waits for every lazy part of the page, so the markup is the page as a whole; an error fails the build.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppErrorBoundary>
        <App router={router} session={session} />
      </AppErrorBoundary>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw new AggregateError(errors, `prerender: ${path} failed to render`);
  return {
    html,
    notFound: isNotFound(router),
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}
