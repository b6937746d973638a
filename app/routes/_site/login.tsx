import { LoginPage, type LoginSearch } from '@features/session';
import { isDemo } from '@lib/config';
import { safeRedirectPath } from '@lib/safe-url';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

const optionalString = (value: unknown) =>
  typeof value === 'string' && value.length <= 2048 ? value : undefined;

export const Route = createFileRoute('/_site/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const redirect = optionalString(search.redirect);
    return {
      code: optionalString(search.code),
      state: optionalString(search.state),
      // Same-origin paths only; anything else is dropped here and checked again before navigating.
      redirect: redirect === undefined ? undefined : safeRedirectPath(redirect),
      error: optionalString(search.error),
    };
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  // `href` here is always a same-origin path built by the page (validated redirect or /login?...).
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <LoginPage search={search} demo={isDemo} onNavigate={onNavigate} />;
}
