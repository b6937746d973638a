/** The instructions of `/disable-your-adblocker`, read once per visit and reused. */
import { loadOnce } from '@lib/endpoint';
import useSWR from 'swr';
import { fetchAdblockInstructions } from './api';
import { type BrowserInstructions, BUILT_IN_INSTRUCTIONS } from './model';

export interface AdblockInstructions {
  /** Undefined while the manifest loads. */
  browsers: readonly BrowserInstructions[] | undefined;
  /** `manifest` when they came from the manifest, `built-in` when it could not be read. */
  source: 'manifest' | 'built-in' | undefined;
}

export function useAdblockInstructions(manifestUrl: string): AdblockInstructions {
  const { data, isLoading } = useSWR(
    ['adblock.manifest', manifestUrl] as const,
    ([, url]) => fetchAdblockInstructions(url),
    loadOnce,
  );
  if (isLoading || data === undefined) return { browsers: undefined, source: undefined };
  return data
    ? { browsers: data, source: 'manifest' }
    : { browsers: BUILT_IN_INSTRUCTIONS, source: 'built-in' };
}
