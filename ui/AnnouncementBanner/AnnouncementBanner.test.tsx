import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { AnnouncementBanner, type AnnouncementBannerProps, announcementTone } from './AnnouncementBanner';
import { ANNOUNCEMENT_ELEMENTS, AnnouncementMarkdown } from './AnnouncementMarkdown';
import { lexAnnouncement } from './announcement-lexer';

/** Server-renders inside the theme, without Mantine's own `<style>` tags (only the component's markup). */
const renderMarkup = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );

const render = (content: string) => renderMarkup(<AnnouncementMarkdown tokens={lexAnnouncement(content)} />);

/** Corpus B: XSS in text and markdown (docs/architecture.md#security). */
const CORPUS_B = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '<a href="javascript:window.__xss=1">x</a>',
  '<details open ontoggle="window.__xss=1">',
  '<style>body{background:url(https://evil/?c)}</style>',
  '<base href="https://evil/">',
  '"><img src=x onerror="window.__xss=1">',
];

/** Links that look like paths of this site but that a browser takes to another one. */
const OFF_SITE_PATHS = ['[x](/&#10;/evil.example)', '[x](/&#9;\\evil.example)', '[x](</\t/evil.example>)'];

/** Corpus C: markdown-specific payloads (docs/product/home.md#announcement-markdown). */
const CORPUS_C = [
  '[x](javascript:window.__xss=1)',
  '[x](JaVaScRiPt:window.__xss=1)',
  '[x](javascript&#58;window.__xss=1)',
  '[x](&#x6A;avascript:window.__xss=1)',
  '[x](javascript://%0awindow.__xss=1)',
  '[x](vbscript:window.__xss=1)',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<javascript:window.__xss=1>',
  '[x][r]\n\n[r]: javascript:window.__xss=1',
  '![x](https://example.com/i.png"onerror="window.__xss=1)',
  '![x\'"`onerror=window.__xss=1](x)',
  // A browser drops tabs and newlines from a URL and reads a backslash as a slash: these lead off-site.
  ...OFF_SITE_PATHS,
];

const DANGEROUS_ELEMENT = /<(script|img|iframe|svg|style|base|details|object|embed|form|input|link|meta)\b/i;
const EVENT_HANDLER_ATTRIBUTE = /<[^>]+\son[a-z]+\s*=/i;

const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'gi'))].map((match) => match[1] ?? '');

const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/gi)].map((match) => match[0]);

