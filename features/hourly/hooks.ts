/** The hourly reward's read and its claim, which updates the read in place. */
import { cached, useAction } from '@lib/action';
import { useEndpoint } from '@lib/endpoint';
import { formatMoney } from '@lib/format';
import { isApiError } from '@lib/http';
import { useSessionStore } from '@lib/session';
import { useSWRConfig } from 'swr';
import { claimHourlyEndpoint, hourlyStatusEndpoint } from './api';
import { afterClaim, claimIsComplete, type HourlyClaim } from './model';

/** The signed-in user's balance and next run, read fresh each visit. */
export function useHourlyStatus() {
  return useEndpoint(hourlyStatusEndpoint, undefined);
}

/**
 * Claims the reward. On success the status is updated in place from the answer (read again when the answer
 * lacks the balance or the next run), the session's user is refreshed in the background so the rest of the site
 * sees the new balance, and a toast says what was won. A refusal keeps the server's words in `error` and reads
 * the status again: the page's next run was out of date (a claim from another tab or from the bot).
 */
export function useClaimHourly(now: () => number = Date.now) {
  const session = useSessionStore();
  const { mutate } = useSWRConfig();
  return useAction(
    async (): Promise<HourlyClaim> => {
      try {
        return await claimHourlyEndpoint.call(undefined);
      } catch (error) {
        if (isApiError(error) && error.statusCode === 400) void mutate(hourlyStatusEndpoint.key(undefined));
        throw error;
      }
    },
    {
      cache: (claim) => {
        const update = cached.update(hourlyStatusEndpoint, undefined, (status) =>
          afterClaim(status, claim, now()),
        );
        return claimIsComplete(claim) ? update : [update, cached.refetch(hourlyStatusEndpoint, undefined)];
      },
      onSuccess: () => {
        // Not awaited: the claim is done whatever this read says.
        session.refresh().catch(() => undefined);
      },
      success: (claim) =>
        claim.amount !== undefined ? `You won ${formatMoney(claim.amount)}` : 'Hourly reward claimed',
    },
  );
}
