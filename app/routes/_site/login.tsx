import { LoginPage, loginSearchSchema } from '@features/session';
import { isDemo } from '@lib/config';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export const Route = createFileRoute('/_site/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  // `href` here is always a same-origin path built by the page (validated redirect or /login?...).
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <LoginPage search={search} demo={isDemo} onNavigate={onNavigate} />;
}
