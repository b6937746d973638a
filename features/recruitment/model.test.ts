import { ApiError } from '@lib/http';
import {
  type RecruitmentForm,
  recruitmentApplicationSchema,
  recruitmentFormSchema,
} from '@lib/schemas/recruitment';
import { describe, expect, it } from 'vitest';
import {
  type Applicant,
  answerErrorsOf,
  answeredQuestions,
  answersOf,
  answersPayload,
  answerValuesOf,
  applicantOf,
  applyStateOf,
  fieldErrorsOf,
  formatDate,
  formatDateTime,
  parseDraft,
  sortForms,
  validateAnswers,
} from './model';

const NOW = Date.UTC(2026, 10, 21, 12, 0);
const DAY = 86_400_000;

const form = (fields: Record<string, unknown> = {}): RecruitmentForm =>
  recruitmentFormSchema.parse({
    _id: 'f1',
    name: 'Delivery Driver',
    ranks: [{ _id: 'r-driver', name: 'Delivery Driver', colour: '#40c057' }],
    questions: [
      { key: 'about', label: 'About you', type: 'textarea', required: true },
      { key: 'referral', label: 'Who told you?', required: false },
    ],
    options: {},
    ...fields,
  });

/**
 * One of my applications as `GET /recruitment/{userId}/applications` returns it
 * (docs/product/recruitment-and-appeals.md#recruitment-the-server: no `formID`).
 */
const sentTo = (formId: string, sentAt: number) =>
  recruitmentApplicationSchema.parse({
    _id: `a-${formId}-${sentAt}`,
    id: `a-${formId}-${sentAt}`,
    userID: 'u1',
    responses: [],
    reason: null,
    status: 0,
    sentAt,
    form: { _id: formId, name: 'A form', ranks: ['r-driver'], manageableRanks: [] },
  });

const applicant = (fields: Partial<Applicant> = {}): Applicant => ({
  ranks: [],
  inGuild: true,
  nextApplicationAllowed: null,
  applications: [],
  ...fields,
});

describe('dates', () => {
  it('are the same text everywhere: UTC, en-US', () => {
    expect(formatDate(NOW)).toBe('21 Nov 2026');
    expect(formatDateTime(NOW)).toBe('21 Nov 2026, 12:00 UTC');
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime(0)).toBeNull();
    expect(formatDateTime(1e20)).toBeNull();
  });
});

describe('applyStateOf: may I apply now, and if not why and until when', () => {
  it('is open with nothing in the way', () => {
    expect(applyStateOf(form(), applicant(), NOW)).toEqual({ open: true });
  });

  it('is not open yet before opensAt, and says when it opens', () => {
    const state = applyStateOf(form({ opensAt: NOW + 5 * DAY }), applicant(), NOW);
    expect(state).toEqual({
      open: false,
      reason: 'not-open-yet',
      message: 'Applications open on 26 Nov 2026, 12:00 UTC.',
      reopensAt: NOW + 5 * DAY,
    });
  });

  it('is closed after closesAt, for good', () => {
    expect(applyStateOf(form({ closesAt: NOW - DAY }), applicant(), NOW)).toMatchObject({
      reason: 'closed',
      reopensAt: null,
    });
  });

  it('needs the chat server when the form says so (unknown counts as not in it)', () => {
    const f = form({ options: { requiresDiscordServer: true } });
    expect(applyStateOf(f, applicant({ inGuild: false }), NOW)).toMatchObject({ reason: 'not-in-server' });
    expect(applyStateOf(f, applicant(), NOW)).toEqual({ open: true });
  });

  it('is closed to holders of the granted rank', () => {
    expect(applyStateOf(form(), applicant({ ranks: ['r-driver'] }), NOW)).toMatchObject({
      reason: 'has-rank',
    });
  });

  it('is closed during the resign cooldown, until its end', () => {
    const state = applyStateOf(form(), applicant({ nextApplicationAllowed: NOW + 3 * DAY }), NOW);
    expect(state).toMatchObject({ reason: 'cooldown', reopensAt: NOW + 3 * DAY });
    expect(state.open || state.message).toBe(
      'You left the staff team recently: you may apply again on 24 Nov 2026, 12:00 UTC.',
    );
    expect(applyStateOf(form(), applicant({ nextApplicationAllowed: NOW - 1 }), NOW)).toEqual({ open: true });
  });

  it('is closed inside the frequency window of the latest application to this form', () => {
    const f = form({
      options: { applicationSubmissionFrequency: 'weekly', allowMultipleApplications: true },
    });
    const applications = [
      sentTo('f1', NOW - 10 * DAY),
      sentTo('f1', NOW - 2 * DAY),
      sentTo('other', NOW - DAY),
    ];
    const state = applyStateOf(f, applicant({ applications }), NOW);
    expect(state).toMatchObject({ reason: 'frequency', reopensAt: NOW + 5 * DAY });
    expect(state.open || state.message).toBe(
      'You applied on 19 Nov 2026, and this form takes one application a week: you may apply again on 26 Nov 2026, 12:00 UTC.',
    );
    expect(applyStateOf(f, applicant({ applications: [sentTo('f1', NOW - 8 * DAY)] }), NOW)).toEqual({
      open: true,
    });
  });

  it('is closed after one application when the form takes one per person', () => {
    const applications = [sentTo('f1', NOW - 100 * DAY)];
    expect(applyStateOf(form(), applicant({ applications }), NOW)).toMatchObject({
      reason: 'applied',
      reopensAt: null,
    });
    const multiple = form({ options: { allowMultipleApplications: true } });
    expect(applyStateOf(multiple, applicant({ applications }), NOW)).toEqual({ open: true });
  });

  it('sorts open forms first, then the soonest to reopen, then the closed ones', () => {
    const entries = [
      {
        form: form({ _id: 'a', name: 'Closed' }),
        state: applyStateOf(form({ closesAt: NOW - 1 }), applicant(), NOW),
      },
      {
        form: form({ _id: 'b', name: 'Later' }),
        state: applyStateOf(form({ opensAt: NOW + 9 * DAY }), applicant(), NOW),
      },
      {
        form: form({ _id: 'c', name: 'Soon' }),
        state: applyStateOf(form({ opensAt: NOW + DAY }), applicant(), NOW),
      },
      { form: form({ _id: 'd', name: 'Open' }), state: applyStateOf(form(), applicant(), NOW) },
    ];
    expect(sortForms(entries).map((e) => e.form.name)).toEqual(['Open', 'Soon', 'Later', 'Closed']);
  });
});

