// Recruitment (docs/product/recruitment-and-appeals.md#recruitment-the-server).
import { recruitmentApplicationSchema, recruitmentFormSchema } from '@lib/schemas/recruitment';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { USER_IDS } from '../cast';
import { advanceClock, now } from '../clock';
import { db } from '../db';
import { dbEvents } from '../events';
import { PERSONAS } from '../personas';
import { APPLICATION_IDS, FORM_IDS } from '../seed-careers';
import { call, expectApiError, setupMockServer } from '../testing';
import { humanizeDuration } from './rules';

setupMockServer();

const BASE = '/api/client/recruitment';
const DRIVER_ANSWERS = { about: 'Hello', timezone: 'UTC', hours: '4', why: 'Because', referral: '' };
const send = (formID: string, body: unknown, as = 'customer') =>
  call(`${BASE}/forms/${formID}/response`, { as, method: 'POST', body });
const YEAR = 365.25 * 24 * 3_600_000;

describe('forms', () => {
  it('lists every form with its ranks as rank objects, open or not', async () => {
    const response = await call(`${BASE}/forms`, { as: 'customer' });
    expect(response.status).toBe(200);
    const { forms } = z.object({ forms: z.array(recruitmentFormSchema) }).parse(response.body);
    expect(forms.map((f) => f.name)).toContain('Summer Event Crew');
    const driver = forms.find((f) => f.id === FORM_IDS.deliveryDriver);
    expect(driver?.ranks[0]).toMatchObject({ name: 'Delivery Driver' });
    expect(driver?.manageableRanks[0]).toMatchObject({ name: 'Manager' });
  });

  it('reads one form, 404 form_not_found otherwise, and needs a session', async () => {
    const one = await call(`${BASE}/forms/${FORM_IDS.chef}`, { as: 'customer' });
    expect(recruitmentFormSchema.parse((one.body as { form: unknown }).form).questions).toHaveLength(3);
    expectApiError(
      await call(`${BASE}/forms/404`, { as: 'customer' }),
      404,
      'form_not_found',
      'Form not found',
    );
    expectApiError(await call(`${BASE}/forms`), 401, 'unauthorized');
  });
});

describe('POST /forms/{id}/response: the checks in the server order', () => {
  it('sends an application: Pending, answers by key, id returned, newest first in my list', async () => {
    const response = await send(FORM_IDS.deliveryDriver, DRIVER_ANSWERS);
    expect(response.status).toBe(200);
    const { id } = z.object({ id: z.string() }).parse(response.body);
    const mine = await call(`${BASE}/${PERSONAS.customer.userId}/applications`, { as: 'customer' });
    const { applications } = z
      .object({ applications: z.array(recruitmentApplicationSchema) })
      .parse(mine.body);
    expect(applications[0]).toMatchObject({ id, status: 0, reason: null });
    expect(applications[0]?.form?.id).toBe(FORM_IDS.deliveryDriver);
    // The read projection (docs/product/recruitment-and-appeals.md#recruitment-the-server) names no `formID`: the
    // client must not rely on it.
    expect((mine.body as { applications: object[] }).applications[0]).not.toHaveProperty('formID');
    expect(applications[0]?.responses).toContainEqual({ key: 'why', value: 'Because' });
    expect(applications[0]).not.toHaveProperty('staffNotes');
  });

  it('404 form_not_found', async () => {
    expectApiError(await send('nope', DRIVER_ANSWERS), 404, 'form_not_found', 'Form not found');
  });

  it('400 user_not_in_guild when the form requires the Discord server', async () => {
    db.users.update(PERSONAS.customer.userId, (u) => {
      u.settings.inGuild = false;
    });
    expectApiError(
      await send(FORM_IDS.deliveryDriver, DRIVER_ANSWERS),
      400,
      'user_not_in_guild',
      'You must join our Discord server to send an application',
    );
  });

  it('400 missing_birthday, then too_young, for a minimum age', async () => {
    db.users.update(PERSONAS.customer.userId, (u) => {
      delete u.information.birthday;
    });
    expectApiError(
      await send(FORM_IDS.deliveryDriver, DRIVER_ANSWERS),
      400,
      'missing_birthday',
      'You must set your birthday to send an application',
    );
    db.users.update(PERSONAS.customer.userId, (u) => {
      u.information.birthday = now() - 12 * YEAR;
    });
    expectApiError(
      await send(FORM_IDS.deliveryDriver, DRIVER_ANSWERS),
      400,
      'too_young',
      'You must be at least 13 years old to apply to this recruitment application',
    );
  });

  it('400 already_in_rank', async () => {
    expectApiError(
      await send(FORM_IDS.chef, { about: 'x', timezone: 'x', signature: 'x' }, 'chef'),
      400,
      'already_in_rank',
      'You cannot apply for a rank you already have',
    );
  });

  it('400 blacklisted', async () => {
    db.blacklists.upsert({
      _id: PERSONAS.chef.userId,
      type: 'user',
      reason: null,
      blacklistedBy: null,
      blacklistedAt: now(),
      auto: true,
    });
    expectApiError(
      await send(FORM_IDS.trainee, { about: 'x', hours: '1' }, 'chef'),
      400,
      'blacklisted',
      'You cannot apply to this recruitment application because you are blacklisted',
    );
  });

  it('400 application_cooldown for a week after resigning', async () => {
    expect((await call(`${BASE}/resign`, { as: 'chef', method: 'POST' })).status).toBe(200);
    expectApiError(
      await send(FORM_IDS.trainee, { about: 'x', hours: '1' }, 'chef'),
      400,
      'application_cooldown',
      'You must wait to submit another application until 7 days has passed since submitting your previous application.',
    );
  });

  it('400 application_frequency_exceeded inside the form window, open again after it', async () => {
    // The customer's Chef application is 10 days old; the form takes one a month.
    expectApiError(
      await send(FORM_IDS.chef, { about: 'x', timezone: 'x', signature: 'x' }),
      400,
      'application_frequency_exceeded',
      'You must wait to submit another application until a month has passed since submitting your previous application.',
    );
    advanceClock(21 * 24 * 3_600_000);
    expect((await send(FORM_IDS.chef, { about: 'x', timezone: 'x', signature: 'x' })).status).toBe(200);
  });

  it('400 multiple_applications_not_allowed', async () => {
    expectApiError(
      await send(FORM_IDS.trainee, { about: 'x', hours: '1' }),
      400,
      'multiple_applications_not_allowed',
      'You have already sent an application, multiple applications are not permitted',
    );
  });

  it('400 form_data_error with data.errors and no message for a blank required answer', async () => {
    const response = await send(FORM_IDS.trainee, { about: '', hours: '2' }, 'courier');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'form_data_error',
      data: { errors: [{ key: 'about', message: 'Field is required' }] },
    });
  });

  it('400 no_form_data_provided when nothing usable is sent; omitted keys are not caught', async () => {
    expectApiError(
      await send(FORM_IDS.trainee, { unknown: 'x' }, 'courier'),
      400,
      'no_form_data_provided',
      'No form data was provided',
    );
    expect((await send(FORM_IDS.trainee, { hours: '3' }, 'courier')).status).toBe(200);
  });
});

