import { Alert, type MantineColor, Skeleton } from '@mantine/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  type TablerIcon,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import classes from './AnnouncementBanner.module.css';

const loadMarkdown = () => import('./AnnouncementMarkdown');
const AnnouncementMarkdown = lazy(loadMarkdown);

/** Shown when the announcement cannot be loaded or has no content (docs/product/home.md#announcement). */
export const ANNOUNCEMENT_FALLBACK = 'Announcement could not be fetched';

export type AnnouncementTone = 'info' | 'success' | 'warning' | 'danger';

/** The announcement setting's type is a style name: info, success, warning, danger (or error); else info. */
export function announcementTone(type: string | null | undefined): AnnouncementTone {
  switch (type?.trim().toLowerCase()) {
    case 'success':
      return 'success';
    case 'warning':
      return 'warning';
    case 'danger':
    case 'error':
      return 'danger';
    default:
      return 'info';
  }
}

const TONES: Record<AnnouncementTone, { color: MantineColor; Icon: TablerIcon }> = {
  info: { color: 'blue', Icon: IconInfoCircle },
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  danger: { color: 'red', Icon: IconAlertOctagon },
};

export interface Announcement {
  /** Style of the banner: info, success, warning, danger or error (unknown → info). */
  type: string;
  /** Markdown text. */
  content: string;
}

export interface AnnouncementBannerProps {
  /** The current announcement; nothing renders without one (unless `failed`). */
  announcement?: Announcement | null;
  /** The announcement setting could not be loaded: show the fallback text. */
  failed?: boolean;
}

/** The site-wide announcement at the top of the page (docs/product/home.md#announcement). */
export function AnnouncementBanner({ announcement, failed = false }: AnnouncementBannerProps) {
  if (!announcement && !failed) return null;
  const content = failed ? '' : (announcement?.content.trim() ?? '');
  if (content) void loadMarkdown();
  const tone = announcementTone(announcement?.type);
  const { color, Icon } = TONES[tone];
  return (
    <Alert
      role="region"
      aria-label="Announcement"
      color={color}
      icon={<Icon aria-hidden />}
      className={classes.banner}
      data-tone={tone}
      data-fallback={!content || undefined}
    >
      {content ? (
        <Suspense fallback={<Skeleton height={18} width="60%" radius="sm" aria-hidden />}>
          <AnnouncementMarkdown content={content} />
        </Suspense>
      ) : (
        ANNOUNCEMENT_FALLBACK
      )}
    </Alert>
  );
}