describe('ui/AnnouncementBanner markdown', () => {
  it.each([...CORPUS_B, ...CORPUS_C, CORPUS_B.join('\n\n'), CORPUS_C.join('\n\n')])(
    'renders no dangerous element, handler or URL for %j',
    (payload) => {
      const html = render(`Before ${payload} after`);
      expect(html).not.toMatch(DANGEROUS_ELEMENT);
      expect(html).not.toMatch(EVENT_HANDLER_ATTRIBUTE);
      for (const href of attributeValues(html, 'href')) {
        expect(href.trim()).not.toMatch(/^(javascript|data|vbscript):/i);
        expect(href).not.toMatch(/&#/);
      }
      expect(attributeValues(html, 'src')).toEqual([]);
      expect(html).toContain('Before');
    },
  );

  it.each(OFF_SITE_PATHS)('makes no link of %j, a path a browser takes off-site', (payload) => {
    const html = render(payload);
    expect(anchors(html)).toEqual([]);
    expect(html).toContain('x');
  });

  it('keeps the text of links it refuses', () => {
    const html = render('Read [the rules](javascript:alert(1)) first');
    expect(html).not.toMatch(/<a\b/);
    expect(html).toContain('Read the rules first');
  });

  it('opens external links in a new tab with noopener noreferrer', () => {
    const html = render('See [the blog](https://blog.example.com/post) and <https://docs.example.com>');
    const links = anchors(html);
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toMatch(/target="_blank"/);
      expect(link).toMatch(/rel="noopener noreferrer"/);
    }
  });

  it('keeps internal links in the same tab', () => {
    const [link] = anchors(render('Visit [the store](/store)'));
    expect(link).toMatch(/href="\/store"/);
    expect(link).not.toMatch(/target=/);
  });

  it('every target=_blank link in the corpora carries both rel tokens', () => {
    const html = render([...CORPUS_B, ...CORPUS_C, '[ok](https://example.com)'].join('\n\n'));
    for (const link of anchors(html).filter((a) => a.includes('target="_blank"'))) {
      expect(link).toMatch(/rel="[^"]*\bnoopener\b[^"]*"/);
      expect(link).toMatch(/rel="[^"]*\bnoreferrer\b[^"]*"/);
    }
  });

  it('drops raw HTML but shows code spans literally', () => {
    const html = render('Type `<script>alert(1)</script>` to <b>test</b>');
    expect(html).toContain('<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>');
    expect(html).not.toMatch(/<b>/);
  });

  it('keeps the allowed formatting', () => {
    const html = render('**bold** *em* `code`\n\n- one\n- two\n\n1. first\n\n> quote');
    for (const tag of ['strong', 'em', 'code', 'ul', 'li', 'ol', 'blockquote', 'p']) {
      expect(html).toContain(`<${tag}`);
    }
  });

  it('renders page-level headings one step below the page: h1 → h3, h2 → h4', () => {
    const html = render('# Big\n\n## Smaller\n\n###### Tiny');
    expect(html).not.toMatch(/<h[12]\b/);
    expect(html).toMatch(/<h3[^>]*>Big<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Smaller<\/h4>/);
    expect(html).not.toMatch(/<h6\b/);
    expect(html).toContain('Tiny');
  });

  it('decodes character references and backslash escapes, as text', () => {
    const html = render('Fish &amp; chips &#8212; &#x2014; \\*not em\\* &bogus; &lt;b&gt;');
    expect(html).toContain('Fish &amp; chips — — *not em* &amp;bogus; &lt;b&gt;');
    expect(html).not.toMatch(/<em|<b>/);
  });

  it('shows a code block as code, a hard line break as br, and an ordered list from its first number', () => {
    expect(render('```\n<b>x</b>\n```')).toBe('<code>&lt;b&gt;x&lt;/b&gt;</code>');
    expect(render('line one  \nline two')).toBe('<p>line one<br/>line two</p>');
    expect(render('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(render('~~gone~~')).toBe('<p><del>gone</del></p>');
  });

  it('makes no element outside its list, whatever the markdown holds', () => {
    const html = render(
      [
        '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
        '**b** *i* `c` ~~d~~ [l](/store) <https://example.com> line  \nbreak',
        '- a\n- b\n\n1. c\n\n> quote\n\n---\n\n```js\ncode\n```\n\n    indented',
        '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [ ] task\n\n![i](https://example.com/i.png) [![i](x)](/store)',
        ...CORPUS_B,
        ...CORPUS_C,
      ].join('\n\n'),
    );
    const tags = new Set([...html.matchAll(/<([a-z][a-z0-9]*)\b/g)].map((match) => match[1]));
    for (const tag of tags) expect(ANNOUNCEMENT_ELEMENTS).toContain(tag);
  });

  it('keeps the cells of a table as words, and makes no empty link of an image link', () => {
    const html = render(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\nSee [![logo](https://example.com/i.png)](/store)',
    );
    expect(html).toContain('a b 1 2');
    expect(anchors(html)).toEqual([]);
  });

  it('drops images entirely', () => {
    expect(render('![alt text](https://example.com/cat.png)')).not.toMatch(/<img|cat\.png/);
  });
});

describe('ui/AnnouncementBanner', () => {
  const banner = (props: AnnouncementBannerProps) => renderMarkup(<AnnouncementBanner {...props} />);

  it.each([
    ['info', 'info'],
    ['success', 'success'],
    ['warning', 'warning'],
    ['danger', 'danger'],
    ['error', 'danger'],
    ['ERROR', 'danger'],
    ['sparkly', 'info'],
    ['', 'info'],
    [undefined, 'info'],
  ])('uses the type %j as the %s style', (type, tone) => {
    expect(announcementTone(type)).toBe(tone);
  });

  it('shows the fallback text when the announcement failed or is empty', () => {
    expect(banner({ failed: true })).toContain('Announcement could not be fetched');
    expect(banner({ announcement: { type: 'info', content: '   ' } })).toContain(
      'Announcement could not be fetched',
    );
  });

  it('renders nothing without an announcement', () => {
    expect(banner({ announcement: null })).toBe('');
  });

  it('renders a labelled region whose markdown arrives lazily, never as raw markdown', () => {
    const html = banner({ announcement: { type: 'warning', content: 'Maintenance **tonight**' } });
    expect(html).toMatch(/role="region"/);
    expect(html).toMatch(/aria-label="Announcement"/);
    expect(html).toMatch(/data-tone="warning"/);
    // Server-rendered, the lazy renderer is still loading: a placeholder, not the unparsed text.
    expect(html).not.toContain('**tonight**');
    expect(html).toMatch(/mantine-Skeleton-root/);
  });
});
