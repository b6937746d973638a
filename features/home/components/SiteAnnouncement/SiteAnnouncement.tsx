/**
 * The announcement banner from the `currentAnnouncement` setting (docs/product/home.md#announcement), shown at the
 * top of pages. A visitor may put it away: the dismissal is kept in this browser for that announcement only, so a
 * new or changed one shows again. The fallback banner (the settings could not be loaded) is put away for this
 * page's life only: a failure says nothing about the next one.
 */
import {
  announcementFingerprint,
  rememberAnnouncement,
  setPreference,
  usePreferences,
} from '@lib/preferences';
import { currentAnnouncement, useSettings } from '@lib/site-data';
import { AnnouncementBanner } from '@ui/AnnouncementBanner';
import { useEffect, useState } from 'react';

export function SiteAnnouncement() {
  const { settings, error } = useSettings();
  const { dismissedAnnouncement } = usePreferences();
  const [failureDismissed, setFailureDismissed] = useState(false);
  const known = settings !== undefined && !error;
  const announcement = known ? currentAnnouncement(settings) : null;
  const fingerprint = announcement ? announcementFingerprint(announcement.type, announcement.content) : null;
  // What the next visit's first paint goes by (lib/preferences.ts LAST_ANNOUNCEMENT_KEY).
  useEffect(() => {
    if (known) rememberAnnouncement(fingerprint);
  }, [known, fingerprint]);
  if (error) {
    return failureDismissed ? null : (
      <AnnouncementBanner failed onDismiss={() => setFailureDismissed(true)} />
    );
  }
  // Its space is kept while the settings load (a prerendered page shows this too), so the page does not move.
  if (settings === undefined) return <AnnouncementBanner pending />;
  if (!announcement || !fingerprint) return null;
  if (fingerprint === dismissedAnnouncement) return null;
  return (
    <AnnouncementBanner
      announcement={announcement}
      onDismiss={() => setPreference('dismissedAnnouncement', fingerprint)}
    />
  );
}
