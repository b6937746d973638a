/**
 * Pure helpers of the login page: the route's search schema. No React, no network: unit-tested in Node
 * (model.test.ts).
 */
import { safeRedirectPath } from '@lib/safe-url';
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
