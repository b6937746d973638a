/** Home's `?error=` values and their toasts (spec §2, §8). */
export const HOME_ERRORS = {
  insufficient_permissions: 'You have insufficient permissions to view that page',
  account_banned: 'Your account has been banned',
} as const;
export type HomeError = keyof typeof HOME_ERRORS;

/** The default layout prefixes these toasts (spec §8). */
export const HOME_ERROR_TITLE = 'An error occurred:';

/** Only the catalogue's own keys: `in` would also accept what every object inherits (`__proto__`, `toString`…). */
export function isHomeError(value: unknown): value is HomeError {
  return typeof value === 'string' && Object.hasOwn(HOME_ERRORS, value);
}
