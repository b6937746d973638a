import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { DefaultLayout } from '../layouts/DefaultLayout/DefaultLayout';

export const Route = createFileRoute('/_site')({
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Third-party ad code never runs on the login page (security notes §2.1).
  return (
    <DefaultLayout showAds={pathname !== '/login'}>
      <Outlet />
    </DefaultLayout>
  );
}
