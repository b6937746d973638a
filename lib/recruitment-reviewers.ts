/**
 * Reviewers by rank (docs/access.md#data-dependent-access): a user whose rank is in a form's
 * `manageableRanks` may view that form's applications without VIEW_RECRUITMENT_RESPONSE. Which forms that is
 * takes the forms (`GET /api/client/recruitment/forms`, open to every signed-in user), so the route guard
 * (app/guards.ts) and the staff navigation ask here. In lib/, not in the recruitment manager feature: the staff
 * layout is in every staff page's shell, and a feature's public surface would bring its pages' code and styles
 * with it (the byte budget caught 100 KiB of them).
 */
import * as z from 'zod/mini';
import { defineEndpoint, loadOnce, useEndpoint } from './endpoint';
import { hasAnyPermission } from './permissions';
import { lenientArray } from './schemas/common';
import { type RecruitmentForm, recruitmentFormSchema } from './schemas/recruitment';
import type { User } from './schemas/user';

/** `{ forms }`, ranks as rank objects: the forms staff review (the recruitment manager's list reads it too). */
export const reviewFormsEndpoint = defineEndpoint({
  name: 'recruitmentManager.forms',
  method: 'GET',
  path: () => '/api/client/recruitment/forms',
  response: z.object({ forms: lenientArray(recruitmentFormSchema) }),
});

type Ranked = { ranks?: readonly string[] };

/** Whether one of the user's ranks reviews this form (is in its `manageableRanks`). */
export function reviewsByRank(user: Ranked, form: Pick<RecruitmentForm, 'manageableRanks'>): boolean {
  return form.manageableRanks.some((rank) => user.ranks?.includes(rank.id) === true);
}

/**
 * Reads the forms and tells whether the user's rank reviews the form `formId`, or any form when `formId` is
 * null (the route guard of the recruitment pages, for a user without the permission); false when the read
 * fails.
 */
export async function reviewsFormByRank(user: Ranked, formId: string | null): Promise<boolean> {
  try {
    const { forms } = await reviewFormsEndpoint.call(undefined);
    return forms.some((form) => (formId === null || form.id === formId) && reviewsByRank(user, form));
  } catch {
    // The forms could not be read: not known as a reviewer, so the guard turns the user away as it would
    // anyone without the permission (a 401 still ends the session through the one handler).
    return false;
  }
}

const RECRUITMENT_PERMISSIONS = ['VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER'] as const;

/**
 * Whether the staff navigation should offer Recruitment to this user by rank: the forms are read (once a
 * session, `loadOnce`) only for a user without a recruitment permission, who would not see it otherwise; false
 * until they are known, or when the read fails (the entry then stays hidden, as it was).
 */
export function useReviewsFormsByRank(user: User | null): boolean {
  const byPermission = user !== null && hasAnyPermission(user, RECRUITMENT_PERMISSIONS);
  const { data } = useEndpoint(reviewFormsEndpoint, user && !byPermission ? undefined : null, loadOnce);
  if (!user || byPermission || !data) return false;
  return data.forms.some((form) => reviewsByRank(user, form));
}
