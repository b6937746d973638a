/** Home's `?error=` values, their toasts (docs/product/home.md#error-query) and the route's search schema. */
import * as z from 'zod/mini';

const homeErrorSchema = z.enum(['insufficient_permissions', 'account_banned']);
export type HomeError = z.infer<typeof homeErrorSchema>;

export const HOME_ERRORS: Readonly<Record<HomeError, string>> = {
  insufficient_permissions: 'You have insufficient permissions to view that page',
  account_banned: 'Your account has been banned',
};

/** The default layout prefixes these toasts (docs/product/home.md#error-query). */
export const HOME_ERROR_TITLE = 'An error occurred:';

/**
 * `/?error=`, the route's validateSearch. A known value shows its toast; any other value becomes `null`, which
 * the page removes from the address without a toast. The enum compares values (it does not look them up on an
 * object), so names every object inherits (`__proto__`, `toString`…) are refused like any other.
 */
export const homeSearchSchema = z.object({
  error: z.catch(z.optional(z.nullable(homeErrorSchema)), null),
  /** `app`: the installed app's launch (app/guards.ts `launchRedirect`), never shown: it redirects at once. */
  launch: z.catch(z.optional(z.literal('app')), undefined),
});
export type HomeSearch = z.infer<typeof homeSearchSchema>;
