/** The assembled site: providers around the router. */
import { SessionProvider, type SessionStore } from '@lib/session';
import { RouterProvider } from '@tanstack/react-router';
import { LinkProvider } from '@ui/AppLink';
import { UiProvider } from '@ui/theme';
import { useCallback, useEffect } from 'react';
import { SWRConfig } from 'swr';
import { GatewayProvider } from './gateway/GatewayProvider';
import { IdlePrefetch } from './IdlePrefetch';
import { isNotFound } from './prerender/hydration';
import { pageTitle } from './prerender/pages';
import { RouteProgress } from './RouteProgress';
import { RouterLink } from './RouterLink';
import type { AppRouter } from './router';
import { SessionCacheReset } from './SessionCacheReset';
import { SessionExpiry } from './SessionExpiry';
import { StartupData } from './StartupData';
import { swrConfig } from './swr-config';

export function App({ router, session }: { router: AppRouter; session: SessionStore }) {
  const onBanned = useCallback(() => {
    void router.navigate({ to: '/', search: { error: 'account_banned' } });
  }, [router]);
  // Each page reached by a link gets the title its prerendered HTML has (app/prerender/pages.ts).
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        document.title = pageTitle(router.state.location.pathname, isNotFound(router));
      }),
    [router],
  );
  return (
    <SWRConfig value={swrConfig}>
      <UiProvider>
        <SessionProvider store={session}>
          <GatewayProvider onBanned={onBanned}>
            <LinkProvider component={RouterLink}>
              <StartupData />
              <SessionCacheReset />
              <SessionExpiry router={router} />
              <IdlePrefetch router={router} />
              <RouteProgress router={router} />
              <RouterProvider router={router} context={{ session }} />
            </LinkProvider>
          </GatewayProvider>
        </SessionProvider>
      </UiProvider>
    </SWRConfig>
  );
}
