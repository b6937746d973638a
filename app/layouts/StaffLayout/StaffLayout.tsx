/**
 * The staff shell: the sidebar the access map gives this user (lib/access), Resign with the canResign
 * rule, the sidebar toggled by a burger on small screens, and, with the "sidebar" preference off, a rail
 * of icons that expands after hovering for 200 ms. On a phone the header keeps the burger, the brand, the
 * connection dot, the palette's search and the avatar menu; the preferences move into the drawer, which ends
 * with the avatar menu's entries and Logout (docs/product/navigation.md#staff-layout-on-a-phone).
 */

import { useResign } from '@features/session';
import { avatarMenuItems, currentLink, type IconKey, staffSidebar } from '@lib/access';
import { useDialogState } from '@lib/dialog-state';
import { useGatewayStatus } from '@lib/gateway/react';
import { setPreference, usePreferences } from '@lib/preferences';
import { useReviewsFormsByRank } from '@lib/recruitment-reviewers';
import { useCurrentUser } from '@lib/session';
import { canResign, useRanks } from '@lib/site-data';
import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconDoorExit,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { ResignModal } from '@ui/ResignModal';
import { layout as themeLayout } from '@ui/theme';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLogoutAction } from '../../useHomeNavigation';
import { Brand } from '../parts/Brand';
import { useHeaderOverlaysWhenIdle } from '../parts/header-overlays';
import { PreferencesMenu } from '../parts/PreferencesMenu';
import parts from '../parts/parts.module.css';
import { UserMenu } from '../parts/UserMenu';
import { NAV_ICONS } from './navIcons';
import classes from './StaffLayout.module.css';

export const RESIGN_DISABLED_TOOLTIP =
  'Rank is not allowed to resign via website, please contact the appropriate administrator.';

const EXPANDED_WIDTH = 264;
const RAIL_WIDTH = 72;
/**
 * Mantine's `sm` (48em = 768 px): the sidebar is on screen from here up, and below it the burger toggles it.
 * One value for the navbar, the burger and the rail toggle, so no width has a hidden sidebar without a
 * burger (StaffLayout.module.css uses the same 48em for the hover-expanded rail).
 */
const SIDEBAR_BREAKPOINT = 'sm';

/** The preferences' trigger in the phone drawer (the header's gear is hidden there). */
const drawerPreferences = (
  <NavLink
    component="button"
    type="button"
    label="Site preferences"
    leftSection={<IconSettings size={20} aria-hidden />}
    className={classes.link}
  />
);

export interface StaffLayoutProps {
  children: ReactNode;
  /** The current path, to mark the active entry. */
  pathname: string;
  /** Called after a successful resignation (go to `/`). */
  onResigned: () => void;
  /** More in the header, before the preferences (the command palette's button). */
  headerActions?: ReactNode;
}

const GATEWAY_LABEL: Record<string, string> = {
  ready: 'Live',
  connecting: 'Connecting…',
  identifying: 'Connecting…',
  reconnecting: 'Reconnecting…',
  failed: 'Offline',
  closed: 'Offline',
  idle: 'Offline',
};

