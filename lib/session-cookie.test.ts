import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionCookie,
  findCookie,
  parseSessionCookie,
  readSessionToken,
  SESSION_CHANGE_KEY,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  writeSessionToken,
} from './session-cookie';
import { createFakeDocument, type FakeCookieDocument } from './test/fake-document';

const TOKEN = 'abc.DEF-123_token';
/** The cookie value as the browser keeps it: the JSON `{"token":"..."}`, URI-encoded. */
const ENCODED = encodeURIComponent(`{"token":"${TOKEN}"}`);

describe('parseSessionCookie', () => {
  it('reads a URI-encoded JSON token', () => {
    expect(ENCODED).toBe('%7B%22token%22%3A%22abc.DEF-123_token%22%7D');
    expect(parseSessionCookie(ENCODED)).toEqual({ token: TOKEN });
  });

  it('also reads an unencoded JSON value', () => {
    expect(parseSessionCookie(`{"token":"${TOKEN}"}`)).toEqual({ token: TOKEN });
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'garbage'],
    ['broken URI escape', '%E0%A4%A'],
    ['JSON string', encodeURIComponent('"abc.DEF-123_token"')],
    ['null', 'null'],
    ['array', encodeURIComponent('["abcdefghij"]')],
    ['no token field', encodeURIComponent('{"sessionToken":"abcdefghij"}')],
    ['numeric token', encodeURIComponent('{"token":1234567890}')],
    ['too short', encodeURIComponent('{"token":"abc"}')],
    ['spaces', encodeURIComponent('{"token":"abc def ghi jkl"}')],
    ['semicolon', encodeURIComponent('{"token":"abcdefgh;Path=/"}')],
    ['angle brackets', encodeURIComponent('{"token":"<script>alert(1)</script>"}')],
    ['newline', encodeURIComponent('{"token":"abcdefgh\\nijkl"}')],
  ])('returns null for %s', (_label, raw) => {
    expect(parseSessionCookie(raw)).toBeNull();
  });
});

describe('findCookie', () => {
  const header = `theme=dark; ${SESSION_COOKIE}=${ENCODED}; other=1=2; VD_SESSION_OLD=x`;

  it('finds the session cookie among several', () => {
    expect(findCookie(header)).toBe(ENCODED);
  });

  it('finds other names, keeping "=" inside values', () => {
    expect(findCookie(header, 'other')).toBe('1=2');
    expect(findCookie(header, 'theme')).toBe('dark');
  });

  it('does not match on a name prefix or suffix', () => {
    expect(findCookie('VD_SESSION_OLD=x; XVD_SESSION=y')).toBeNull();
  });

  it('returns null when absent or when the header is empty', () => {
    expect(findCookie('a=1; b=2')).toBeNull();
    expect(findCookie('')).toBeNull();
  });
});

describe('reading and writing through document.cookie', () => {
  let fake: FakeCookieDocument;

  beforeEach(() => {
    fake = createFakeDocument({ theme: 'dark' });
    vi.stubGlobal('document', fake);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is 31 days', () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(2678400);
  });

  it('writes the token with Path=/, Max-Age of 31 days and SameSite=Strict, and reads it back', () => {
    writeSessionToken(TOKEN);
    const written = fake.writes.at(-1) ?? '';
    expect(written.startsWith(`VD_SESSION=${ENCODED};`)).toBe(true);
    const attributes = written
      .split(';')
      .slice(1)
      .map((a) => a.trim());
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('Max-Age=2678400');
    expect(attributes).toContain('SameSite=Strict');
    expect(attributes).not.toContain('Secure'); // the test origin is not https
    expect(readSessionToken()).toBe(TOKEN);
    expect(fake.jar.get('theme')).toBe('dark');
  });

  it('adds Secure on https pages', () => {
    vi.stubGlobal('location', { protocol: 'https:', origin: 'https://ours.example' });
    writeSessionToken(TOKEN);
    expect(
      fake.writes
        .at(-1)
        ?.split(';')
        .map((a) => a.trim()),
    ).toContain('Secure');
  });

  it('returns null without a cookie and writes nothing', () => {
    expect(readSessionToken()).toBeNull();
    expect(fake.writes).toEqual([]);
  });

  it('removes an unparsable VD_SESSION on read', () => {
    fake.jar.set(SESSION_COOKIE, 'not-json');
    expect(readSessionToken()).toBeNull();
    expect(fake.jar.has(SESSION_COOKIE)).toBe(false);
    expect(fake.jar.get('theme')).toBe('dark');
    const removal = fake.writes.at(-1) ?? '';
    expect(removal).toMatch(/^VD_SESSION=;/);
    expect(removal).toContain('Max-Age=0');
    expect(removal).toContain('Path=/');
  });

  it('removes a session whose token has bad characters', () => {
    fake.jar.set(SESSION_COOKIE, encodeURIComponent('{"token":"bad token with spaces"}'));
    expect(readSessionToken()).toBeNull();
    expect(fake.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('clears the cookie', () => {
    writeSessionToken(TOKEN);
    clearSessionCookie();
    expect(fake.jar.has(SESSION_COOKIE)).toBe(false);
    expect(readSessionToken()).toBeNull();
  });
});

describe('without a document (Node, SSR)', () => {
  it('reads null and writes nothing without throwing', () => {
    expect(typeof document).toBe('undefined');
    expect(readSessionToken()).toBeNull();
    expect(() => writeSessionToken(TOKEN)).not.toThrow();
    expect(() => clearSessionCookie()).not.toThrow();
  });
});

describe('the marker other tabs hear (docs/product/session.md#other-tabs)', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('document', createFakeDocument());
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is written, with a new value each time, when the token is written or cleared', () => {
    writeSessionToken(TOKEN);
    const first = stored.get(SESSION_CHANGE_KEY);
    expect(first).toBeTruthy();
    clearSessionCookie();
    const second = stored.get(SESSION_CHANGE_KEY);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('never holds the token', () => {
    writeSessionToken(TOKEN);
    expect(stored.get(SESSION_CHANGE_KEY)).not.toContain(TOKEN);
  });

  it('is skipped when storage throws (private mode, quota)', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => writeSessionToken(TOKEN)).not.toThrow();
    expect(readSessionToken()).toBe(TOKEN);
  });
});
