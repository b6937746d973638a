/**
 * The announcement's markdown renderer, split from the banner so react-markdown (and its parser) load only
 * when there is an announcement to show, off the critical path of the first paint.
 */
import { isSafeLink } from '@lib/safe-url';
import { Anchor, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { AppLink } from '../AppLink';

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
export default function AnnouncementMarkdown({ content }: AnnouncementMarkdownProps) {
  return (
    <Markdown skipHtml allowedElements={ACCEPTED_ELEMENTS} unwrapDisallowed components={components}>
      {content}
    </Markdown>
  );
}

export { AnnouncementMarkdown };
