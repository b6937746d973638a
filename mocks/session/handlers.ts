/** Session / auth (docs/api/endpoints.md#session, docs/api/auth.md, docs/api/auth.md#token-format). The rules are in `rules.ts`. */
import { http } from 'msw';
import { bearerToken } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { deviceOf, signIn, signOut } from './rules';

export const sessionHandlers = [
  /** `{code}` → `{ sessionToken }`, a fresh 160-hex token valid for 31 days (see `signIn`). */
  http.post(`${CLIENT_API}/authenticate`, async ({ request }) => {
    const { code } = await readBody(request);
    return ok(signIn(code, deviceOf(request.headers.get('User-Agent') ?? '')));
  }),

  /**
   * Logout: always succeeds (see `signOut`). Not shown: when the body names no token, the bearer token is the one
   * deleted.
   */
  http.delete(`${CLIENT_API}/sessions`, async ({ request }) => {
    const { sessionToken } = await readBody(request);
    signOut(typeof sessionToken === 'string' ? sessionToken : bearerToken(request));
    return success();
  }),
];
