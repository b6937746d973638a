/**
 * Recruitment rules (docs/product/recruitment-and-appeals.md#recruitment-the-server): forms, sending an
 * application with the server's checks in the server's order, who may read an application, and status
 * updates (accepting grants the form's ranks and publishes `userRankUpdate`).
 */
import { hasAnyPermission } from '@lib/permissions';
import { ApplicationStatus, SUBMISSION_FREQUENCY_MS } from '@lib/schemas/recruitment';
import { now } from '../clock';
import { db } from '../db';
import { emitGatewayEvent } from '../events';
import { errors } from '../http/respond';
import { internalSnowflake } from '../ids';
import { ranksOf, sortRankIds } from '../ranks/rules';
import { holderOf, holds } from '../session/rules';
import type {
  ApplicationStatusValue,
  RecruitmentApplicationDoc,
  RecruitmentFormDoc,
  UserDoc,
} from '../types';

const YEAR = 365.25 * 24 * 3_600_000;

/**
 * A duration the way the server words it (a humanizer: "a day", "7 days", "a month"). Not shown exactly: the
 * mock rounds like the common humanizers do.
 */
export function humanizeDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.round(ms / 3_600_000);
  const days = Math.round(ms / 86_400_000);
  if (minutes < 1) return 'a few seconds';
  if (minutes < 45) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  if (hours < 22) return hours <= 1 ? 'an hour' : `${hours} hours`;
  if (days < 26) return days <= 1 ? 'a day' : `${days} days`;
  const months = Math.round(days / 30);
  if (days < 320) return months <= 1 ? 'a month' : `${months} months`;
  const years = Math.round(days / 365);
  return years <= 1 ? 'a year' : `${years} years`;
}

// ---------------------------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------------------------

/**
 * Every form, oldest first (the core's natural order). No open/close filtering
 * (docs/product/recruitment-and-appeals.md#recruitment-the-server).
 */
export function listForms(): RecruitmentFormDoc[] {
  return db.recruitmentForms.all().sort((a, b) => a.createdAt - b.createdAt);
}

export function findForm(id: string): RecruitmentFormDoc {
  const form = db.recruitmentForms.get(id);
  if (!form) throw errors.formNotFound();
  return form;
}

/**
 * Whether one of the user's ranks is in the form's `manageableRanks` (a reviewer by rank,
 * docs/access.md#data-dependent-access).
 */
const reviewsByRank = (user: UserDoc, form: RecruitmentFormDoc) =>
  user.ranks.some((id) => form.manageableRanks.includes(id));

/**
 * The view rule of a form's applications, which the client's guard follows too
 * (docs/access.md#data-dependent-access): VIEW_RECRUITMENT_RESPONSE, or a rank in the form's `manageableRanks`,
 * and RECRUITMENT_MANAGER, who runs recruitment. The server tightens it for one application (see
 * {@link canViewApplication}).
 */
export function canReviewForm(user: UserDoc, form: RecruitmentFormDoc): boolean {
  if (hasAnyPermission(holderOf(user), ['VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER'])) return true;
  return reviewsByRank(user, form);
}

// ---------------------------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------------------------

/**
 * The user's applications, newest first, at most 10 (docs/product/recruitment-and-appeals.md#recruitment-the-server).
 */
export function userApplications(userID: string): RecruitmentApplicationDoc[] {
  return db.recruitmentApplications
    .filter((a) => a.userID === userID)
    .sort((a, b) => b.sentAt - a.sentAt)
    .slice(0, 10);
}

/**
 * Who may read a user's application list. Not shown: the user themselves, or a holder of VIEW_RECRUITMENT_RESPONSE
 * or RECRUITMENT_MANAGER; 403 otherwise.
 */
export function requireApplicationsOf(viewer: UserDoc, userID: string): void {
  if (viewer._id === userID) return;
  if (!hasAnyPermission(holderOf(viewer), ['VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER'])) {
    throw errors.missingPermissions();
  }
}

export function findApplication(id: string): RecruitmentApplicationDoc {
  const application = db.recruitmentApplications.get(id);
  if (!application) throw errors.applicationNotFound();
  return application;
}

/**
 * The server's rule (stricter than the site's): your own application, or RECRUITMENT_MANAGER, or
 * VIEW_RECRUITMENT_RESPONSE and a rank in the form's `manageableRanks`. A form that is gone leaves only the
 * first two.
 */
