/**
 * The page-loading bar (ui/PageProgress) on the router's transitions: pending while a route's code, its
 * guards (`beforeLoad`) or its loader are under way. Hover preloads do not count (they leave the status idle).
 */
import { useRouterState } from '@tanstack/react-router';
import { PageProgress } from '@ui/PageProgress';
import type { AppRouter } from './router';

export function RouteProgress({ router }: { router: AppRouter }) {
  const pending = useRouterState({ router, select: (state) => state.status === 'pending' });
  return <PageProgress active={pending} />;
}
