import { adsAllowedOn, mustLeaveAdScript } from '@app/ads';
import { isChunkLoadError, newVersionOffered, reloadForChunkError } from '@app/chunk-reload';
import type { RouterContext } from '@app/context';
import { DefaultLayout } from '@app/layouts/DefaultLayout/DefaultLayout';
import { routeErrorDetails } from '@app/route-error';
import { SessionGate } from '@app/SessionGate';
import { UnsavedChangesPrompt } from '@app/UnsavedChangesPrompt';
import { links } from '@lib/config';
import { hasUnsavedChanges } from '@lib/unsaved';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { ErrorPage } from '@ui/ErrorPage';
import { NotFound } from '@ui/NotFound';
import { PageLoader } from '@ui/PageLoader';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Know who is signed in before the first render, so navigation never flickers (cached afterwards).
  beforeLoad: async ({ context, location, preload }) => {
    // An ad script added by a public page cannot be unloaded: /login and staff pages get a new document.
    if (!preload && mustLeaveAdScript(location.pathname)) {
      window.location.assign(location.href);
      await new Promise<never>(() => {});
    }
    await context.session.ensureUser().catch(() => null);
  },
  component: Root,
  notFoundComponent: RootNotFound,
  errorComponent: RootError,
});

function Root() {
  return (
    <>
      <SessionGate>
        <Outlet />
      </SessionGate>
      {/* Every page that holds unsaved text asks before it is left (lib/unsaved.ts). */}
      <UnsavedChangesPrompt />
    </>
  );
}

// Both render the default layout whatever the path, so they decide about ads like the site routes do: a
// failing staff page or /login must not load the ad script (docs/product/navigation.md#ads).
function RootNotFound() {
  const route = useRouterState({ select: (s) => s.location.pathname });
  return (
    <DefaultLayout showAds={adsAllowedOn(route)} pathname={route}>
      <NotFound />
    </DefaultLayout>
  );
}

function RootError({ error, reset }: { error: unknown; reset: () => void }) {
  const route = useRouterState({ select: (s) => s.location.pathname });
  // Never over unsaved text: the new version was offered instead (app/chunk-reload.ts).
  if (isChunkLoadError(error) && !newVersionOffered() && !hasUnsavedChanges() && reloadForChunkError())
    return <PageLoader label="Updating the site" />;
  const { statusCode, message } = routeErrorDetails(error);
  return (
    <DefaultLayout showAds={adsAllowedOn(route)} pathname={route}>
      <ErrorPage
        statusCode={statusCode}
        message={message}
        route={route}
        supportUrl={links.support}
        onRetry={reset}
      />
    </DefaultLayout>
  );
}
