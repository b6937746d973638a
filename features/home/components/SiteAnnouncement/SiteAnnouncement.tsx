/**
 * The announcement banner from the `currentAnnouncement` setting (docs/product/home.md#announcement), shown at the
 * top of pages.
 */
import { currentAnnouncement, useSettings } from '@lib/site-data';
import { AnnouncementBanner } from '@ui/AnnouncementBanner';

export function SiteAnnouncement() {
  const { settings, error } = useSettings();
  if (error) return <AnnouncementBanner failed />;
  const announcement = currentAnnouncement(settings);
  if (!announcement) return null;
  return <AnnouncementBanner announcement={announcement} />;
}
