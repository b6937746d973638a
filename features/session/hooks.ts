/** Logout and resign, exactly as docs/product/session.md#logout and docs/product/session.md#resign describe them. */
import { useAction } from '@lib/action';
import { useSessionStore } from '@lib/session';
import { resignEndpoint } from './api';

export const LOGOUT_SUCCESS = 'Successfully logged out, see you next time!';
export const RESIGN_SUCCESS = 'Resignation accepted successfully. Thank you for your service.';
export const RESIGN_FAILURE_TIMEOUT_MS = 8000;

export interface LogoutOptions {
  /** True when the current page is `/`. */
  isHome: () => boolean;
  /** Navigates to `/` (resolves when done). */
  goHome: () => Promise<unknown> | undefined;
}

/**
 * Logout: leave non-home pages for `/` first, then call logout, then the success toast; on failure the
 * toast 'Failed to log out: {message or Unknown error}'. Guarded against double clicks for the whole app:
 * the in-flight guard lives in the session store, and every layout's Logout is the same action ('logout'), so
 * after leaving a staff page (the default layout swaps in, with its own Logout, while the user is still signed
 * in) a second click is ignored and `pending` shows there too.
 */
export function useLogout({ isHome, goHome }: LogoutOptions) {
  const store = useSessionStore();
  return useAction(
    async () => {
      if (!isHome()) await goHome();
      await store.logout();
    },
    {
      guard: store.logoutGuard,
      name: 'logout',
      success: LOGOUT_SUCCESS,
      failure: 'toast',
      failureMessage: (message) => `Failed to log out: ${message}`,
    },
  );
}

/**
 * Resign: the resign call, then `onResigned` (close the dialog, go to `/`) and the success toast. The user is
 * refetched since resigning clears their rank. Failure: an 8 s toast, and the dialog stays open.
 */
export function useResign(onResigned: () => void) {
  const store = useSessionStore();
  return useAction(() => resignEndpoint.call(undefined), {
    onSuccess: () => {
      onResigned();
      void store.refresh().catch(() => null);
    },
    success: RESIGN_SUCCESS,
    failure: 'toast',
    failureAutoClose: RESIGN_FAILURE_TIMEOUT_MS,
    failureMessage: (message) => `Failed to submit resign from staff: ${message}. Please contact an HR.`,
  });
}
