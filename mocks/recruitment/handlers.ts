/**
 * Recruitment (docs/product/recruitment-and-appeals.md#recruitment, contract §3.8): forms, applications and their
 * statuses. HTTP only; the rules are in `rules.ts`. Route guards are not shown: every call needs a session, the
 * staff reads the permissions the spec's sidebar names.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { requireAnyPermission } from '../session/rules';
import { toRecruitmentApplication, toRecruitmentForm } from '../views';
import {
  canViewApplication,
  findApplication,
  findForm,
  listForms,
  requireApplicationsOf,
  sendApplication,
  updateApplicationStatus,
  userApplications,
} from './rules';

const BASE = `${CLIENT_API}/recruitment`;

export const recruitmentHandlers = [
  /** → `{ forms }`, ranks expanded. Not shown: any signed-in user may read them (applicants need them). */
  http.get(`${BASE}/forms`, ({ request }) => {
    requireSession(request);
    return ok({ forms: listForms().map(toRecruitmentForm) });
  }),

  /** → `{ form }`; 404 `form_not_found` (not shown: the core resolves undefined). */
  http.get<{ id: string }>(`${BASE}/forms/:id`, ({ request, params }) => {
    requireSession(request);
    return ok({ form: toRecruitmentForm(findForm(params.id)) });
  }),

  /**
   * `{ questionKey: value }` (the answers map itself; `{ answers: {...} }` is accepted too, not shown) →
   * `{ id }`, the new application's id (the core resolves the id string; the wrapper is the mock's choice).
   */
  http.post<{ id: string }>(`${BASE}/forms/:id/response`, async ({ request, params }) => {
    const { user } = requireSession(request);
    const form = findForm(params.id);
    const body = await readBody(request);
    const answers =
      body.answers && typeof body.answers === 'object' && !Array.isArray(body.answers)
        ? (body.answers as Record<string, unknown>)
        : body;
    return ok({ id: sendApplication(form, user, answers)._id });
  }),

  /** → `{ applications }`, newest first, at most 10. `@me` is the caller. */
  http.get<{ userId: string }>(`${BASE}/:userId/applications`, ({ request, params }) => {
    const { user } = requireSession(request);
    const userID = params.userId === '@me' ? user._id : params.userId;
    requireApplicationsOf(user, userID);
    return ok({ applications: userApplications(userID).map((a) => toRecruitmentApplication(a)) });
  }),

  /**
   * → `{ application }`. 404 `application_not_found`; 403 when the server's view rule says no. Reviewers get
   * `staffNotes` too; the applicant does not.
   */
  http.get<{ id: string }>(`${BASE}/applications/:id`, ({ request, params }) => {
    const { user } = requireSession(request);
    const application = findApplication(params.id);
    if (!canViewApplication(user, application)) throw errors.missingPermissions();
    const reviewer = user._id !== application.userID;
    return ok({ application: toRecruitmentApplication(application, reviewer) });
  }),

  /** `{ reason, status, staffNotes }` → `{ success: true }`. Reviewers only (the server's view rule, minus "your own"). */
  http.patch<{ id: string }>(`${BASE}/applications/:id/update-status`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requireAnyPermission(user, 'VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER');
    const application = findApplication(params.id);
    if (user._id === application.userID || !canViewApplication(user, application)) {
      throw errors.missingPermissions();
    }
    updateApplicationStatus(application, user, await readBody(request));
    return success();
  }),
];
