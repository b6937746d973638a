import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLink, type InternalLinkProps, isExternalUrl, isInternalPath, LinkProvider } from './AppLink';

function RouterLink({ to, ...props }: InternalLinkProps) {
  return <a data-router="yes" href={`#router${to}`} {...props} />;
}

describe('ui/AppLink', () => {
  it('classifies paths and URLs', () => {
    expect(isInternalPath('/store?success=true')).toBe(true);
    expect(isInternalPath('//evil.com')).toBe(false);
    expect(isInternalPath('/\\evil.com')).toBe(false);
    expect(isInternalPath('https://example.com')).toBe(false);
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('HTTPS://example.com')).toBe(true);
    expect(isExternalUrl('http://example.com')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
    expect(isExternalUrl('/store')).toBe(false);
  });

  it('renders a plain anchor for internal paths without a provider', () => {
    expect(renderToStaticMarkup(<AppLink to="/store">Store</AppLink>)).toBe('<a href="/store">Store</a>');
  });

  it('renders internal paths with the provided link component', () => {
    const html = renderToStaticMarkup(
      <LinkProvider component={RouterLink}>
        <AppLink to="/store">Store</AppLink>
      </LinkProvider>,
    );
    expect(html).toBe('<a data-router="yes" href="#router/store">Store</a>');
  });

  it('opens external URLs in a new tab with noopener noreferrer, even inside a provider', () => {
    const html = renderToStaticMarkup(
      <LinkProvider component={RouterLink}>
        <AppLink to="https://blog.example.com" target="_self" rel="opener">
          Blog
        </AppLink>
      </LinkProvider>,
    );
    expect(html).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://blog.example.com">Blog</a>',
    );
  });

  it('keeps other schemes (mailto) as plain anchors in the same tab', () => {
    expect(renderToStaticMarkup(<AppLink to="mailto:team@example.com">Mail</AppLink>)).toBe(
      '<a href="mailto:team@example.com">Mail</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'http://example.com',
    'relative/path',
    '//evil.com',
  ])('renders %j as text, with no href', (to) => {
    const html = renderToStaticMarkup(
      <LinkProvider component={RouterLink}>
        <AppLink to={to}>Click</AppLink>
      </LinkProvider>,
    );
    expect(html).toBe('<a data-unsafe-link="">Click</a>');
  });
});
