import { isSafeLink } from '@lib/safe-url';
import { Alert, Anchor, type MantineColor, Title } from '@mantine/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  type TablerIcon,
} from '@tabler/icons-react';
import Markdown, { type Components } from 'react-markdown';
import { AppLink } from '../AppLink';
import classes from './AnnouncementBanner.module.css';

/** Spec §2: shown when the announcement cannot be loaded or has no content. */
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

/** The only elements the banner renders (h1/h2 arrive too and are rendered as h3/h4). */
export const ANNOUNCEMENT_ELEMENTS = [
  'p',
  'a',
  'strong',
  'em',
  'code',
  'ul',
  'ol',
  'li',
  'br',
  'h3',
  'h4',
  'del',
  'blockquote',
] as const;
const ACCEPTED_ELEMENTS = [...ANNOUNCEMENT_ELEMENTS, 'h1', 'h2'];

const Heading3: Components['h3'] = ({ children }) => (
  <Title order={3} size="h4">
    {children}
  </Title>
);
const Heading4: Components['h4'] = ({ children }) => (
  <Title order={4} size="h5">
    {children}
  </Title>
);

const components: Components = {
  // Page headings belong to the page: the banner's top level is h3.
  h1: Heading3,
  h2: Heading4,
  h3: Heading3,
  h4: Heading4,
  // Unsafe or emptied links (react-markdown blanks unsafe protocols) keep their text and lose the link.
  a: ({ href, children }) =>
    href && isSafeLink(href) ? (
      <Anchor component={AppLink} to={href} inherit underline="always" c="inherit" fw={600}>
        {children}
      </Anchor>
    ) : (
      children
    ),
};

export interface AnnouncementMarkdownProps {
  /** Markdown from the announcement setting: untrusted, rendered without HTML, images or unsafe links. */
  content: string;
}

/**
 * Announcement markdown, rendered safely: raw HTML is skipped, only the elements above are kept (others are
 * unwrapped to their text), links need a safe URL, and external links open in a new tab with noopener.
 */
export function AnnouncementMarkdown({ content }: AnnouncementMarkdownProps) {
  return (
    <Markdown skipHtml allowedElements={ACCEPTED_ELEMENTS} unwrapDisallowed components={components}>
      {content}
    </Markdown>
  );
}

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

/** The site-wide announcement at the top of the page (spec §2). */
export function AnnouncementBanner({ announcement, failed = false }: AnnouncementBannerProps) {
  if (!announcement && !failed) return null;
  const content = failed ? '' : (announcement?.content.trim() ?? '');
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
      {content ? <AnnouncementMarkdown content={content} /> : ANNOUNCEMENT_FALLBACK}
    </Alert>
  );
}
