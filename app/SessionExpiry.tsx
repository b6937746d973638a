/**
 * Mounts the one 401 handler and the check against other tabs' logins and logouts (app/session-expiry.ts), and
 * shows the signed-out toast for both.
 */
import { useSessionStore } from '@lib/session';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { AppRouter } from './router';
import { installSessionExpiry, installSessionSync, SIGNED_OUT_MESSAGE, signInHref } from './session-expiry';

const TOAST_ID = 'signed-out';

export function SessionExpiry({ router }: { router: AppRouter }) {
  const store = useSessionStore();
  useEffect(() => {
    const signedOut = () => {
      // The page the user is on when they click, not when the session ended.
      const target = () => signInHref(router.state.location.href);
      notifications.show({
        id: TOAST_ID,
        color: 'yellow',
        title: 'Signed out',
        autoClose: false,
        message: (
          <Text size="sm">
            {SIGNED_OUT_MESSAGE}{' '}
            <Anchor
              href={target()}
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(TOAST_ID);
                void router.navigate({ href: target() });
              }}
            >
              Log in
            </Anchor>
          </Text>
        ),
      });
    };
    const unwire = [installSessionExpiry(store, signedOut), installSessionSync(store, signedOut)];
    return () => {
      for (const off of unwire) off();
    };
  }, [store, router]);
  return null;
}
