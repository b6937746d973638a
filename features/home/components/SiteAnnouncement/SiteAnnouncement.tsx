/**
 * The announcement banner from the `currentAnnouncement` setting (docs/product/home.md#announcement), shown at the
 * top of pages. A visitor may put it away: the dismissal is kept in this browser for that announcement only, so a
 * new or changed one shows again.
 */
import { announcementFingerprint, setPreference, usePreferences } from '@lib/preferences';
import { currentAnnouncement, useSettings } from '@lib/site-data';
import { ANNOUNCEMENT_FALLBACK, AnnouncementBanner } from '@ui/AnnouncementBanner';

/** The fallback banner (the settings could not be loaded) is dismissed like an announcement of its own. */
const FAILED_FINGERPRINT = announcementFingerprint('failed', ANNOUNCEMENT_FALLBACK);

export function SiteAnnouncement() {
  const { settings, error } = useSettings();
  const { dismissedAnnouncement } = usePreferences();
  const announcement = error ? null : currentAnnouncement(settings);
  if (!error && !announcement) return null;
  const fingerprint = announcement
    ? announcementFingerprint(announcement.type, announcement.content)
    : FAILED_FINGERPRINT;
  if (fingerprint === dismissedAnnouncement) return null;
  const dismiss = () => setPreference('dismissedAnnouncement', fingerprint);
  return error ? (
    <AnnouncementBanner failed onDismiss={dismiss} />
  ) : (
    <AnnouncementBanner announcement={announcement} onDismiss={dismiss} />
  );
}
