/**
 * Recruitment for staff (docs/product/recruitment-and-appeals.md#recruitment-for-staff-built): who may review a
 * form (docs/access.md#data-dependent-access), the applications list's search, and the decision form. Pure.
 */
import { type Holder, hasAnyPermission } from '@lib/permissions';
import { reviewsByRank } from '@lib/recruitment-reviewers';
import type { RecruitmentApplication, RecruitmentForm } from '@lib/schemas/recruitment';
import type { AllApplicationsSearch, ApplicationView, FormApplicationsSearch } from './search';

export { formatDateTime } from '@lib/format';

/**
 * Who may view (docs/access.md#data-dependent-access): VIEW_RECRUITMENT_RESPONSE, or a rank in the form's `manageableRanks` (and
 * RECRUITMENT_MANAGER, who runs recruitment). The server reads a form's applications by the same rule, but one
 * application by a stricter one (VIEW_RECRUITMENT_RESPONSE **and** a manageable rank, or RECRUITMENT_MANAGER):
 * the review page says so when it refuses.
 */
export function mayReview(
  user: (Holder & { ranks?: readonly string[] }) | null,
  form: RecruitmentForm,
): boolean {
  if (!user) return false;
  if (hasAnyPermission(user, ['VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER'])) return true;
  return reviewsByRank(user, form);
}

export {
  type AllApplicationsSearch,
  APPLICATION_VIEWS,
  type ApplicationView,
  allApplicationsSearchSchema,
  type FormApplicationsSearch,
  formApplicationsSearchSchema,
} from './search';

const VIEW_STATUSES: Record<ApplicationView, string> = {
  open: '0,1',
  pending: '0',
  hold: '1',
  accepted: '2',
  denied: '3',
};

/** The read's status filter: open (pending and on hold) by default. */
export const statusFilterOf = (search: FormApplicationsSearch) => VIEW_STATUSES[search.view ?? 'open'];

/** The decision form. */
export interface DecisionValues {
  status: '0' | '1' | '2' | '3';
  reason: string;
  staffNotes: string;
}

export const decisionRules = {
  reason: (value: string) => (value.length > 2000 ? 'Keep the reason under 2,000 characters' : null),
};

export function decisionOf(application: RecruitmentApplication): DecisionValues {
  const status =
    typeof application.status === 'number' && application.status >= 0 && application.status <= 3
      ? (String(application.status) as DecisionValues['status'])
      : '0';
  return { status, reason: application.reason ?? '', staffNotes: application.staffNotes ?? '' };
}

/**
 * After a status update the application leaves the list unless the new status is HOLD
 * (docs/product/recruitment-and-appeals.md#recruitment-for-staff-built).
 */
export const staysInList = (status: number) => status === 1;

/** The statuses a list read with `filter` holds (`'0,1'`); every status when there is no filter. */
const statusesOf = (filter: string | undefined) => (filter ? filter.split(',').map(Number) : [0, 1, 2, 3]);

/** Whether a list of a form's applications read with `filter` held an application of `status`. */
export const listedBefore = (filter: string | undefined, status: unknown) =>
  typeof status === 'number' && statusesOf(filter).includes(status);

/**
 * Whether it holds the application after a decision to `status`: its filter takes the status, and the open list (the
 * admin list of docs/product/recruitment-and-appeals.md#recruitment-for-staff-built) keeps only an application put on
 * hold.
 */
export const listedAfter = (filter: string | undefined, status: number) =>
  statusesOf(filter).includes(status) && (filter !== VIEW_STATUSES.open || staysInList(status));

/** Every status filter the pages read a form's applications with. */
export const STATUS_FILTERS = Object.values(VIEW_STATUSES);

/** An applicant's name. */
export const applicantOf = (application: RecruitmentApplication) =>
  application.user?.displayName || application.user?.username || application.userID || 'Unknown user';

/** The status filter's labels (the applications lists' segmented control). */
export const APPLICATION_VIEW_LABELS: Record<ApplicationView, string> = {
  open: 'Open',
  pending: 'Pending',
  hold: 'On Hold',
  accepted: 'Accepted',
  denied: 'Denied',
};

/**
 * The forms the all-applications page reads: those the reviewer may review (docs/access.md#data-dependent-access), or
 * the chosen one of them.
 */
export function formsToList(
  user: Parameters<typeof mayReview>[0],
  forms: readonly RecruitmentForm[],
  search: AllApplicationsSearch,
): RecruitmentForm[] {
  return forms.filter((form) => mayReview(user, form) && (!search.form || form.id === search.form));
}
