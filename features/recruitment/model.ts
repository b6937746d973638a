/**
 * Recruitment for applicants (docs/product/recruitment-and-appeals.md#recruitment-for-applicants-built): whether a
 * form takes your application now and, if not, why and until when; the answers draft kept in the browser; the checks
 * before sending; the server's refusals mapped back onto the questions. Pure: no React, no network.
 */
import { formatDate, formatDateTime } from '@lib/format';
import { isApiError } from '@lib/http';
import {
  FIELD_REQUIRED_MESSAGE,
  formIdOf,
  type RecruitmentApplication,
  type RecruitmentForm,
  type RecruitmentQuestion,
  SUBMISSION_FREQUENCY_MS,
  type SubmissionFrequency,
} from '@lib/schemas/recruitment';
import * as z from 'zod/mini';

export { formatDate, formatDateTime } from '@lib/format';

// ---------------------------------------------------------------------------------------------------------------
// May I apply now?

/** What of the signed-in user decides whether a form is open to them. */
export interface Applicant {
  ranks: readonly string[];
  /** `settings.inGuild`: in the community's chat server. Unknown counts as not in it. */
  inGuild: boolean;
  /** `staffApplications.nextApplicationAllowed` (ms): the cooldown after resigning or removal. */
  nextApplicationAllowed: number | null;
  /** The user's applications (the server sends the 10 newest); each names its form by the joined `form`. */
  applications: readonly Pick<RecruitmentApplication, 'form' | 'sentAt'>[];
}

const applicantFields = z.looseObject({
  ranks: z.catch(z.array(z.string()), []),
  settings: z.catch(z.looseObject({ inGuild: z.catch(z.optional(z.boolean()), undefined) }), {}),
  staffApplications: z.catch(
    z.looseObject({ nextApplicationAllowed: z.catch(z.nullish(z.number()), null) }),
    { nextApplicationAllowed: null },
  ),
});

/** The applicant facts of the session's user (`@me` carries settings and staff cooldowns). */
export function applicantOf(user: unknown, applications: Applicant['applications']): Applicant {
  const parsed = applicantFields.safeParse(user);
  const fields = parsed.success ? parsed.data : { ranks: [], settings: {}, staffApplications: {} };
  return {
    ranks: fields.ranks,
    inGuild: fields.settings.inGuild === true,
    nextApplicationAllowed: fields.staffApplications.nextApplicationAllowed ?? null,
    applications,
  };
}

export type ClosedReason =
  | 'not-open-yet'
  | 'closed'
  | 'not-in-server'
  | 'has-rank'
  | 'cooldown'
  | 'frequency'
  | 'applied';

export type ApplyState =
  | { open: true }
  | {
      open: false;
      reason: ClosedReason;
      /** What the page says, e.g. "You applied on 11 Nov 2026. This form takes one application a month." */
      message: string;
      /** When the form opens to you again; null when it will not by waiting. */
      reopensAt: number | null;
    };

export const FREQUENCY_LABELS: Record<SubmissionFrequency, string> = {
  'bi-daily': 'every 12 hours',
  daily: 'a day',
  weekly: 'a week',
  monthly: 'a month',
  quarterly: 'a quarter',
  yearly: 'a year',
};

const closed = (reason: ClosedReason, message: string, reopensAt: number | null = null): ApplyState => ({
  open: false,
  reason,
  message,
  reopensAt,
});

/**
 * Whether `form` takes an application from `applicant` at `now`, checked in the server's order where the server
 * checks (docs/product/recruitment-and-appeals.md#recruitment-the-server), after the form's dates (which only the
 * site enforces). The age and blacklist checks need facts the site does not have: the server says so when you send.
 */
export function applyStateOf(form: RecruitmentForm, applicant: Applicant, now: number): ApplyState {
  if (form.opensAt != null && form.opensAt > now) {
    return closed('not-open-yet', `Applications open on ${formatDateTime(form.opensAt)}.`, form.opensAt);
  }
  if (form.closesAt != null && form.closesAt <= now) {
    return closed('closed', `Applications closed on ${formatDateTime(form.closesAt)}.`);
  }
  if (form.options.requiresDiscordServer && !applicant.inGuild) {
    return closed('not-in-server', 'Join our Discord server to apply: this form is for its members.');
  }
  if (form.ranks.some((rank) => applicant.ranks.includes(rank.id))) {
    return closed('has-rank', 'You already hold the rank this form grants.');
  }
  const cooldown = applicant.nextApplicationAllowed;
  if (cooldown !== null && cooldown > now) {
    return closed(
      'cooldown',
      `You left the staff team recently: you may apply again on ${formatDateTime(cooldown)}.`,
      cooldown,
    );
  }
  const earlier = applicant.applications.filter((a) => formIdOf(a) === form.id);
  const frequency = form.options.applicationSubmissionFrequency;
  const latest = Math.max(...earlier.map((a) => a.sentAt ?? 0), 0);
  if (frequency && latest > 0 && latest + SUBMISSION_FREQUENCY_MS[frequency] > now) {
    const reopensAt = latest + SUBMISSION_FREQUENCY_MS[frequency];
    return closed(
      'frequency',
      `You applied on ${formatDate(latest)}, and this form takes one application ${FREQUENCY_LABELS[frequency]}: you may apply again on ${formatDateTime(reopensAt)}.`,
      reopensAt,
    );
  }
  if (!form.options.allowMultipleApplications && earlier.length > 0) {
    return closed(
      'applied',
      'You have already applied to this form, and it takes one application per person.',
    );
  }
  return { open: true };
}

