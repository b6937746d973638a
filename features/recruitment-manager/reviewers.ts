/**
 * Reviewers by rank (spec §5; docs/access.md#data-dependent-access): a user whose rank is in a form's
 * `manageableRanks` may view that form's applications without VIEW_RECRUITMENT_RESPONSE. Which forms that is
 * takes the forms (`GET /api/client/recruitment/forms`, open to every signed-in user), so the route guard
 * (app/guards.ts) and the staff navigation ask here. Kept apart from the pages: the guard and the staff layout
 * load it without the pages' code.
 */
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { hasAnyPermission } from '@lib/permissions';
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import type { User } from '@lib/schemas/user';
import { reviewFormsEndpoint } from './api';

type Ranked = { ranks?: readonly string[] };

/** Whether one of the user's ranks reviews this form (is in its `manageableRanks`). */
export function reviewsByRank(user: Ranked, form: Pick<RecruitmentForm, 'manageableRanks'>): boolean {
  return form.manageableRanks.some((rank) => user.ranks?.includes(rank.id) === true);
}

/**
 * Reads the forms and tells whether the user's rank reviews the form `formId`, or any form when `formId` is
 * null (the route guard of the recruitment pages, for a user without the permission).
 */
export async function reviewsFormByRank(user: Ranked, formId: string | null): Promise<boolean> {
  const { forms } = await reviewFormsEndpoint.call(undefined);
  return forms.some((form) => (formId === null || form.id === formId) && reviewsByRank(user, form));
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
