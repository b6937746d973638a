/**
 * The ad-block check of the default layout (docs/product/navigation.md#ad-block-notice): where ads are
 * configured and shown (never /login or staff pages), probes the ad-delivery URL (`VITE_AD_PROBE_URL`) up to 3
 * times 250 ms apart; when every probe fails, the full-screen notice, until the visitor dismisses it for the
 * session. Without ads configured (the demo, the tests) it probes nothing.
 */
import {
  type AdProbe,
  detectAdBlock,
  dismissNotice,
  noticeDismissed,
  pixelProbe,
  shouldCheckForAdBlock,
} from '@lib/adblock';
import { ads } from '@lib/config';
import { AdBlockNotice } from '@ui/AdBlockNotice';
import { useEffect, useState } from 'react';
import { adProvider } from './ads';

/** The site's probe: only when the ad script is configured, of the configured https probe URL. */
const siteProbe: AdProbe | undefined = adProvider ? pixelProbe(ads.probeUrl) : undefined;

export interface AdBlockCheckProps {
  /** Whether this page shows ads (the layout's `showAds`). */
  adsShown: boolean;
  /** The probe; the site's by default (tests and stories pass their own). */
  probe?: AdProbe;
}

export function AdBlockCheck({ adsShown, probe = siteProbe }: AdBlockCheckProps) {
  const [blocking, setBlocking] = useState(false);
  const [dismissed, setDismissed] = useState(noticeDismissed);
  const check = shouldCheckForAdBlock({ probe, adsShown, dismissed });

  useEffect(() => {
    if (!check || !probe || blocking) return;
    const controller = new AbortController();
    void detectAdBlock({ probe, signal: controller.signal }).then((blocked) => {
      if (blocked) setBlocking(true);
    });
    return () => controller.abort();
  }, [check, probe, blocking]);

  return (
    <AdBlockNotice
      opened={check && blocking}
      onDismiss={() => {
        dismissNotice();
        setDismissed(true);
      }}
    />
  );
}