/** The forms an applicant is shown: open ones first, then those opening soonest, then the closed ones. */
export function sortForms<T extends { form: RecruitmentForm; state: ApplyState }>(
  entries: readonly T[],
): T[] {
  const rank = (s: ApplyState) => (s.open ? 0 : s.reopensAt !== null ? 1 : 2);
  return [...entries].sort(
    (a, b) =>
      rank(a.state) - rank(b.state) ||
      (a.state.open || b.state.open ? 0 : (a.state.reopensAt ?? 0) - (b.state.reopensAt ?? 0)) ||
      a.form.name.localeCompare(b.form.name),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Answers, the draft, and the checks before sending

export type Answers = Record<string, string>;

/** The localStorage key of one user's draft for one form. */
export const draftKey = (userId: string, formId: string) => `vd-recruitment-draft:${userId}:${formId}`;

/**
 * The answers of a stored draft, for this form's questions only: text values under known keys. Anything else
 * (not JSON, not an object, `__proto__`, numbers) is dropped.
 */
export function parseDraft(raw: string | null, questions: readonly RecruitmentQuestion[]): Answers {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const answers: Answers = {};
  for (const { key } of questions) {
    const answer = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof answer === 'string' && answer !== '') answers[key] = answer;
  }
  return answers;
}

/** Whether anything was typed (an empty draft is no draft). */
export const hasAnswers = (answers: Answers) => Object.values(answers).some((v) => v.trim() !== '');

/**
 * The application form's values: one answer per question, in the form's order. A question's key may be any text
 * (a dot included), so the form names its fields by place (`answers.2`), never by key.
 */
export interface AnswerValues {
  answers: string[];
}

/** The form's values for these answers ('' for a question not answered). */
export const answerValuesOf = (
  questions: readonly RecruitmentQuestion[],
  answers: Answers,
): AnswerValues => ({
  answers: questions.map((q) => answers[q.key] ?? ''),
});

/** The answers in the form's values, by question key. */
export const answersOf = (questions: readonly RecruitmentQuestion[], values: AnswerValues): Answers =>
  Object.fromEntries(questions.map((q, place) => [q.key, values.answers[place] ?? '']));

/** Errors by question key as the form's errors, by the question's place (`answers.2`); other keys are dropped. */
export function answerErrorsOf(
  questions: readonly RecruitmentQuestion[],
  errors: Record<string, string>,
): Record<string, string> {
  const byPlace: Record<string, string> = {};
  questions.forEach((q, place) => {
    if (Object.hasOwn(errors, q.key)) byPlace[`answers.${place}`] = errors[q.key] as string;
  });
  return byPlace;
}

/** The questions left blank that must be answered, as `{ key: message }`. */
export function validateAnswers(
  questions: readonly RecruitmentQuestion[],
  answers: Answers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) {
    if (q.required && !(answers[q.key] ?? '').trim()) errors[q.key] = FIELD_REQUIRED_MESSAGE;
  }
  return errors;
}

/** The body the server reads: every question's key with its answer, trimmed (blank answers sent as ''). */
export function answersPayload(questions: readonly RecruitmentQuestion[], answers: Answers): Answers {
  return Object.fromEntries(questions.map((q) => [q.key, (answers[q.key] ?? '').trim()]));
}

/** The per-question errors of the server's `form_data_error` (`data.errors`), or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.code !== 'form_data_error') return null;
  const parsed = z
    .object({
      errors: z.array(
        z.looseObject({ key: z.string(), message: z.catch(z.string(), FIELD_REQUIRED_MESSAGE) }),
      ),
    })
    .safeParse(error.body.data);
  if (!parsed.success) return {};
  return Object.fromEntries(parsed.data.errors.map((e) => [e.key, e.message]));
}

/**
 * The alert of a refusal without a message (the server's `form_data_error` has none,
 * docs/api/errors.md#error-object).
 */
export const BLANK_ANSWERS_MESSAGE =
  'Some required questions are not answered: see the marked questions below.';

// ---------------------------------------------------------------------------------------------------------------
// Applications

/** The form's name for an application: its joined form, else a placeholder (a form that is gone). */
export function formNameOf(application: RecruitmentApplication): string {
  return application.form?.name ?? 'A recruitment form';
}

/** An application's answers, each with its question's label (unknown keys keep the key as their label). */
export function answeredQuestions(
  application: Pick<RecruitmentApplication, 'responses'>,
  questions: readonly RecruitmentQuestion[],
): { key: string; label: string; value: string }[] {
  return application.responses.map(({ key, value }) => ({
    key,
    label: questions.find((q) => q.key === key)?.label || key,
    value,
  }));
}
