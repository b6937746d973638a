import { useLogout } from '@features/session';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';

/** `isHome` / `goHome` for the logout flow (leave non-home pages for `/` first). */
export function useHomeNavigation() {
  const router = useRouter();
  return useMemo(
    () => ({
      isHome: () => router.state.location.pathname === '/',
      goHome: () => router.navigate({ to: '/' }),
    }),
    [router],
  );
}

/**
 * Logout as docs/product/session.md#logout has it (leave for `/` first, then end the session): `run` and
 * `pending`. Guarded against double clicks across layouts: the in-flight flag lives in the session store, not
 * in the menu that was clicked, so the default layout's Logout stays disabled while a logout started on a
 * staff page runs.
 */
export function useLogoutAction() {
  return useLogout(useHomeNavigation());
}
