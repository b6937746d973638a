/** Appeal reads, the appeal draft and sending an appeal. */
import { cached, useAction } from '@lib/action';
import { clearDraft } from '@lib/draft';
import { useEndpoint } from '@lib/endpoint';
import { useCurrentUser } from '@lib/session';
import { appealEndpoint, createAppealEndpoint, userAppealsEndpoint } from './api';
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
