import { useLogout } from '@features/session';
import { useAction } from '@lib/endpoint';
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

/** Logout as spec §4 has it (leave for `/` first, then end the session), guarded against double clicks. */
export function useLogoutAction() {
  return useAction(useLogout(useHomeNavigation()));
}
