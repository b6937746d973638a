import { isApiError } from '@lib/http';
import type { SWRConfiguration } from 'swr';

/**
 * Global SWR behaviour (docs/architecture.md#caching): retry only what may succeed on retry (network and 5xx,
 * not 4xx nor an unreadable answer), twice, after 2 s and 4 s (SWR counts the first failure as retry 1, so the
 * third failure stops). Pages render their own error states with a retry button.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (isApiError(error) && error.statusCode < 500) return;
    if (isApiError(error) && error.code === 'invalid_response') return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};
