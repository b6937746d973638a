/**
 * The session cookie `VD_SESSION` (docs/api/auth.md#session-cookie): a JSON object `{"token": "..."}`,
 * URI-encoded, kept for 31 days. A value that does not parse is removed. The bearer token is read from here
 * on every call. SameSite=Strict, Path=/, and Secure on https. (It must be readable by script: the API wants
 * a bearer header. See README "Security" for the accepted risk.)
 */
export const SESSION_COOKIE = 'VD_SESSION';
export const SESSION_MAX_AGE_SECONDS = 31 * 24 * 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{8,1024}$/;

function doc(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

function attributes(maxAge: number): string {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure}`;
}

/** Parses a raw cookie value; `null` when it is not a session. */
export function parseSessionCookie(raw: string): { token: string } | null {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (value && typeof value === 'object' && 'token' in value) {
      const token = (value as { token: unknown }).token;
      if (typeof token === 'string' && TOKEN_PATTERN.test(token)) return { token };
    }
  } catch {
    // falls through: unparsable
  }
  return null;
}

/** Finds the raw `VD_SESSION` value in a `document.cookie` string. */
export function findCookie(cookieHeader: string, name = SESSION_COOKIE): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * The localStorage key other tabs listen to (the `storage` event): written with a new value whenever this tab
 * writes or clears the session cookie, so they compare their session with the cookie at once
 * (docs/product/session.md#other-tabs). It holds a time and a random part, never the token.
 */
export const SESSION_CHANGE_KEY = 'vd:session-changed';

function markSessionChange(): void {
  try {
    globalThis.localStorage?.setItem(
      SESSION_CHANGE_KEY,
      `${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
  } catch {
    // No storage (private mode, quota): other tabs still compare on focus and visibility.
  }
}

export function clearSessionCookie(): void {
  const d = doc();
  if (!d) return;
  d.cookie = `${SESSION_COOKIE}=${attributes(0)}`;
  markSessionChange();
}

/** The current session token, or `null`. An unparsable cookie is removed. */
export function readSessionToken(): string | null {
  const d = doc();
  if (!d) return null;
  const raw = findCookie(d.cookie);
  if (raw === null) return null;
  const session = parseSessionCookie(raw);
  if (!session) {
    clearSessionCookie();
    return null;
  }
  return session.token;
}

export function writeSessionToken(token: string): void {
  const d = doc();
  if (!d) return;
  d.cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ token }))}${attributes(SESSION_MAX_AGE_SECONDS)}`;
  markSessionChange();
}
