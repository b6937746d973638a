import { describe, expect, it } from 'vitest';
import { configuredExternalUrl, isSafeLink, safeExternalUrl, safeRedirectPath } from './safe-url';

const ORIGIN = 'https://ours.example';
const FALLBACK = '/fallback';

/**
 * The property a redirect target must have, checked independently of the implementation: a path that
 * resolves on our origin, both as returned and after one more decode (what a router may do to it).
 */
function staysOnOrigin(path: string): boolean {
  const forms = [path];
  try {
    forms.push(decodeURIComponent(path));
  } catch {
    return false;
  }
  return forms.every((form) => {
    if (!form.startsWith('/')) return false;
    const url = new URL(form, ORIGIN);
    return url.origin === ORIGIN && !url.pathname.startsWith('//') && !form.startsWith('//');
  });
}

/**
 * Corpus A: redirect attacks (docs/product/session.md#redirect), written as the strings that reach the
 * validator.
 */
const CORPUS_A: string[] = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  'https:evil.com',
  'https://evil.com',
  'http:/evil.com',
  'evil.com',
  '%2F%2Fevil.com',
  '%252F%252Fevil.com',
  '/%0d/evil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/\\t/evil.com',
  '/\r\n/evil.com',
  '//evil%E3%80%82com',
  '//evil%00.com',
  '/@evil.com',
  '//ours.example@evil.com',
  'https://ours.example.evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java%0d%0ascript:alert(0)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '/login?redirect=//evil.com',
  'redirect=/a&redirect=//evil.com',
  `/${'a'.repeat(3000)}`,
];

/** Variants found while testing: dot segments and encodings that normalise into `//evil.com`. */
const EXTRA: string[] = [
  '/.//evil.com',
  '/a/..//evil.com',
  '/%2e//evil.com',
  '/%2e%2e%2f%2fevil.com',
  '/%2f%2fevil.com',
  '/%5cevil.com',
  '/%5C%5Cevil.com',
  '/a%2f..%2f..%2f%2fevil.com',
  '/%0a/evil.com',
  '/%00',
  '/%E0%A4%A',
  ' /ok',
  '/ok\n',
];

describe('safeRedirectPath', () => {
  it.each([...CORPUS_A, ...EXTRA])('%j yields the fallback or a same-origin path', (raw) => {
    const result = safeRedirectPath(raw, FALLBACK, ORIGIN);
    expect(result === FALLBACK || staysOnOrigin(result), result).toBe(true);
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    '/%0d/evil.com',
    '/%09/evil.com',
    '/.//evil.com',
    'javascript:alert(1)',
    `/${'a'.repeat(3000)}`,
  ])('%j yields exactly the fallback', (raw) => {
    expect(safeRedirectPath(raw, FALLBACK, ORIGIN)).toBe(FALLBACK);
  });

  it('keeps /@evil.com: a path on our origin', () => {
    expect(safeRedirectPath('/@evil.com', FALLBACK, ORIGIN)).toBe('/@evil.com');
  });

  it('refuses the login and logout pages (no loops), in any case or encoding', () => {
    for (const raw of ['/login', '/login?redirect=/staff', '/login/', '/LOGIN', '/logout', '/%6cogin']) {
      expect(safeRedirectPath(raw, FALLBACK, ORIGIN), raw).toBe(FALLBACK);
    }
    expect(safeRedirectPath('/login-help', FALLBACK, ORIGIN)).toBe('/login-help');
  });

  it('takes the values of a polluted query one at a time', () => {
    const values = new URLSearchParams('redirect=/a&redirect=//evil.com').getAll('redirect');
    expect(values.map((v) => safeRedirectPath(v, FALLBACK, ORIGIN))).toEqual(['/a', FALLBACK]);
  });

  it('keeps normal paths with their search and hash', () => {
    expect(safeRedirectPath('/staff/orders', FALLBACK, ORIGIN)).toBe('/staff/orders');
    expect(safeRedirectPath('/store?success=true', FALLBACK, ORIGIN)).toBe('/store?success=true');
    expect(safeRedirectPath('/users/123/manage?tab=ranks#history', FALLBACK, ORIGIN)).toBe(
      '/users/123/manage?tab=ranks#history',
    );
    expect(safeRedirectPath('/?error=x', FALLBACK, ORIGIN)).toBe('/?error=x');
    expect(safeRedirectPath('/a?next=//evil.com', FALLBACK, ORIGIN)).toBe('/a?next=//evil.com');
  });

  it('rejects non-strings and empty values, with "/" as the default fallback', () => {
    for (const raw of [undefined, null, 42, {}, ['/a'], '']) {
      expect(safeRedirectPath(raw, FALLBACK, ORIGIN)).toBe(FALLBACK);
    }
    expect(safeRedirectPath('//evil.com', undefined, ORIGIN)).toBe('/');
  });

  it('accepts a path of 2048 characters but not 2049', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2047)}`, FALLBACK, ORIGIN)).toHaveLength(2048);
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`, FALLBACK, ORIGIN)).toBe(FALLBACK);
  });
});

