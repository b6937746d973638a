import { isApiError } from '@lib/http';
import type { SWRConfiguration } from 'swr';

/**
 * Global SWR behaviour: retry only what may succeed on retry (network and 5xx, not 4xx), at most 3 times
 * with backoff. Pages render their own error states with a retry button.
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