export function canViewApplication(viewer: UserDoc, application: RecruitmentApplicationDoc): boolean {
  if (viewer._id === application.userID) return true;
  if (holds(viewer, 'RECRUITMENT_MANAGER')) return true;
  const form = db.recruitmentForms.get(application.formID);
  return form !== undefined && holds(viewer, 'VIEW_RECRUITMENT_RESPONSE') && reviewsByRank(viewer, form);
}

/** Whole years between `birthday` and `at`. */
const ageAt = (birthday: number, at: number) => Math.floor((at - birthday) / YEAR);

/**
 * Sends an application (docs/product/recruitment-and-appeals.md#recruitment-the-server), checks in the server's
 * order. `answers` is the `{ questionKey: value }` map. Returns the new application.
 */
export function sendApplication(
  form: RecruitmentFormDoc,
  user: UserDoc,
  answers: Record<string, unknown>,
): RecruitmentApplicationDoc {
  const at = now();
  const { options } = form;
  if (options.requiresDiscordServer && user.settings.inGuild !== true) throw errors.userNotInGuild();
  // (3) The account-age check of the core can never fire
  // (docs/product/recruitment-and-appeals.md#recruitment-the-server): left out.
  if (options.minimumAge) {
    const { birthday } = user.information;
    if (birthday === undefined) throw errors.missingBirthday();
    if (ageAt(birthday, at) < options.minimumAge) throw errors.tooYoung(options.minimumAge);
  }
  if (form.ranks.some((id) => user.ranks.includes(id))) throw errors.alreadyInRank();
  if (db.blacklists.find((b) => b.type === 'user' && b._id === user._id)) throw errors.applicantBlacklisted();
  const nextAllowed = user.staffApplications.nextApplicationAllowed;
  if (nextAllowed !== undefined && nextAllowed > at) {
    throw errors.applicationCooldown('application_cooldown', humanizeDuration(nextAllowed - at));
  }
  const earlier = db.recruitmentApplications.filter((a) => a.formID === form._id && a.userID === user._id);
  const frequency = options.applicationSubmissionFrequency;
  if (frequency) {
    const window = SUBMISSION_FREQUENCY_MS[frequency];
    if (earlier.some((a) => a.sentAt > at - window)) {
      throw errors.applicationCooldown('application_frequency_exceeded', humanizeDuration(window));
    }
  }
  if (!options.allowMultipleApplications && earlier.length > 0) throw errors.multipleApplicationsNotAllowed();

  const responses: { key: string; value: string }[] = [];
  const missing: string[] = [];
  for (const q of form.questions) {
    // Omitted keys are not caught (docs/product/recruitment-and-appeals.md#recruitment-the-server).
    if (!Object.hasOwn(answers, q.key)) continue;
    const raw = answers[q.key];
    const value = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
    if (q.required && !value) missing.push(q.key);
    responses.push({ key: q.key, value });
  }
  if (missing.length > 0) throw errors.formDataError(missing);
  if (responses.length === 0) throw errors.noFormDataProvided();

  return db.recruitmentApplications.upsert({
    _id: internalSnowflake(at),
    formID: form._id,
    userID: user._id,
    responses,
    status: ApplicationStatus.PENDING,
    reason: null,
    sentAt: at,
  });
}

const isStatus = (value: unknown): value is ApplicationStatusValue =>
  value === 0 || value === 1 || value === 2 || value === 3;

/**
 * `{ reason, status, staffNotes }` (docs/product/recruitment-and-appeals.md#recruitment-the-server). Refused only
 * when both the status and a non-null reason are unchanged. Accepting (a change to 2) adds the form's ranks, sets
 * `hiredAt` and publishes `userRankUpdate`. Not shown: a status that is not 0–3 is a 400 `invalid_body`; the mock
 * does not keep reviewer statistics.
 */
