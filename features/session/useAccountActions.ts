/** Logout and resign, exactly as spec §4 and §8 describe them. */
import { errorMessage } from '@lib/http';
import { useLoggingOut, useSessionStore } from '@lib/session';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
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
 * toast 'Failed to log out: {message or Unknown error}'. Guarded against double clicks for the whole app
 * (the session store runs one logout at a time): leaving a staff page swaps in the default layout with its
 * own Logout button, and the user is still signed in until the call returns, yet a second click there is
 * ignored. `pending` is true meanwhile, in every layout, so Logout can show as disabled.
 */
export function useLogout({ isHome, goHome }: LogoutOptions) {
  const store = useSessionStore();
  const pending = useLoggingOut();
  const run = useCallback(
    () =>
      store.runLogout(async () => {
        if (!isHome()) await goHome();
        try {
          await store.logout();
          notifications.show({ color: 'green', message: LOGOUT_SUCCESS });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: `Failed to log out: ${errorMessage(error, 'Unknown error')}`,
          });
        }
      }),
    [store, isHome, goHome],
  );
  return { run, pending };
}

/**
 * Resign: the resign call, the success toast, then `onResigned` (close the dialog, go to `/`). The user is
 * refetched since resigning clears their rank. Failure: an 8 s toast, and the promise rejects so the
 * dialog stays open.
 */
export function useResign(onResigned: () => void) {
  const store = useSessionStore();
  return useCallback(async () => {
    try {
      await resignEndpoint.call(undefined);
    } catch (error) {
      notifications.show({
        color: 'red',
        autoClose: RESIGN_FAILURE_TIMEOUT_MS,
        message: `Failed to submit resign from staff: ${errorMessage(error, 'Unknown error')}. Please contact an HR.`,
      });
      throw error;
    }
    notifications.show({ color: 'green', message: RESIGN_SUCCESS });
    onResigned();
    await store.refresh().catch(() => null);
  }, [store, onResigned]);
}
