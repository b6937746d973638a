/**
 * Starts the ad library's sponsor flow once per signed-in account, on pages that show ads
 * (docs/product/store-and-rewards.md#ads-and-sponsor-token). Renders nothing; does nothing when ads are not
 * configured (the demo and the tests), so no token is asked for and no ad script is added there.
 */
import { accountId, useSession } from '@lib/session';
import { sponsorTokenEndpoint } from '@lib/sponsor';
import { useEffect, useRef } from 'react';
import { adProvider, type SiteAdProvider, startSponsorFor } from './ads';

export function AdSponsor({ provider = adProvider }: { provider?: SiteAdProvider }) {
  const session = useSession();
  const account = session.status === 'authenticated' ? accountId(session) : null;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!provider || !account || started.current === account) return;
    started.current = account;
    void startSponsorFor(provider, () => sponsorTokenEndpoint.call(undefined));
  }, [provider, account]);
  return null;
}
