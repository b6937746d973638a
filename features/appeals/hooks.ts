/** Appeal reads, the appeal draft and sending an appeal. */
import { cached, useAction } from '@lib/action';
import { clearDraft } from '@lib/draft';
import { useEndpoint } from '@lib/endpoint';
import type { Appeal } from '@lib/schemas/appeal';
import { useCurrentUser } from '@lib/session';
import { useUser } from '@lib/users';
import {
  type AppealQueueInput,
  appealEndpoint,
  appealQueueEndpoint,
  createAppealEndpoint,
  userAppealsEndpoint,
  voteAppealEndpoint,
} from './api';
import { type AppealFormValues, appealBody, appealDraftKey, appealTypeLabel } from './model';

/** The signed-in user's appeals (waits for the session's user). */
export function useMyAppeals() {
  const userId = useCurrentUser()?.id;
  return useEndpoint(userAppealsEndpoint, userId ? { userId } : null);
}

export function useAppeal(id: string) {
  return useEndpoint(appealEndpoint, { id });
}

/**
 * Sends the appeal (`run(values)`). On success the draft is forgotten, the new appeal is cached (so its page
 * shows at once) and my list loads again, then `onSent(id)`. The server's refusal stays in `error`, verbatim.
 */
export function useCreateAppeal(userId: string, onSent: (appealId: string | null) => void) {
  return useAction((values: AppealFormValues) => createAppealEndpoint.call(appealBody(values)), {
    cache: ({ appeal }) => [
      ...(appeal ? [cached.set(appealEndpoint, { id: appeal.id }, { appeal })] : []),
      cached.refetch(userAppealsEndpoint, { userId }),
    ],
    onSuccess: ({ appeal }) => {
      clearDraft(appealDraftKey(userId));
      onSent(appeal?.id ?? null);
    },
    success: (_, values) => `Your appeal (${appealTypeLabel(Number(values.type))}) was sent`,
  });
}

export function useAppealQueue(input: AppealQueueInput) {
  return useEndpoint(appealQueueEndpoint, input);
}

/**
 * Votes on an appeal (`run(appeal, vote, reason, force)`). A vote that decides it (`completed`) drops it from every
 * cached queue (a decided appeal leaves the queue, docs/product/recruitment-and-appeals.md#appeals-for-staff-built)
 * and reloads the appeal, then `onDecided`; a vote that does not reloads the appeal, whose votes changed.
 */
export function useVoteAppeal(onDecided: () => void) {
  return useAction(
    (appeal: Appeal, vote: 'upvote' | 'downvote', reason: string, force: boolean) =>
      voteAppealEndpoint.call({ id: appeal.id, vote, reason: reason.trim(), force }),
    {
      cache: ({ completed }, appeal) => [
        ...(completed
          ? [
              cached.updateEvery(appealQueueEndpoint, (data) => ({
                appeals: data.appeals.filter((a) => a.id !== appeal.id),
              })),
            ]
          : []),
        cached.refetch(appealEndpoint, { id: appeal.id }),
      ],
      onSuccess: ({ completed }) => {
        if (completed) onDecided();
      },
      success: ({ completed }, _appeal, vote, _reason, force) =>
        completed
          ? `The appeal was ${vote === 'upvote' ? 'accepted' : 'denied'}${force ? '' : ' by the votes'}`
          : 'Your vote was recorded',
    },
  );
}

/** A user's name for a line of text (a voter, who issued a punishment): display name, username, or "user {id}". */
export function useUserName(id: string | null | undefined): string {
  const { data } = useUser(id || null);
  return data?.user?.displayName || data?.user?.username || (id ? `user ${id}` : 'an unknown user');
}