describe('reading applications', () => {
  it('my list is mine only: another user needs a recruitment permission', async () => {
    expectApiError(
      await call(`${BASE}/${USER_IDS.wes}/applications`, { as: 'customer' }),
      403,
      'missing_permissions',
    );
    expect((await call(`${BASE}/${USER_IDS.wes}/applications`, { as: 'manager' })).status).toBe(200);
    const mine = await call(`${BASE}/@me/applications`, { as: 'customer' });
    expect((mine.body as { applications: unknown[] }).applications).toHaveLength(2);
  });

  it('one application: the applicant without staff notes, a reviewer with them, 404 and 403 otherwise', async () => {
    const own = await call(`${BASE}/applications/${APPLICATION_IDS.customerChef}`, { as: 'customer' });
    const application = recruitmentApplicationSchema.parse(
      (own.body as { application: unknown }).application,
    );
    expect(application.status).toBe(1);
    expect((own.body as { application: object }).application).not.toHaveProperty('staffNotes');
    expect(application.form?.name).toBe('Chef');
    const staff = await call(`${BASE}/applications/${APPLICATION_IDS.customerChef}`, { as: 'manager' });
    expect((staff.body as { application: { staffNotes: string } }).application.staffNotes).toMatch(
      /Promising/,
    );
    expectApiError(
      await call(`${BASE}/applications/${APPLICATION_IDS.wesDriver}`, { as: 'customer' }),
      403,
      'missing_permissions',
    );
    expectApiError(
      await call(`${BASE}/applications/0`, { as: 'customer' }),
      404,
      'application_not_found',
      'Application not found',
    );
  });
});

describe('PATCH /applications/{id}/update-status', () => {
  const update = (id: string, body: unknown, as = 'manager') =>
    call(`${BASE}/applications/${id}/update-status`, { as, method: 'PATCH', body });

  it('holds, then accepts: the form ranks are granted and userRankUpdate is published', async () => {
    const events: unknown[] = [];
    const off = dbEvents.on('gateway', (event) => events.push(event));
    expect(
      (await update(APPLICATION_IDS.wesDriver, { status: 1, reason: 'Later', staffNotes: 'n' })).status,
    ).toBe(200);
    expect(db.users.get(USER_IDS.wes)?.ranks).not.toContain('5603241177907201030');
    expect((await update(APPLICATION_IDS.wesDriver, { status: 2, reason: 'Welcome' })).status).toBe(200);
    off();
    const wes = db.users.get(USER_IDS.wes);
    expect(wes?.ranks).toContain('5603241177907201030');
    expect(wes?.team).not.toBeNull();
    expect(events).toEqual([
      { name: 'userRankUpdate', payload: { userID: USER_IDS.wes, ranks: wes?.ranks, announceToLog: false } },
    ]);
    expect(db.recruitmentApplications.get(APPLICATION_IDS.wesDriver)).toMatchObject({
      status: 2,
      reason: 'Welcome',
      staffMember: PERSONAS.manager.userId,
    });
  });

  it('400 application_already_updated only when the status and a reason are both unchanged', async () => {
    expectApiError(
      await update(APPLICATION_IDS.raeDriver, { status: 1, reason: 'Waiting for a trainer to be free.' }),
      400,
      'application_already_updated',
      'Application is already that status',
    );
    expect((await update(APPLICATION_IDS.raeDriver, { status: 1, reason: 'Another reason' })).status).toBe(
      200,
    );
    // A pending application has no reason yet: the same status is allowed.
    expect((await update(APPLICATION_IDS.wesDriver, { status: 0 })).status).toBe(200);
  });

  it('404 application_not_found; 403 for the applicant and for a user who may not review', async () => {
    expectApiError(await update('0', { status: 2 }), 404, 'application_not_found', 'Application not found');
    expectApiError(
      await update(APPLICATION_IDS.wesDriver, { status: 2 }, 'customer'),
      403,
      'missing_permissions',
    );
  });
});