export function StaffLayout({ children, pathname, onResigned, headerActions }: StaffLayoutProps) {
  const user = useCurrentUser();
  // A reviewer by rank sees Recruitment too (docs/access.md#data-dependent-access).
  const reviewsForms = useReviewsFormsByRank(user);
  const { ranks } = useRanks();
  const preferences = usePreferences();
  const gateway = useGatewayStatus();
  const [mobileOpened, mobile] = useDisclosure(false);
  useHeaderOverlaysWhenIdle();
  // Below the breakpoint a closed sidebar is off-screen: inert, so Tab and screen readers skip its links.
  const sidebarFrom = Number.parseFloat(useMantineTheme().breakpoints[SIDEBAR_BREAKPOINT]);
  const smallScreen = useMediaQuery(`(max-width: ${sidebarFrom - 0.01}em)`) ?? false;
  const resignDialog = useDialogState();
  const [hoverExpanded, setHoverExpanded] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The avatar menu's Logout: the same flow and in-flight guard (docs/product/session.md#logout).
  const logout = useLogoutAction();
  const resign = useResign(() => {
    resignDialog.close();
    onResigned();
  });

  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
    },
    [],
  );

  const rail = !preferences.sidebar;
  const expanded = !rail || hoverExpanded || mobileOpened;
  const sections = staffSidebar(user && { ...user, reviewsForms });
  // Exactly one entry is current: the longest path that is this page or a parent of it (lib/access).
  const current = currentLink(
    sections.flatMap((section) => section.entries.map((entry) => entry.path)),
    pathname,
  );
  const account = avatarMenuItems(user);
  const mayResign = user && ranks ? canResign(user.ranks, ranks) : false;
  // 'loading' until the ranks are known, so nobody sees a Resign button flip from disabled to enabled.
  const resignState = ranks ? (mayResign ? 'allowed' : 'denied') : 'loading';

  const onEnter = () => {
    if (!rail) return;
    hoverTimer.current = setTimeout(() => setHoverExpanded(true), themeLayout.sidebarHoverDelayMs);
  };
  const onLeave = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    setHoverExpanded(false);
  };

  const entryLink = (label: string, path: string, icon: IconKey | undefined) => {
    const Icon = icon ? NAV_ICONS[icon] : null;
    return (
      <Tooltip key={path} label={label} position="right" disabled={expanded}>
        <NavLink
          component={AppLink}
          to={path}
          label={expanded ? label : undefined}
          aria-label={expanded ? undefined : label}
          leftSection={Icon ? <Icon size={20} aria-hidden /> : null}
          active={path === current}
          aria-current={path === current ? 'page' : undefined}
          onClick={mobile.close}
          className={classes.link}
        />
      </Tooltip>
    );
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: rail ? RAIL_WIDTH : EXPANDED_WIDTH,
        // The same breakpoint as the burger (hiddenFrom) and the rail toggle (visibleFrom): below it the
        // sidebar is off-screen and the burger is the way in, at and above it the sidebar is on screen.
        breakpoint: SIDEBAR_BREAKPOINT,
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom={SIDEBAR_BREAKPOINT}
              size="sm"
              aria-label={mobileOpened ? 'Close staff menu' : 'Open staff menu'}
            />
            <Brand />
            <Text size="sm" c="dimmed" visibleFrom="xs">
              Staff
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap" aria-live="polite" data-testid="gateway-status">
              <span className={parts.gatewayDot} data-status={gateway} aria-hidden />
              <Text size="xs" c="dimmed" className={parts.gatewayLabel}>
                {GATEWAY_LABEL[gateway]}
              </Text>
            </Group>
            {headerActions}
            {/* On a phone the preferences are in the drawer, so the avatar menu stays on screen. */}
            <Box visibleFrom={SIDEBAR_BREAKPOINT} display="flex">
              <PreferencesMenu staff />
            </Box>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        className={classes.navbar}
        data-rail={rail || undefined}
        data-expanded={expanded || undefined}
        onMouseEnter={onEnter}
        onMouseLeave={onLeave}
        aria-label="Staff"
        inert={smallScreen && !mobileOpened}
      >
        <ScrollArea className={classes.scroll} type="hover">
          <Stack component="nav" aria-label="Staff sections" gap="md" p="xs">
            {sections.map((section) => (
              <div key={section.id}>
                {expanded ? (
                  <Text className={classes.sectionLabel}>{section.label}</Text>
                ) : (
                  <div className={classes.sectionRule} aria-hidden />
                )}
                {section.entries.map((entry, index) => (
                  <div key={entry.path}>
                    {expanded && entry.group && entry.group !== section.entries[index - 1]?.group && (
                      <Text className={classes.groupLabel}>{entry.group}</Text>
                    )}
                    {entryLink(entry.label, entry.path, entry.icon)}
                  </div>
                ))}
                {section.id === 'extra' && (
                  <Tooltip
                    label={mayResign ? 'Resign' : RESIGN_DISABLED_TOOLTIP}
                    position="right"
                    multiline
                    w={260}
                    events={{ hover: true, focus: true, touch: true }}
                    disabled={mayResign && expanded}
                  >
                    {/* Disabled in look and behaviour, but still focusable, so the tooltip can explain why. */}
                    <Button
                      variant="subtle"
                      color="red.4"
                      fullWidth
                      justify={expanded ? 'flex-start' : 'center'}
                      leftSection={<IconDoorExit size={20} aria-hidden />}
                      data-disabled={!mayResign || undefined}
                      aria-disabled={!mayResign || undefined}
                      data-state={resignState}
                      onClick={(event) => {
                        if (!mayResign) event.preventDefault();
                        else resignDialog.open(true);
                      }}
                      aria-label={expanded ? undefined : 'Resign'}
                      className={classes.resignButton}
                    >
                      {expanded ? 'Resign' : null}
                    </Button>
                  </Tooltip>
                )}
              </div>
            ))}
            {user && (
              // The phone's drawer ends with what the header's avatar menu and gear hold there.
              <Box hiddenFrom={SIDEBAR_BREAKPOINT}>
                <Text className={classes.sectionLabel}>Account</Text>
                {account.map((item) => (
                  <NavLink
                    key={item.label}
                    component={AppLink}
                    to={item.to}
                    label={item.label}
                    leftSection={<IconUserCircle size={20} aria-hidden />}
                    onClick={mobile.close}
                    className={classes.link}
                  />
                ))}
                <PreferencesMenu trigger={drawerPreferences} staff />
                <NavLink
                  component="button"
                  type="button"
                  label="Logout"
                  leftSection={<IconLogout size={20} aria-hidden />}
                  onClick={() => void logout.run()}
                  disabled={logout.pending}
                  className={classes.link}
                  c="red.4"
                />
              </Box>
            )}
          </Stack>
        </ScrollArea>
        <Group justify={expanded ? 'flex-end' : 'center'} p="xs" visibleFrom={SIDEBAR_BREAKPOINT}>
          <ActionIcon
            color="gray"
            onClick={() => setPreference('sidebar', rail)}
            aria-label={rail ? 'Keep the sidebar expanded' : 'Collapse the sidebar'}
          >
            {rail ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
          </ActionIcon>
        </Group>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>{children}</AppShell.Main>

      <ResignModal
        key={resignDialog.key}
        opened={resignDialog.opened}
        onClose={resignDialog.close}
        resign={resign}
      />
    </AppShell>
  );
}
