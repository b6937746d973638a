import { links } from '@lib/config';
import { errorMessage, isApiError } from '@lib/http';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { ErrorPage } from '@ui/ErrorPage';
import { NotFound } from '@ui/NotFound';
import { PageLoader } from '@ui/PageLoader';
import { isChunkLoadError, reloadForChunkError } from '../chunk-reload';
import type { RouterContext } from '../context';
import { DefaultLayout } from '../layouts/DefaultLayout/DefaultLayout';
import { SessionGate } from '../SessionGate';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Know who is signed in before the first render, so navigation never flickers (cached afterwards).
  beforeLoad: async ({ context }) => {
    await context.session.ensureUser().catch(() => null);
  },
  component: Root,
  notFoundComponent: () => (
    <DefaultLayout>
      <NotFound />
    </DefaultLayout>
  ),
  errorComponent: RootError,
});

function Root() {
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}

function RootError({ error, reset }: { error: unknown; reset: () => void }) {
  const route = useRouterState({ select: (s) => s.location.pathname });
  if (isChunkLoadError(error) && reloadForChunkError()) return <PageLoader label="Updating the site" />;
  return (
    <DefaultLayout>
      <ErrorPage
        statusCode={isApiError(error) ? error.statusCode : undefined}
        message={error instanceof Error ? errorMessage(error) : undefined}
        route={route}
        supportUrl={links.support}
        onRetry={reset}
      />
    </DefaultLayout>
  );
}
