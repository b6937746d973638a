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
