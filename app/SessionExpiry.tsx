/**
 * The signed-out toast (docs/product/session.md#signed-out), shown by the one 401 handler (wired at start-up,
 * app/main.tsx) and by the check against other tabs' logins and logouts, which this component mounts
 * (app/session-expiry.ts).
 */
import { useSessionStore } from '@lib/session';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { AppRouter } from './router';
import { installSessionSync, SIGNED_OUT_MESSAGE, signInHref } from './session-expiry';

const TOAST_ID = 'signed-out';

/**
 * Shows the signed-out toast. `router` is undefined while start-up has not made it yet: the toast then waits in
 * the toast store for the first render, and its link reads the page's address from the browser.
 */
export function showSignedOutToast(router: AppRouter | undefined): void {
  // The page the user is on when they click, not when the session ended.
  const target = () =>
    signInHref(
      router
        ? router.state.location.href
        : `${window.location.pathname}${window.location.search}${window.location.hash}`,
    );
  notifications.show({
    id: TOAST_ID,
    color: 'yellow',
    title: 'Signed out',
    autoClose: false,
    message: (
      <Text size="sm">
        {SIGNED_OUT_MESSAGE}{' '}
        {/* Underlined: a link inside a sentence must not be told apart by its colour alone. */}
        <Anchor
          underline="always"
          href={target()}
          onClick={(event) => {
            if (!router) return;
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
}

export function SessionExpiry({ router }: { router: AppRouter }) {
  const store = useSessionStore();
  useEffect(() => installSessionSync(store, () => showSignedOutToast(router)), [store, router]);
  return null;
}