export function updateApplicationStatus(
  application: RecruitmentApplicationDoc,
  staff: UserDoc,
  body: Record<string, unknown>,
): void {
  const status = typeof body.status === 'string' ? Number(body.status) : body.status;
  if (!isStatus(status)) throw errors.invalidBody('The status must be 0, 1, 2 or 3');
  const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null;
  const staffNotes = typeof body.staffNotes === 'string' ? body.staffNotes : '';
  if (status === application.status && application.reason !== null && application.reason === reason) {
    throw errors.applicationAlreadyUpdated();
  }
  const changed = status !== application.status;
  Object.assign(application, { status, reason, staffNotes, staffMember: staff._id });
  if (!changed || status !== ApplicationStatus.ACCEPTED) return;

  const form = db.recruitmentForms.get(application.formID);
  const applicant = db.users.get(application.userID);
  if (!form || !applicant) return;
  if (form.ranks.length > 0) {
    applicant.ranks = sortRankIds([...applicant.ranks, ...form.ranks]);
    // Team assignment (the update-rank rules): a new holder of a team rank without a team joins the smallest.
    if (
      db.settings.get('teamsEnabled') === true &&
      !applicant.team &&
      ranksOf(applicant).some((r) => r.useTeams)
    ) {
      const smallest = db.teams
        .all()
        .map((team) => ({ team, size: db.users.filter((u) => u.team === team._id).length }))
        .sort((a, b) => a.size - b.size)[0];
      if (!smallest) throw errors.noTeams();
      applicant.team = smallest.team._id;
    }
    emitGatewayEvent('userRankUpdate', {
      userID: applicant._id,
      ranks: [...applicant.ranks],
      announceToLog: false,
    });
  }
  applicant.staffApplications.hiredAt = now();
}

// ---------------------------------------------------------------------------------------------------------------
// The staff's calls: a form's applications, and the forms themselves

/**
 * Who may read a form's applications: the site's rule ({@link canReviewForm}: a reviewer by permission or by
 * rank). The contract shows no rule for the list (its view rule is one application's); 403 otherwise.
 */
export function requireReviewer(user: UserDoc, form: RecruitmentFormDoc): void {
  if (!canReviewForm(user, form)) throw errors.missingPermissions();
}

/**
 * A form's applications, oldest first, optionally of some statuses (`?status=0,1`: the mock's filter; the real
 * one is a list of expression conditions, not shown).
 */
export function formApplications(
  form: RecruitmentFormDoc,
  query: URLSearchParams,
): RecruitmentApplicationDoc[] {
  const statuses = (query.get('status') ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((n) => n === 0 || n === 1 || n === 2 || n === 3);
  return db.recruitmentApplications
    .filter((a) => a.formID === form._id && (statuses.length === 0 || statuses.includes(a.status)))
    .sort((a, b) => a.sentAt - b.sentAt);
}

/** Every id in `ranks` and `manageableRanks` must be a rank (`validateRanks`): 400 `rank_not_found`. */
export function validateRanks(body: Record<string, unknown>): void {
  for (const field of ['ranks', 'manageableRanks'] as const) {
    const ids = body[field];
    if (ids === undefined) continue;
    if (!Array.isArray(ids)) throw errors.invalidBody(`${field} must be a list of rank ids`);
    for (const id of ids) if (typeof id !== 'string' || !db.ranks.get(id)) throw errors.rankNotFound();
  }
}

const FORM_FIELDS = [
  'name',
  'descriptions',
  'requirements',
  'ranks',
  'manageableRanks',
  'questions',
  'options',
  'discordLog',
  'discordMessages',
  'opensAt',
  'closesAt',
] as const;

/** The form fields of `body` (anything else is ignored). Not shown: a form needs a non-blank name. */
function formFields(body: Record<string, unknown>): Partial<RecruitmentFormDoc> {
  const fields: Record<string, unknown> = {};
  for (const key of FORM_FIELDS) if (key in body) fields[key] = structuredClone(body[key]);
  if ('name' in fields && (typeof fields.name !== 'string' || !fields.name.trim())) {
    throw errors.invalidBody('A form needs a name');
  }
  return fields as Partial<RecruitmentFormDoc>;
}

/** Creates a form (`createRecruitmentForm`): the ranks validated, `_id` a snowflake; returns it. */
export function createForm(body: Record<string, unknown>): RecruitmentFormDoc {
  validateRanks(body);
  const fields = formFields(body);
  if (!fields.name) throw errors.invalidBody('A form needs a name');
  const at = now();
  return db.recruitmentForms.upsert({
    descriptions: {},
    requirements: '',
    ranks: [],
    manageableRanks: [],
    questions: [],
    options: {},
    discordLog: {},
    discordMessages: [],
    opensAt: null,
    closesAt: null,
    ...fields,
    name: fields.name,
    _id: internalSnowflake(at),
    createdAt: at,
  });
}

/** Applies the changed fields (the core takes a raw update; the mock validates the ranks too: not shown). */
export function updateForm(form: RecruitmentFormDoc, body: Record<string, unknown>): void {
  validateRanks(body);
  Object.assign(form, formFields(body));
}

/** Deletes the form and every application to it. */
export function deleteForm(form: RecruitmentFormDoc): void {
  db.recruitmentForms.delete(form._id);
  db.recruitmentApplications.deleteWhere((a) => a.formID === form._id);
}
