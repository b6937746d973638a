/** Session / auth (spec §7 "Session", contract §3.1, §5.3). */
import { http } from 'msw';
import { db } from '../db';
import { bearerToken } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { DEMO_CODE_PREFIX, isPersonaKey, PERSONAS } from '../personas';
import { SESSION_LIFETIME_MS } from '../seed';

/** Device info for a new session, guessed from the User-Agent (the real parser is not shown). */
function deviceOf(request: Request) {
  const agent = request.headers.get('User-Agent') ?? '';
  const pick = (rules: [RegExp, string][], fallback: string) =>
    rules.find(([pattern]) => pattern.test(agent))?.[1] ?? fallback;
  return {
    device: /Mobile|Android|iPhone/i.test(agent) ? 'Mobile' : 'Desktop',
    browser: pick(
      [
        [/Edg\//, 'Edge'],
        [/Firefox\//, 'Firefox'],
        [/Chrom(e|ium)\//, 'Chrome'],
        [/Safari\//, 'Safari'],
      ],
      'Unknown',
    ),
    os: pick(
      [
        [/Windows/, 'Windows'],
        [/Android/, 'Android'],
        [/iPhone|iPad/, 'iOS'],
        [/Mac OS X/, 'macOS'],
        [/Linux/, 'Linux'],
      ],
      'Unknown',
    ),
    ip: '127.0.0.1',
  };
}

export const sessionHandlers = [
  /**
   * Exchanges an authorization code for a fresh 160-hex session token valid for 31 days. The demo has no
   * Discord: only the codes `demo-<persona>` are valid; anything else is 400 `invalid_code` (the real API
   * forwards Discord's own error body, contract §3.1: not reproducible offline).
   */
  http.post(`${CLIENT_API}/authenticate`, async ({ request }) => {
    const { code } = await readBody(request);
    const key =
      typeof code === 'string' && code.startsWith(DEMO_CODE_PREFIX)
        ? code.slice(DEMO_CODE_PREFIX.length)
        : '';
    if (!isPersonaKey(key)) throw errors.invalidCode();

    const now = Date.now();
    // The persona's own seeded token: the in-browser database is rebuilt on every page load, and a fresh
    // random token would not survive a reload of the demo. (A real server issues a new token per login.)
    const sessionToken = PERSONAS[key].token;
    db.sessions.upsert({
      _id: sessionToken,
      userID: PERSONAS[key].userId,
      lastUsed: now,
      expiry: now + SESSION_LIFETIME_MS,
      device: deviceOf(request),
    });
    return ok({ sessionToken });
  }),

  /**
   * Logout. Like the core's deleteSession it always succeeds, even for an unknown token (contract §3.1). Not
   * shown: when the body names no token, the bearer token is the one deleted.
   */
  http.delete(`${CLIENT_API}/sessions`, async ({ request }) => {
    const { sessionToken } = await readBody(request);
    const token = typeof sessionToken === 'string' ? sessionToken : bearerToken(request);
    if (token) db.sessions.delete(token);
    return success();
  }),
];