describe('the staff: a form’s applications and the forms', () => {
  it('lists a form’s applications oldest first with staff notes, filtered by status', async () => {
    const response = await call(`${BASE}/forms/${FORM_IDS.deliveryDriver}/applications?status=0,1`, {
      as: 'manager',
    });
    const body = response.body as {
      form: { ranks: unknown[] };
      responses: { id: string; staffNotes?: string }[];
    };
    expect(body.form.ranks).toEqual(['5603241177907201030']);
    expect(body.responses.map((r) => r.id)).toEqual([APPLICATION_IDS.raeDriver, APPLICATION_IDS.wesDriver]);
    expect(body.responses[0]?.staffNotes).toMatch(/Pair with Rosa/);
  });

  it('lets in a reviewer by permission or by rank (docs/access.md#data-dependent-access), 403 otherwise', async () => {
    expectApiError(
      await call(`${BASE}/forms/${FORM_IDS.chef}/applications`, { as: 'chef' }),
      403,
      'missing_permissions',
    );
    expect((await call(`${BASE}/forms/${FORM_IDS.chef}/applications`, { as: 'manager' })).status).toBe(200);
    // The chef's rank (no VIEW_RECRUITMENT_RESPONSE) now reviews the trainee form.
    const chefRank = db.users.get(PERSONAS.chef.userId)?.ranks[0] ?? '';
    db.recruitmentForms.update(FORM_IDS.trainee, (form) => {
      form.manageableRanks.push(chefRank);
    });
    const list = await call(`${BASE}/forms/${FORM_IDS.trainee}/applications?status=0,1`, { as: 'chef' });
    expect(list.status).toBe(200);
    expect((list.body as { responses: { id: string }[] }).responses.map((r) => r.id)).toContain(
      APPLICATION_IDS.wesTrainee,
    );
    // One application keeps the contract's stricter rule: the permission and the rank.
    expectApiError(
      await call(`${BASE}/applications/${APPLICATION_IDS.wesTrainee}`, { as: 'chef' }),
      403,
      'missing_permissions',
    );
  });

  it('creates a form after checking its ranks (400 rank_not_found), edits and deletes it with its applications', async () => {
    const form = {
      name: 'Greeter',
      ranks: ['5679342629683201031'],
      manageableRanks: ['5602516402176001027'],
    };
    expectApiError(
      await call(`${BASE}/forms`, { as: 'manager', method: 'POST', body: { ...form, ranks: ['nope'] } }),
      400,
      'rank_not_found',
      'Rank not found',
    );
    const { id } = z
      .object({ id: z.string() })
      .parse((await call(`${BASE}/forms`, { as: 'manager', method: 'POST', body: form })).body);
    await call(`${BASE}/forms/${id}`, { as: 'manager', method: 'PATCH', body: { requirements: 'Be nice.' } });
    expect(db.recruitmentForms.get(id)).toMatchObject({ name: 'Greeter', requirements: 'Be nice.' });
    expect(
      (await call(`${BASE}/forms/${FORM_IDS.trainee}`, { as: 'manager', method: 'DELETE' })).status,
    ).toBe(200);
    expect(db.recruitmentApplications.filter((a) => a.formID === FORM_IDS.trainee)).toEqual([]);
    expectApiError(
      await call(`${BASE}/forms`, { as: 'chef', method: 'POST', body: form }),
      403,
      'missing_permissions',
    );
  });
});

describe('humanizeDuration', () => {
  it('words a duration like the server', () => {
    expect(humanizeDuration(12 * 3_600_000)).toBe('12 hours');
    expect(humanizeDuration(24 * 3_600_000)).toBe('a day');
    expect(humanizeDuration(7 * 24 * 3_600_000)).toBe('7 days');
    expect(humanizeDuration(90 * 24 * 3_600_000)).toBe('3 months');
    expect(humanizeDuration(365 * 24 * 3_600_000)).toBe('a year');
  });
});
