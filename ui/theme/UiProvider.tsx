/**
 * Mantine with our theme, forced dark, plus the notification host (top-right, 5000 ms,
 * docs/product/navigation.md#toasts). Shared by the app and Storybook so both render identically.
 */
import './shell-styles';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useDialogOpen } from './open-dialogs';
import { cssVariablesResolver, theme } from './theme';

export const TOAST_TIMEOUT_MS = 5000;

export interface UiProviderProps {
  children: ReactNode;
  /** How long a toast stays, in ms, or `false` to keep it until closed. The site always uses the default. */
  toastAutoClose?: number | false;
  /** Hosts the toasts (default). Off for the app's last-resort error screen, in case a toast was what broke. */
  withNotifications?: boolean;
}

export function UiProvider({
  children,
  toastAutoClose = TOAST_TIMEOUT_MS,
  withNotifications = true,
}: UiProviderProps) {
  // While a dialog is open, one toast at a time (the band above the dialog holds one); the others wait in the
  // queue. The new limit applies once the store redistributes, so redistribute when it changes (this runs
  // after Notifications' own effect has stored the limit).
  const dialogOpen = useDialogOpen();
  useEffect(() => {
    if (dialogOpen !== undefined) notifications.updateState(notificationsStore, (list) => [...list]);
  }, [dialogOpen]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="dark"
      defaultColorScheme="dark"
    >
      {withNotifications && (
        <Notifications position="top-right" autoClose={toastAutoClose} limit={dialogOpen ? 1 : 5} />
      )}
      {children}
    </MantineProvider>
  );
}
