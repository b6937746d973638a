export type {
  Announcement,
  AnnouncementBannerProps,
  AnnouncementTone,
} from './AnnouncementBanner';
export {
  ANNOUNCEMENT_FALLBACK,
  AnnouncementBanner,
  announcementTone,
} from './AnnouncementBanner';
