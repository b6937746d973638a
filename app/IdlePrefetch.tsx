/**
 * Wires the idle prefetch (app/idle-prefetch.ts) to the router and the session: after each navigation has
 * settled, once the page is idle and 2000 ms more, the code of the pages this user can reach from the
 * navigation is loaded, a page per idle moment. A new navigation or another user cancels what is still waiting.
 */
import { useSession } from '@lib/session';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { prefetchedPages, prefetchRouteCode, prefetchTargets, savesData, whenIdle } from './idle-prefetch';
import type { AppRouter } from './router';

export function IdlePrefetch({ router }: { router: AppRouter }) {
  const session = useSession();
  // The path on screen once the router has settled; null while a navigation is pending.
  const settledPath = useRouterState({
    router,
    select: (state) => (state.status === 'idle' ? state.location.pathname : null),
  });
  // Only a known answer: nothing while the user is still loading, nothing behind the ban notice.
  const user = session.status === 'authenticated' ? session.user : null;
  const known = session.status === 'authenticated' || session.status === 'anonymous';

  useEffect(() => {
    if (settledPath === null || !known || savesData()) return;
    let cancelled = false;
    const cancelWait = whenIdle(() => {
      void prefetchRouteCode(router, prefetchTargets(router, user, settledPath, prefetchedPages()), {
        cancelled: () => cancelled,
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [router, user, known, settledPath]);

  return null;
}
