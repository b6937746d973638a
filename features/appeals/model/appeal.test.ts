import { describe, expect, it } from 'vitest';
import {
  APPEAL_MAX_LENGTH,
  type AppealFormValues,
  appealBody,
  appealRules,
  appealTypeLabel,
  EMPTY_APPEAL,
  outcomeOf,
  parseAppealDraft,
} from './appeal';

const values = (fields: Partial<AppealFormValues>): AppealFormValues => ({ ...EMPTY_APPEAL, ...fields });

describe('appeal form rules', () => {
  it('want a type', () => {
    expect(appealRules.type('')).toBe('Choose what you are appealing');
    expect(appealRules.type('2')).toBeNull();
  });

  it('want a snowflake server id for a server blacklist only', () => {
    expect(appealRules.serverID('', values({ type: '3' }))).toBe('Enter the server’s ID: 17 to 19 digits');
    expect(appealRules.serverID('12345', values({ type: '3' }))).not.toBeNull();
    expect(appealRules.serverID('<b>1</b>', values({ type: '3' }))).not.toBeNull();
    expect(appealRules.serverID(' 883920157482917889 ', values({ type: '3' }))).toBeNull();
    expect(appealRules.serverID('', values({ type: '1' }))).toBeNull();
  });

  it('want an appeal, at most 4,000 characters', () => {
    expect(appealRules.userAppeal('   ')).toBe('Write your appeal');
    expect(appealRules.userAppeal('x'.repeat(APPEAL_MAX_LENGTH))).toBeNull();
    expect(appealRules.userAppeal('x'.repeat(10_000))).toBe('Your appeal is 6000 characters too long');
  });
});

describe('appealBody', () => {
  it('sends the type as a number, the text trimmed, the server id only for server blacklists', () => {
    expect(appealBody(values({ type: '3', serverID: ' 883920157482917889 ', userAppeal: ' Hi ' }))).toEqual({
      type: 3,
      userAppeal: 'Hi',
      serverID: '883920157482917889',
    });
    expect(appealBody(values({ type: '1', serverID: '883920157482917889', userAppeal: 'Hi' }))).toEqual({
      type: 1,
      userAppeal: 'Hi',
    });
  });
});

describe('the draft', () => {
  it('reads what was typed, and the empty form from junk', () => {
    expect(parseAppealDraft(JSON.stringify({ type: '2', serverID: '', userAppeal: '<b>x</b>' }))).toEqual({
      type: '2',
      serverID: '',
      userAppeal: '<b>x</b>',
    });
    expect(parseAppealDraft(JSON.stringify({ type: 9, userAppeal: 5 }))).toEqual(EMPTY_APPEAL);
    expect(parseAppealDraft('not json')).toEqual(EMPTY_APPEAL);
    expect(parseAppealDraft(null)).toEqual(EMPTY_APPEAL);
  });
});

describe('words', () => {
  it('name each type, and unknown ones', () => {
    expect(appealTypeLabel(1)).toBe('Ban from our Discord server');
    expect(appealTypeLabel(3)).toBe('Server blacklist');
    expect(appealTypeLabel('1')).toBe('Unknown appeal type');
  });

  it('say what the decision means for the punishment', () => {
    expect(outcomeOf({ status: 2, type: 3 }).text).toBe(
      'Your appeal was accepted: the server’s blacklist is lifted.',
    );
    expect(outcomeOf({ status: 3, type: 1 }).text).toMatch(
      /^Your appeal was denied: your ban from our Discord server stays/,
    );
    expect(outcomeOf({ status: 0, type: 2 }).title).toBe('Waiting for a decision');
    expect(outcomeOf({ status: 'x', type: 2 }).title).toBe('Unknown');
  });
});
