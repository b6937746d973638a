/**
 * Drops user data from the SWR cache whenever the signed-in account changes (logout, ban, another login), so
 * nobody sees the previous user's data (docs/architecture.md#caching). Site-wide data (ranks, settings,
 * teams) is public and stays.
 */
import { useSession } from '@lib/session';
import { ranksEndpoint, settingsEndpoint, teamsEndpoint } from '@lib/site-data';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';

const SITE_WIDE = new Set([ranksEndpoint.name, settingsEndpoint.name, teamsEndpoint.name]);

export function SessionCacheReset() {
  const { mutate } = useSWRConfig();
  const userId = useSession().user?.id ?? null;
  const previous = useRef(userId);

  useEffect(() => {
    if (previous.current === userId) return;
    const hadUser = previous.current !== null;
    previous.current = userId;
    if (!hadUser) return;
    void mutate((key) => !(Array.isArray(key) && SITE_WIDE.has(key[0] as string)), undefined, {
      revalidate: false,
    });
  }, [userId, mutate]);

  return null;
}