describe('applicantOf', () => {
  it('reads the session user loosely', () => {
    const user = {
      ranks: ['r1'],
      settings: { inGuild: true },
      staffApplications: { nextApplicationAllowed: 5 },
    };
    expect(applicantOf(user, [])).toEqual({
      ranks: ['r1'],
      inGuild: true,
      nextApplicationAllowed: 5,
      applications: [],
    });
    expect(applicantOf({ settings: 'junk' }, [])).toEqual({
      ranks: [],
      inGuild: false,
      nextApplicationAllowed: null,
      applications: [],
    });
    expect(applicantOf(null, []).inGuild).toBe(false);
  });
});

describe('the draft', () => {
  const { questions } = form();

  it('keeps text answers to this form questions only', () => {
    const raw = JSON.stringify({ about: '<b>hi</b>', referral: 7, other: 'x', __proto__: 'y' });
    expect(parseDraft(raw, questions)).toEqual({ about: '<b>hi</b>' });
  });

  it('is empty for nothing, junk, arrays and prototype tricks', () => {
    expect(parseDraft(null, questions)).toEqual({});
    expect(parseDraft('{not json', questions)).toEqual({});
    expect(parseDraft('["about"]', questions)).toEqual({});
    expect(parseDraft('{"__proto__": {"about": "x"}}', questions)).toEqual({});
    expect(({} as Record<string, unknown>).about).toBeUndefined();
  });

  it('keeps a 10,000 character answer whole', () => {
    const long = 'x'.repeat(10_000);
    expect(parseDraft(JSON.stringify({ about: long }), questions).about).toHaveLength(10_000);
  });
});

describe('sending', () => {
  const { questions } = form();

  it('wants every required answer, blanks included', () => {
    expect(validateAnswers(questions, {})).toEqual({ about: 'Field is required' });
    expect(validateAnswers(questions, { about: '   ' })).toEqual({ about: 'Field is required' });
    expect(validateAnswers(questions, { about: 'Me' })).toEqual({});
  });

  it("holds the answers in the form by the questions' places, whatever their keys", () => {
    const dotted = form({
      questions: [
        { key: 'about.you', label: 'About you', type: 'textarea', required: true },
        { key: 'referral', label: 'Who told you?', type: 'text', required: false },
      ],
    }).questions;
    const values = answerValuesOf(dotted, { referral: 'Wes' });
    expect(values).toEqual({ answers: ['', 'Wes'] });
    expect(answersOf(dotted, { answers: ['Me', 'Wes'] })).toEqual({ 'about.you': 'Me', referral: 'Wes' });
    expect(answerErrorsOf(dotted, { 'about.you': 'Field is required', stray: 'x' })).toEqual({
      'answers.0': 'Field is required',
    });
  });

  it('sends every question key, trimmed', () => {
    expect(answersPayload(questions, { about: ' Me ', stray: 'x' })).toEqual({ about: 'Me', referral: '' });
  });

  it('maps the server form_data_error onto the questions, and nothing else', () => {
    const error = new ApiError({
      statusCode: 400,
      code: 'form_data_error',
      data: { errors: [{ key: 'about', message: 'Field is required' }] },
    });
    expect(fieldErrorsOf(error)).toEqual({ about: 'Field is required' });
    expect(fieldErrorsOf(new ApiError({ statusCode: 400, code: 'form_data_error' }))).toEqual({});
    expect(fieldErrorsOf(new ApiError({ statusCode: 400, code: 'too_young', message: 'no' }))).toBeNull();
    expect(fieldErrorsOf(new Error('offline'))).toBeNull();
  });
});

describe('answeredQuestions', () => {
  it('labels each answer with its question, or its key when the question is gone', () => {
    const application = {
      responses: [
        { key: 'about', value: 'Me' },
        { key: 'gone', value: 'x' },
      ],
    };
    expect(answeredQuestions(application, form().questions)).toEqual([
      { key: 'about', label: 'About you', value: 'Me' },
      { key: 'gone', label: 'gone', value: 'x' },
    ]);
  });
});
