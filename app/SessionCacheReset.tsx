/**
 * Drops user data from the SWR cache whenever the signed-in account changes (logout, ban, another login), so
 * nobody sees the previous user's data (docs/architecture.md#caching). Site-wide data (ranks, settings,
 * teams) is public and stays.
 */
import { cached, useCacheWrite } from '@lib/action';
import { useSession } from '@lib/session';
import { ranksEndpoint, settingsEndpoint, teamsEndpoint } from '@lib/site-data';
import { useEffect, useRef } from 'react';

const SITE_WIDE = [ranksEndpoint, settingsEndpoint, teamsEndpoint];

export function SessionCacheReset() {
  const write = useCacheWrite();
  const userId = useSession().user?.id ?? null;
  const previous = useRef(userId);

  useEffect(() => {
    if (previous.current === userId) return;
    const hadUser = previous.current !== null;
    previous.current = userId;
    if (!hadUser) return;
    void write(cached.dropAllBut(SITE_WIDE));
  }, [userId, write]);

  return null;
}
