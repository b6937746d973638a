import { DefaultLayout } from '@app/layouts/DefaultLayout/DefaultLayout';
import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';

export const Route = createFileRoute('/_site')({
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Third-party ad code never runs on the login page (docs/architecture.md#security).
  return (
    <DefaultLayout showAds={pathname !== '/login'} pathname={pathname}>
      <Outlet />
    </DefaultLayout>
  );
}
