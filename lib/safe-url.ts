/**
 * Redirect and external-URL safety (docs/product/session.md#redirect, docs/architecture.md#security).
 * Redirects accept same-origin paths only; external URLs from the server must be https on an exact
 * allow-listed host.
 */

/** Paths that would loop back into the login round trip. */
const LOOP_PATHS = /^\/(login|logout)(\/|$)/i;

/**
 * Returns a same-origin path (`/path?search#hash`) for `raw`, or `fallback`. The value is taken as given
 * (decoded once by the URL parser of the router); it is never decoded again after validation.
 */
export function safeRedirectPath(
  raw: unknown,
  fallback = '/',
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return fallback;
  if (hasUnsafeChars(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  // Dot segments normalise `/.//evil.com` into the path `//evil.com`; encoded slashes, backslashes and
  // control characters (`/%0d/evil.com`, TanStack #6306) turn into `//evil.com` once a router decodes the
  // path. The result must stay a same-origin path both as it is and decoded once.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (!isPlainPath(url.pathname, origin) || !isPlainPath(decoded, origin)) return fallback;
  if (LOOP_PATHS.test(url.pathname) || LOOP_PATHS.test(decoded)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Control characters (C0, DEL) and backslashes: browsers strip or rewrite them into `//host`. */
function hasUnsafeChars(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** A path that starts with one slash, has no control characters or backslashes and stays on `origin`. */
function isPlainPath(path: string, origin: string): boolean {
  if (path[0] !== '/' || path[1] === '/' || hasUnsafeChars(path)) return false;
  const url = new URL(path, origin);
  return url.origin === new URL(origin).origin && !url.pathname.startsWith('//');
}

/** Returns the normalised href when `raw` is https, has no credentials and its host is allow-listed. */
export function safeExternalUrl(raw: unknown, hosts: ReadonlySet<string>): string | null {
  if (typeof raw !== 'string') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!hosts.has(url.hostname.toLowerCase())) return null;
  return url.href;
}

/**
 * An address from the site's own configuration (an outside link, the ad script), set at build time by whoever
 * deploys the site: its own host is the allow-list, so it must only be https without credentials. The href,
 * normalised; null for anything else, unset included (`http:`, `javascript:`, junk, blank).
 */
export function configuredExternalUrl(raw: string): string | null {
  // Unset (nothing configured): said without the error `new URL('')` throws, which every start-up would pay.
  if (!raw.trim()) return null;
  let host: string;
  try {
    host = new URL(raw).hostname.toLowerCase();
  } catch {
    return null;
  }
  return safeExternalUrl(raw, new Set([host]));
}

/**
 * True for the links the site renders (ui/AppLink, the announcement's markdown): https and mailto URLs, or a
 * same-site path. Plain http is refused too: it would leave the page for an address anyone on the network
 * can rewrite.
 */
export function isSafeLink(raw: string): boolean {
  const value = raw.trim();
  if (isSameSitePath(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

/**
 * A path of this site (`/x`), not a protocol-relative (`//host`) or backslash (`/\host`) address. Control
 * characters and backslashes are refused anywhere: a browser drops tabs and newlines and reads `\` as `/`,
 * so `/<tab>/host` and `/<newline>\host` lead to other sites.
 */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !hasUnsafeChars(value);
}
