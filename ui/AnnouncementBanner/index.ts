export type {
  Announcement,
  AnnouncementBannerProps,
  AnnouncementMarkdownProps,
  AnnouncementTone,
} from './AnnouncementBanner';
export {
  ANNOUNCEMENT_ELEMENTS,
  ANNOUNCEMENT_FALLBACK,
  AnnouncementBanner,
  AnnouncementMarkdown,
  announcementTone,
} from './AnnouncementBanner';
