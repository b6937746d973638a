/**
 * Recruitment (docs/product/recruitment-and-appeals.md#recruitment-the-server): forms, applications and their
 * statuses. HTTP only; the rules are in `rules.ts`. Route guards are not shown: every call needs a session, the
 * staff reads the permissions the sidebar names.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { requireAnyPermission, requirePermissions } from '../session/rules';
import { toRecruitmentApplication, toRecruitmentForm } from '../views';
import {
  canViewApplication,
  createForm,
  deleteForm,
  findApplication,
  findForm,
  formApplications,
  listForms,
  requireApplicationsOf,
  requireReviewer,
  sendApplication,
  updateApplicationStatus,
  updateForm,
  userApplications,
} from './rules';

const BASE = `${CLIENT_API}/recruitment`;

export const recruitmentHandlers = [
  /** → `{ forms }`, ranks expanded. Not shown: any signed-in user may read them (applicants need them). */
  http.get(`${BASE}/forms`, ({ request }) => {
    requireSession(request);
    return ok({ forms: listForms().map(toRecruitmentForm) });
  }),

  /**
   * → `{ form, responses }` (docs/product/recruitment-and-appeals.md#recruitment-the-server): the raw form (rank
   * ids), its applications oldest first, each with the user and staff notes. `?status=0,1` narrows them (the mock's
   * filter). Where the core answers `responses: [{}]` for none, the mock answers `[]`.
   */
  http.get<{ id: string }>(`${BASE}/forms/:id/applications`, ({ request, params }) => {
    const { user } = requireSession(request);
    const form = findForm(params.id);
    requireReviewer(user, form);
    const responses = formApplications(form, new URL(request.url).searchParams);
    return ok({
      form: { ...structuredClone(form), id: form._id },
      responses: responses.map((a) => {
        const { form: _form, ...application } = toRecruitmentApplication(a, true);
        return application;
      }),
    });
  }),

  /** A form → `{ id }` (the core resolves the new id). RECRUITMENT_MANAGER; 400 `rank_not_found`. */
  http.post(`${BASE}/forms`, async ({ request }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'RECRUITMENT_MANAGER');
    return ok({ id: createForm(await readBody(request))._id });
  }),

  /** Changed fields → `{ success: true }`. RECRUITMENT_MANAGER. */
  http.patch<{ id: string }>(`${BASE}/forms/:id`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'RECRUITMENT_MANAGER');
    updateForm(findForm(params.id), await readBody(request));
    return success();
  }),

  /** Deletes the form and its applications. RECRUITMENT_MANAGER. */
  http.delete<{ id: string }>(`${BASE}/forms/:id`, ({ request, params }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'RECRUITMENT_MANAGER');
    deleteForm(findForm(params.id));
    return success();
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

  /**
   * `{ reason, status, staffNotes }` → `{ success: true }`. Reviewers only (the server's view rule, minus "your
   * own").
   */
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
