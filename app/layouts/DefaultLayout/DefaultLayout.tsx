/**
 * The public shell: the top navigation and footer of the access map (lib/access), the announcement banner,
 * the page, ads at the bottom (never on the login page), and the festive snow and countdown when enabled.
 */

import { SiteAnnouncement } from '@features/home';
import { currentLink, feedbackItems, footerLinks, topNavItems } from '@lib/access';
import { appVersion, buildYear, isDemo } from '@lib/config';
import { useHydrated } from '@lib/hydration';
import { usePreferences } from '@lib/preferences';
import { useCurrentUser } from '@lib/session';
import { AppShell, Burger, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { AdSlot } from '@ui/AdSlot';
import { Countdown } from '@ui/Countdown';
import { Footer } from '@ui/Footer';
import { Snowfall } from '@ui/Snowfall';
import { lazy, type ReactNode, Suspense } from 'react';
import { adProvider } from '../../ads';
import { EarlyClicks } from '../../prerender/hydration';
import { Brand } from '../parts/Brand';
import { DeferredOverlay } from '../parts/DeferredOverlay';
import { isFestiveSeason, nextChristmas } from '../parts/festive';
import {
  requestHeaderOverlays,
  useHeaderOverlays,
  useHeaderOverlaysWhenIdle,
} from '../parts/header-overlays';
import { NavLinks } from '../parts/NavLinks';
import { PreferencesMenu } from '../parts/PreferencesMenu';
import classes from '../parts/parts.module.css';
import { UserMenu } from '../parts/UserMenu';
import layout from './DefaultLayout.module.css';

/** The sponsor start and the ad-block check, loaded only when ads are configured (app/AdExtras.tsx). */
const AdExtras = lazy(() => import('../../AdExtras'));

/** The footer's destinations, from the access map (its internal pages and the outside addresses). */
const FOOTER_LINKS = footerLinks();

export interface DefaultLayoutProps {
  children: ReactNode;
  /**
   * Ads at the bottom of the page; off on the login page and staff paths (see `adsAllowedOn` in app/ads.ts).
   * The ad script loads only once a slot is shown.
   */
  showAds?: boolean;
  /** Clock for the festive season and countdown; stories pin it. */
  now?: () => number;
  /** The page's path, to mark the one current entry of the navigation (lib/access `currentLink`). */
  pathname?: string;
}

export function DefaultLayout({ children, showAds = true, now = Date.now, pathname }: DefaultLayoutProps) {
  const user = useCurrentUser();
  const preferences = usePreferences();
  const [drawerOpened, drawer] = useDisclosure(false);
  const overlays = useHeaderOverlays();
  useHeaderOverlaysWhenIdle();
  const items = topNavItems(user);
  const feedback = feedbackItems(user);
  const current =
    pathname === undefined
      ? null
      : currentLink(
          [...items, ...feedback].map((item) => item.to),
          pathname,
        );
  const today = new Date(now());
  const feedbackTrigger = (
    <UnstyledButton className={classes.navLink}>
      Feedback <IconChevronDown size={14} aria-hidden style={{ marginLeft: 4 }} />
    </UnstyledButton>
  );
  // A prerendered page knows no clock: the countdown, the snow and this year wait for hydration.
  const hydrated = useHydrated();
  const festive = hydrated && isFestiveSeason(today);

  return (
    <AppShell header={{ height: 60 }} padding={0} className={layout.shell}>
      <AppShell.Header className={layout.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Burger
                opened={drawerOpened}
                onClick={() => {
                  drawer.toggle();
                  // No drawer without its code: offline, the burger closes again (the next tap retries).
                  void requestHeaderOverlays().then((arrived) => {
                    if (!arrived) drawer.close();
                  });
                }}
                onPointerEnter={() => void requestHeaderOverlays()}
                hiddenFrom="md"
                size="sm"
                aria-label="Open navigation"
              />
              <Brand />
              <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
                <NavLinks items={items} current={current} className={classes.navLink} />
                {feedback.length > 0 && (
                  <DeferredOverlay trigger={feedbackTrigger} popup="menu">
                    {(loaded) => <loaded.FeedbackMenu trigger={feedbackTrigger} items={feedback} />}
                  </DeferredOverlay>
                )}
              </Group>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {festive && preferences.festiveCountdown && (
                <div className={layout.countdown}>
                  <Countdown target={nextChristmas(today)} now={now} compact />
                </div>
              )}
              <PreferencesMenu />
              <UserMenu />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>

      {/* Opened before its code arrived (header-overlays.ts), the drawer shows as soon as it has. */}
      {overlays && (
        <overlays.NavDrawer
          opened={drawerOpened}
          onClose={drawer.close}
          items={[...items, ...feedback]}
          current={current}
        />
      )}

      <AppShell.Main className={layout.main}>
        <SiteAnnouncement />
        <div className={layout.content}>{children}</div>
        {showAds && adProvider && (
          <Container size="lg" py="md">
            <AdSlot id="vd-bottom-ad" mini provider={adProvider} />
          </Container>
        )}
        {showAds && adProvider && (
          <Suspense fallback={null}>
            <AdExtras />
          </Suspense>
        )}
      </AppShell.Main>
      {/* Outside <main>, so it is the page's contentinfo landmark. */}
      <Footer
        version={appVersion}
        environment={isDemo ? 'Demo' : 'Production'}
        links={FOOTER_LINKS}
        year={hydrated ? today.getFullYear() : buildYear}
      />

      <Snowfall enabled={festive && preferences.festiveSnow} />
      <EarlyClicks />
    </AppShell>
  );
}
