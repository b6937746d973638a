import { usePageNavigate } from '@app/page-navigate';
import { LoginPage, loginSearchSchema } from '@features/session';
import { isDemo } from '@lib/config';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  // `href` here is always a same-origin path built by the page (validated redirect or /login?...).
  // Ignored once the user has left this page (a save or sign-in finishing late must not pull them back).
  const onNavigate = usePageNavigate('replace');
  return <LoginPage search={search} demo={isDemo} onNavigate={onNavigate} />;
}
