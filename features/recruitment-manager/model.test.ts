import { recruitmentApplicationSchema, recruitmentFormSchema } from '@lib/schemas/recruitment';
import { describe, expect, it } from 'vitest';
import {
  allApplicationsSearchSchema,
  decisionOf,
  formApplicationsSearchSchema,
  formsToList,
  listedAfter,
  listedBefore,
  mayReview,
  statusFilterOf,
  staysInList,
} from './model';

const form = recruitmentFormSchema.parse({
  _id: 'f1',
  name: 'Chef',
  manageableRanks: [{ _id: 'head-chef', name: 'Head Chef' }],
});

// Reviewers by rank: docs/access.md#data-dependent-access.
describe('mayReview', () => {
  it('lets in VIEW_RECRUITMENT_RESPONSE, RECRUITMENT_MANAGER, or a rank that reviews the form', () => {
    expect(mayReview({ permissions: 0, perks: [], ranks: ['head-chef'] }, form)).toBe(true);
    expect(mayReview({ permissions: 0, perks: [], ranks: ['chef'] }, form)).toBe(false);
    expect(mayReview(null, form)).toBe(false);
  });
});

describe('the applications search', () => {
  it('reads open applications by default, one status otherwise; junk falls back', () => {
    expect(statusFilterOf({})).toBe('0,1');
    expect(statusFilterOf({ view: 'hold' })).toBe('1');
    expect(formApplicationsSearchSchema.parse({ view: '__proto__' })).toEqual({});
    expect(formApplicationsSearchSchema.parse({ view: 'accepted' })).toEqual({ view: 'accepted' });
  });
});

describe('the decision', () => {
  it('starts from the application, and only On Hold stays in the list', () => {
    const application = recruitmentApplicationSchema.parse({
      _id: 'a1',
      status: 1,
      reason: 'Later',
      staffNotes: 'n',
    });
    expect(decisionOf(application)).toEqual({ status: '1', reason: 'Later', staffNotes: 'n' });
    expect(decisionOf({ ...application, status: 9, reason: null, staffNotes: null })).toEqual({
      status: '0',
      reason: '',
      staffNotes: '',
    });
    expect([0, 1, 2, 3].map(staysInList)).toEqual([false, true, false, false]);
  });

  it('says which cached lists hold the application after it: the open list keeps only On Hold', () => {
    const open = statusFilterOf({});
    expect([0, 1, 2, 3].map((status) => listedAfter(open, status))).toEqual([false, true, false, false]);
    expect([0, 1, 2, 3].map((status) => listedAfter(statusFilterOf({ view: 'accepted' }), status))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(listedAfter(statusFilterOf({ view: 'pending' }), 0)).toBe(true);
    expect(listedAfter(undefined, 3)).toBe(true);
    // Before: what the server's filter answered.
    expect(listedBefore(open, 0)).toBe(true);
    expect(listedBefore(statusFilterOf({ view: 'hold' }), 0)).toBe(false);
    expect(listedBefore(open, 'odd')).toBe(false);
  });
});

describe('the all-applications search and its forms', () => {
  const other = recruitmentFormSchema.parse({
    _id: 'f2',
    name: 'Driver',
    manageableRanks: [{ _id: 'manager', name: 'Manager' }],
  });
  it('keeps a snowflake form id and a known status; junk in one field does not cost the other', () => {
    expect(allApplicationsSearchSchema.parse({ form: '5980000000000001001', status: 'hold' })).toEqual({
      form: '5980000000000001001',
      status: 'hold',
    });
    expect(allApplicationsSearchSchema.parse({ form: '<script>', status: 'denied' })).toEqual({
      status: 'denied',
    });
    expect(allApplicationsSearchSchema.parse({ form: '123', status: 'everything' })).toEqual({ form: '123' });
    expect(allApplicationsSearchSchema.parse({})).toEqual({});
  });
  it('lists only the forms the reviewer may review, narrowed to the chosen one', () => {
    const headChef = { permissions: 0, perks: [], ranks: ['head-chef'] };
    expect(formsToList(headChef, [form, other], {}).map((f) => f.id)).toEqual(['f1']);
    expect(formsToList(headChef, [form, other], { form: 'f2' })).toEqual([]);
    expect(formsToList(null, [form, other], {})).toEqual([]);
  });
});
