/**
 * Pure helpers of the session feature: the login route's search schema and the banned screen's message. No
 * React, no network: unit-tested in Node (model.test.ts).
 */
import { banMessageParts } from '@lib/ban';
import { safeRedirectPath } from '@lib/safe-url';
import type { Ban } from '@lib/schemas/user';
import { optionalParam } from '@lib/search-params';
import * as z from 'zod/mini';

/** The longest value kept from the login URL; longer ones are left out. */
export const LOGIN_PARAM_MAX_LENGTH = 2048;

const loginParam = z.string().check(z.maxLength(LOGIN_PARAM_MAX_LENGTH));

/**
 * `/login?code&state&redirect&error`, the route's validateSearch. `code`, `state` and `error` are strings of
 * at most 2048 characters or left out. `redirect` keeps same-origin paths only: anything else becomes `/`
 * here, and the page checks it again before navigating.
 */
export const loginSearchSchema = z.object({
  code: optionalParam(loginParam),
  state: optionalParam(loginParam),
  redirect: optionalParam(loginParam.check(z.overwrite((path) => safeRedirectPath(path)))),
  error: optionalParam(loginParam),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;

/**
 * The ban message (docs/product/session.md#ban-message) for the banned screen, as two sentences (reason, then
 * expiry): the same text the server's 403 carries, from the shared formatter in `@lib/ban`. A ban without an expiry
 * is permanent: the second sentence then says so (no wording was given for it).
 */
export function banMessage(ban: Pick<Ban, 'reason' | 'expires'>): { reason: string; expiry: string } {
  return banMessageParts({ reason: ban.reason, expiry: ban.expires });
}
