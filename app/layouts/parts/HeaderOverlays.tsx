/**
 * The header's overlays, loaded after the page (header-overlays.ts): each wraps the trigger its layout shows
 * before this code arrives (`DeferredOverlay`, which replays a click made meanwhile).
 */
import { avatarMenuItems, type NavItem } from '@lib/access';
import { type Preferences, setPreference, usePreferences } from '@lib/preferences';
import type { User } from '@lib/schemas/user';
import { Drawer, Menu, Popover, Stack, Switch, Text } from '@mantine/core';
// Menu, Popover, Drawer and Switch are no shell components: their styles come with this code.
import '@ui/theme/mantine-pages.css';
import { IconLogout } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { type ReactElement, useEffect, useState } from 'react';
import { useLogoutAction } from '../../useHomeNavigation';
import { InstallApp } from './InstallApp';
import { NavLinks } from './NavLinks';
import classes from './parts.module.css';

interface OverlayProps {
  /** The trigger the layout rendered before this code arrived. */
  trigger: ReactElement;
}

/** The avatar menu of the access map: the user's pages and Logout. */
export function AccountMenu({ trigger, user, name }: OverlayProps & { user: User; name: string }) {
  const logout = useLogoutAction();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {avatarMenuItems(user).map((item) => (
          <Menu.Item key={item.label} component={AppLink} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red.4"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout.run()}
          disabled={logout.pending}
          closeMenuOnClick={false}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The Feedback menu of the top navigation. */
export function FeedbackMenu({ trigger, items }: OverlayProps & { items: readonly NavItem[] }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={AppLink} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

const TOGGLES: { key: keyof Omit<Preferences, 'orderFilter'>; label: string }[] = [
  { key: 'festiveSnow', label: 'Festive snow' },
  { key: 'festiveCountdown', label: 'Christmas countdown' },
  { key: 'sidebar', label: 'Expanded staff sidebar' },
  { key: 'soundEffects', label: 'Sound effects' },
];

/**
 * Local preferences (docs/product/navigation.md#preferences): festive snow, countdown, sidebar, sounds; for staff
 * (`withInstall`), installing the site as an app.
 */
export function PreferencesPopover({
  trigger,
  withInstall = false,
}: OverlayProps & { withInstall?: boolean }) {
  const preferences = usePreferences();
  return (
    <Popover position="bottom-end" width={240} withinPortal shadow="md">
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text fw={600} size="sm">
            Preferences
          </Text>
          {TOGGLES.map((toggle) => (
            <Switch
              key={toggle.key}
              label={toggle.label}
              checked={preferences[toggle.key] as boolean}
              onChange={(event) => setPreference(toggle.key, event.currentTarget.checked)}
            />
          ))}
          {withInstall && <InstallApp />}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The phone's navigation drawer (below 992 px the top navigation folds into it). Asked for before this code
 * arrived, it opens one render after mounting, so Mantine notes the burger to give focus back to on closing.
 */
export function NavDrawer({
  opened,
  onClose,
  items,
  current = null,
}: {
  opened: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  /** The entry for the page on screen (lib/access `currentLink`). */
  current?: string | null;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={opened && mounted} onClose={onClose} title="Menu" size="xs" hiddenFrom="md">
      <Stack component="nav" aria-label="Main" gap={2} onClick={onClose}>
        <NavLinks items={items} current={current} className={classes.drawerLink} />
      </Stack>
    </Drawer>
  );
}
