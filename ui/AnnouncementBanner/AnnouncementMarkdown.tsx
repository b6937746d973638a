/**
 * The announcement's markdown renderer, split from the banner so it loads only when there is an announcement to
 * show. marked's lexer turns the text into tokens (`announcement-lexer.ts`, in a worker: `announcement-tokens.ts`);
 * this file turns the tokens it allows into React elements. No HTML string is ever built or injected, so nothing
 * the announcement says can become markup.
 */
import { isSafeLink } from '@lib/safe-url';
import { Anchor, Title } from '@mantine/core';
import type { Token, Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
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

/** The named character references announcements use; numeric ones are all decoded. Others stay as typed. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  colon: ':',
};

/** Decodes character references (`&amp;`, `&#58;`, `&#x6A;`) as a browser reading the markdown would. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body] ?? reference;
  });
}

/** Inline tokens: text, emphasis, code, links; images and raw HTML render nothing. */
function inline(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, index) => {
    const key = `${index}`;
    switch (token.type) {
      case 'text':
        // A block-level text token (a tight list item) carries its inline tokens.
        return 'tokens' in token && token.tokens ? (
          <Fragment key={key}>{inline(token.tokens)}</Fragment>
        ) : (
          decodeEntities(token.text)
        );
      case 'escape':
        return token.text;
      case 'strong':
        return <strong key={key}>{inline(token.tokens)}</strong>;
      case 'em':
        return <em key={key}>{inline(token.tokens)}</em>;
      case 'del':
        return <del key={key}>{inline(token.tokens)}</del>;
      case 'codespan':
        return <code key={key}>{token.text}</code>;
      case 'br':
        return <br key={key} />;
      case 'link': {
        // Unsafe links keep their text and lose the link; a link with no text (an image's) is no link.
        const href = decodeEntities((token as Tokens.Link).href).trim();
        const hasText = (token.tokens ?? []).some((part) => part.type !== 'image' && part.type !== 'html');
        if (!hasText) return null;
        return href && isSafeLink(href) ? (
          <Anchor key={key} component={AppLink} to={href} inherit underline="always" c="inherit" fw={600}>
            {inline(token.tokens)}
          </Anchor>
        ) : (
          <Fragment key={key}>{inline(token.tokens)}</Fragment>
        );
      }
      default:
        // image, html, and anything unknown: nothing.
        return null;
    }
  });
}

/** Block tokens: paragraphs, headings one step below the page's, lists, quotes; others keep their text. */
function blocks(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, index) => {
    const key = `${index}`;
    switch (token.type) {
      case 'paragraph':
        return <p key={key}>{inline(token.tokens)}</p>;
      case 'heading': {
        // Page headings belong to the page: the banner's top level is h3.
        const { depth } = token as Tokens.Heading;
        if (depth === 1 || depth === 3)
          return (
            <Title key={key} order={3} size="h4">
              {inline(token.tokens)}
            </Title>
          );
        if (depth === 2 || depth === 4)
          return (
            <Title key={key} order={4} size="h5">
              {inline(token.tokens)}
            </Title>
          );
        return <Fragment key={key}>{inline(token.tokens)}</Fragment>;
      }
      case 'blockquote':
        return <blockquote key={key}>{blocks((token as Tokens.Blockquote).tokens)}</blockquote>;
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of a fixed text, never reordered
          <li key={itemIndex}>{blocks(item.tokens)}</li>
        ));
        return list.ordered ? (
          <ol key={key} start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case 'text':
        return (
          <Fragment key={key}>{inline('tokens' in token && token.tokens ? token.tokens : [token])}</Fragment>
        );
      case 'code':
        // A code block: its text, as code (no <pre>).
        return <code key={key}>{(token as Tokens.Code).text}</code>;
      case 'table': {
        const table = token as Tokens.Table;
        return (
          <Fragment key={key}>
            {[table.header, ...table.rows].flatMap((row) =>
              row.flatMap((cell) => [...inline(cell.tokens), ' ']),
            )}
          </Fragment>
        );
      }
      default:
        // space, hr, html, def, checkbox: nothing.
        return null;
    }
  });
}

export interface AnnouncementMarkdownProps {
  /**
   * The announcement setting's markdown, lexed (`lexAnnouncement`): untrusted, rendered without HTML, images or
   * unsafe links.
   */
  tokens: readonly Token[];
}

/**
 * Announcement markdown, rendered safely: raw HTML is skipped, only the elements above are made (others keep
 * their text), links need a safe URL, and external links open in a new tab with noopener (AppLink).
 */
export default function AnnouncementMarkdown({ tokens }: AnnouncementMarkdownProps) {
  return <>{blocks(tokens)}</>;
}

export { AnnouncementMarkdown };