describe('safeExternalUrl', () => {
  const hosts = new Set(['checkout.stripe.com']);

  /** Corpus D: server-provided URLs (docs/architecture.md#security). */
  it.each([
    'javascript:alert(1)',
    'http://checkout.stripe.com/c/pay/x',
    'https://checkout.stripe.com.evil.com/',
    'https://evil.com/?checkout.stripe.com',
    'https://checkout.stripe.com@evil.com/',
    'https://user:pw@checkout.stripe.com/',
    '//evil.com',
    'data:text/html,<script>window.__xss=1</script>',
    'https://evil.com#checkout.stripe.com',
    'https://stripe.com/',
    'https://xcheckout.stripe.com/',
    '/c/pay/x',
    '',
  ])('rejects %j', (raw) => {
    expect(safeExternalUrl(raw, hosts)).toBeNull();
  });

  it('accepts an allow-listed https host, lowercased by the URL parser', () => {
    expect(safeExternalUrl('https://CHECKOUT.STRIPE.COM/c/pay/cs_test_1', hosts)).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(safeExternalUrl('https://checkout.stripe.com/c/pay/cs_1#fid=1', hosts)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1#fid=1',
    );
  });

  it('rejects non-strings and any host when the allow-list is empty', () => {
    expect(safeExternalUrl(undefined, hosts)).toBeNull();
    expect(safeExternalUrl({ href: 'https://checkout.stripe.com/' }, hosts)).toBeNull();
    expect(safeExternalUrl('https://checkout.stripe.com/', new Set())).toBeNull();
  });
});

describe('configuredExternalUrl', () => {
  it('keeps https addresses, normalised', () => {
    expect(configuredExternalUrl('https://blog.virtualdiner.app')).toBe('https://blog.virtualdiner.app/');
    expect(configuredExternalUrl('https://discord.com/oauth2/authorize?client_id=1&scope=bot')).toBe(
      'https://discord.com/oauth2/authorize?client_id=1&scope=bot',
    );
    expect(configuredExternalUrl('HTTPS://Top.GG/bot/x/vote')).toBe('https://top.gg/bot/x/vote');
    expect(configuredExternalUrl('https://s.nitropay.com/ads-1234.js')).toBe(
      'https://s.nitropay.com/ads-1234.js',
    );
  });

  /** The outside links' and the ad script's cases, once two copies of this function, in one list. */
  it.each([
    '',
    '   ',
    'not a url',
    'http://blog.virtualdiner.app',
    'javascript:alert(1)',
    'data:text/html,hi',
    'data:text/javascript,alert(1)',
    '//blog.virtualdiner.app',
    '/blog',
    'blog.virtualdiner.app',
    'https://user:pass@blog.virtualdiner.app',
    'https://user@blog.virtualdiner.app',
  ])('refuses %j', (raw) => {
    expect(configuredExternalUrl(raw)).toBeNull();
  });
});

describe('isSafeLink', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:alert(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\\evil.com',
    '/\u0000/evil.com',
    'relative/path',
    'evil.com',
    'http://example.com',
  ])('rejects %j', (href) => {
    expect(isSafeLink(href)).toBe(false);
  });

  it.each([
    'https://docs.virtualdiner.app/guide',
    'mailto:support@example.com',
    '/store',
    '/users/123?tab=1#x',
  ])('accepts %j', (href) => {
    expect(isSafeLink(href)).toBe(true);
  });
});
