import { requiresAuth } from '@app/guards';
import { StaffLayout } from '@app/layouts/StaffLayout/StaffLayout';
import { CommandPaletteLauncher } from '@features/command-palette';
import { createFileRoute, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { NotFound } from '@ui/NotFound';
import { useCallback } from 'react';

export const Route = createFileRoute('/staff')({
  beforeLoad: requiresAuth,
  component: StaffRoute,
  notFoundComponent: () => <NotFound />,
});

function StaffRoute() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onResigned = useCallback(() => void router.navigate({ to: '/' }), [router]);
  const onNavigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  return (
    <StaffLayout
      pathname={pathname}
      onResigned={onResigned}
      headerActions={<CommandPaletteLauncher onNavigate={onNavigate} />}
    >
      <Outlet />
    </StaffLayout>
  );
}
