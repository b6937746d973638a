import { Alert, Button, type MantineColor, Skeleton } from '@mantine/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  type TablerIcon,
} from '@tabler/icons-react';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import classes from './AnnouncementBanner.module.css';
import { useAnnouncementTokens } from './announcement-tokens';

const loadMarkdown = () => import('./AnnouncementMarkdown');
const AnnouncementMarkdown = lazy(loadMarkdown);
/** Stands in for the text while its markdown is lexed and rendered. */
const placeholderLine = <Skeleton height={18} width="60%" radius="sm" aria-hidden />;

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
  /**
   * The announcement is still loading: a placeholder of the collapsed banner's size, so the page keeps its space
   * and nothing moves when it arrives (hidden from assistive technology).
   */
  pending?: boolean;
  /**
   * Puts the banner away: with it, the banner has a close button named 'Dismiss announcement' (the caller
   * remembers the dismissal; docs/product/home.md#announcement). Without it (previews), no close button.
   */
  onDismiss?: () => void;
}

/**
 * Whether the collapsed box hides part of its content. Measured again whenever the content's size changes (the
 * markdown arrives lazily, the window turns), but only while collapsed: open, the box fits its content, and the
 * answer kept from before is the one 'Show less' needs (the button stays mounted and keeps the focus).
 */
function useOverflow(
  box: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
  shown: boolean,
  expanded: boolean,
) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!shown || expanded || !outer || !inner || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(inner.offsetHeight > outer.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    observer.observe(outer);
    measure();
    return () => observer.disconnect();
  }, [box, content, shown, expanded]);
  return overflows;
}

/**
 * The site-wide announcement at the top of the page (docs/product/home.md#announcement). Its text is clamped to
 * three lines with 'Show more'; with `onDismiss` it can be put away.
 */
export function AnnouncementBanner({
  announcement,
  failed = false,
  pending = false,
  onDismiss,
}: AnnouncementBannerProps) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const overflows = useOverflow(box, inner, Boolean(announcement) || failed, expanded);
  const contentId = useId();
  const content = failed ? '' : (announcement?.content.trim() ?? '');
  const tokens = useAnnouncementTokens(content);
  if (pending && !announcement && !failed) {
    return (
      <Alert
        aria-hidden
        color="gray"
        icon={<IconInfoCircle aria-hidden />}
        className={classes.banner}
        classNames={{ body: classes.body }}
        data-pending
      >
        <div className={`${classes.clamp} ${classes.pending}`}>
          <Skeleton height={12} width="70%" radius="sm" />
          <Skeleton height={12} width="45%" radius="sm" />
        </div>
      </Alert>
    );
  }
  if (!announcement && !failed) return null;
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
      classNames={{ body: classes.body }}
      data-tone={tone}
      data-fallback={!content || undefined}
      withCloseButton={onDismiss !== undefined}
      onClose={onDismiss}
      closeButtonLabel="Dismiss announcement"
    >
      <div
        ref={box}
        id={contentId}
        className={classes.clamp}
        data-expanded={expanded || undefined}
        data-overflows={overflows || undefined}
      >
        <div ref={inner}>
          {content ? (
            <Suspense fallback={placeholderLine}>
              {tokens ? <AnnouncementMarkdown tokens={tokens} /> : placeholderLine}
            </Suspense>
          ) : (
            ANNOUNCEMENT_FALLBACK
          )}
        </div>
      </div>
      {(overflows || expanded) && (
        <Button
          variant="subtle"
          color={color}
          size="compact-sm"
          className={classes.more}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Alert>
  );
}
