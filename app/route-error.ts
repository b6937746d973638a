import { errorMessage, isApiError } from '@lib/http';

/**
 * What the error page shows for a thrown value: the API status code, and the error's own message or nothing.
 * With nothing, ui/ErrorPage applies the fallbacks of docs/product/navigation.md#error-page itself ('Unknown
 * error' as the title without a status, 'An unknown error occurred' as the message), so an `Error` without a
 * message or a server error with an empty body no longer reads 'Unknown error' twice.
 */
export function routeErrorDetails(error: unknown): { statusCode?: number; message?: string } {
  return {
    statusCode: isApiError(error) ? error.statusCode : undefined,
    message: errorMessage(error, '') || undefined,
  };
}
