/** The hourly reward's status, from the session's user, and its claim, which updates that user in place. */
import { useAction } from '@lib/action';
import { isApiError } from '@lib/http';
import { useCurrentUser, useSessionStore } from '@lib/session';
import type { DataSource } from '@ui/DataState';
import { useMemo } from 'react';
import { claimHourlyEndpoint } from './api';
import {
  afterClaim,
  claimIsComplete,
  type HourlyClaim,
  type HourlyStatus,
  hourlyUserSchema,
  withHourlyStatus,
} from './model';

/**
 * The signed-in user's balance and next run, read from the session's user (docs/architecture.md#caching: the current user, once
 * loaded, is reused; the page reads no `@me` of its own). No user yet: loading.
 */
export function useHourlyStatus(): DataSource<HourlyStatus> {
  const user = useCurrentUser();
  return useMemo(() => ({ data: user ? hourlyUserSchema.parse(user) : undefined }), [user]);
}

/**
 * Claims the reward. On success the session's user takes the new balance and next run from the answer in place
 * (the whole site sees the new balance); only an answer that lacks one of them reads the user again. No toast: the
 * page's notice says what was won, once (docs/glossary.md#feedback). A refusal keeps the server's words in
 * `error` and reads the user again: the next run the page had was out of date (a claim from another tab or from
 * the bot).
 */
export function useClaimHourly(now: () => number = Date.now) {
  const session = useSessionStore();
  return useAction(
    async (): Promise<HourlyClaim> => {
      try {
        return await claimHourlyEndpoint.call(undefined);
      } catch (error) {
        if (isApiError(error) && error.statusCode === 400) session.refresh().catch(() => undefined);
        throw error;
      }
    },
    {
      onSuccess: (claim) => {
        session.updateUser((user) =>
          withHourlyStatus(user, afterClaim(hourlyUserSchema.parse(user), claim, now())),
        );
        // Not awaited: the claim is done whatever this read says.
        if (!claimIsComplete(claim)) session.refresh().catch(() => undefined);
      },
    },
  );
}
