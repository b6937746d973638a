/** Recruitment reads, the answers draft and sending an application. */
import { cached, useAction } from '@lib/action';
import { clearDraft, readDraft, writeDraft } from '@lib/draft';
import { useEndpoint } from '@lib/endpoint';
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { useCallback, useState } from 'react';
import {
  applicationEndpoint,
  recruitmentFormEndpoint,
  recruitmentFormsEndpoint,
  sendApplicationEndpoint,
  userApplicationsEndpoint,
} from './api';
import { type Answers, answersPayload, BLANK_ANSWERS_MESSAGE, draftKey, parseDraft } from './model';

export function useRecruitmentForms() {
  return useEndpoint(recruitmentFormsEndpoint, undefined);
}

export function useRecruitmentForm(id: string) {
  return useEndpoint(recruitmentFormEndpoint, { id });
}

/** The signed-in user's applications (waits for the session's user). */
export function useMyApplications() {
  const userId = useCurrentUser()?.id;
  return useEndpoint(userApplicationsEndpoint, userId ? { userId } : null);
}

export function useApplication(id: string) {
  return useEndpoint(applicationEndpoint, { id });
}

/**
 * The answers' draft, kept in the browser under the user and the form until the application is sent, so a reload,
 * a failed send or a closed tab loses nothing: `initial` is what was kept (read once), `save` keeps the answers as
 * they are typed, `clear` forgets them. Writes that the browser refuses are ignored: the answers stay on the page.
 */
export function useAnswersDraft(userId: string, form: RecruitmentForm) {
  const key = draftKey(userId, form.id);
  const [initial] = useState(() => parseDraft(readDraft(key), form.questions));
  const save = useCallback((answers: Answers) => writeDraft(key, JSON.stringify(answers)), [key]);
  const clear = useCallback(() => clearDraft(key), [key]);
  return { initial, save, clear };
}

/**
 * Sends the answers (`run(answers)`). On success the draft is forgotten, my applications load again (the answer
 * carries only the new id) and `onSent(id)` moves on. The server's refusal stays in `error`, verbatim; the blank
 * answer refusal, which has no message, gets {@link BLANK_ANSWERS_MESSAGE}.
 */
export function useSendApplication(
  form: RecruitmentForm,
  userId: string,
  onSent: (applicationId: string | undefined) => void,
  forgetDraft: () => void,
) {
  return useAction(
    (answers: Answers) =>
      sendApplicationEndpoint.call({ formId: form.id, answers: answersPayload(form.questions, answers) }),
    {
      fallback: BLANK_ANSWERS_MESSAGE,
      cache: () => cached.refetch(userApplicationsEndpoint, { userId }),
      onSuccess: ({ id }) => {
        forgetDraft();
        onSent(id);
      },
      success: `Your application for ${form.name} was sent`,
    },
  );
}
