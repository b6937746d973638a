import { type RecruitmentForm, recruitmentFormSchema } from '@lib/schemas/recruitment';
import { describe, expect, it } from 'vitest';
import {
  emptyFormValues,
  formBodyOf,
  formBuilderRules,
  formValuesOf,
  moveQuestion,
  newQuestion,
  previewMessage,
  unknownPlaceholders,
} from './builder';

const stored: RecruitmentForm = recruitmentFormSchema.parse({
  _id: '5980000000000001001',
  name: 'Delivery Driver',
  descriptions: { short: 'Deliver orders.', detailed: 'Long text.' },
  requirements: 'Be 13.',
  ranks: [{ id: 'r1', _id: 'r1', name: 'Delivery Driver', colour: '#ff0000' }],
  manageableRanks: ['r2'],
  questions: [
    { key: 'about', label: 'About you', type: 'textarea', placeholderText: '', required: true, message: '' },
  ],
  options: { minimumAge: 13, requiresDiscordServer: true, applicationSubmissionFrequency: 'weekly' },
  discordLog: {
    channelID: '779912345678901234',
    applicationDeniedMessage: { userMessage: 'Sorry {user.username}' },
  },
  opensAt: Date.UTC(2026, 10, 1),
  closesAt: Date.UTC(2026, 11, 1) - 1,
});

describe('the form builder', () => {
  it('reads a stored form into values and sends it back unchanged in meaning', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({
      name: 'Delivery Driver',
      ranks: ['r1'],
      manageableRanks: ['r2'],
      minimumAge: 13,
      discordAccountAge: '',
      frequency: 'weekly',
      opensOn: '2026-11-01',
      closesOn: '2026-11-30',
    });
    const body = formBodyOf(values);
    expect(body).toMatchObject({
      ranks: ['r1'],
      manageableRanks: ['r2'],
      questions: [{ key: 'about', name: 'about', label: 'About you', type: 'textarea', required: true }],
      options: { minimumAge: 13, discordAccountAge: null, applicationSubmissionFrequency: 'weekly' },
      opensAt: Date.UTC(2026, 10, 1),
      closesAt: Date.UTC(2026, 11, 1) - 1,
      discordLog: {
        channelID: '779912345678901234',
        applicationDeniedMessage: { userMessage: 'Sorry {user.username}' },
      },
    });
    // Blank messages are not sent; the builder's own question handle never is.
    expect(body.discordLog).not.toHaveProperty('applicationReceivedMessage');
    expect(JSON.stringify(body)).not.toContain('"uid"');
  });

  it('moves a question and clamps the target', () => {
    expect(moveQuestion(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveQuestion(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveQuestion(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('gives a new question a key no other question has', () => {
    const first = newQuestion([]);
    const taken = { ...newQuestion([first]), key: 'question_2' };
    expect(newQuestion([first, { ...taken, key: 'question_3' }]).key).toBe('question_4');
  });

  it('names the placeholders the server would not fill, and previews the known ones', () => {
    expect(unknownPlaceholders('Hi {user.name} and {user.mention} {user.name}')).toEqual(['{user.name}']);
    expect(previewMessage('{staff.mention} accepted {user.mention}: {reason}')).toBe(
      '@manager_mia accepted @hungry_harry: No reason has been provided.',
    );
    expect(formBuilderRules.messages.applicationAcceptedMessage.userMessage('Hi {nope}')).toBe(
      'Unknown placeholder {nope}: use one from the list',
    );
  });

  it('refuses a blank name, duplicate keys, and a closing day before the opening day', () => {
    const values = emptyFormValues();
    expect(formBuilderRules.name('   ')).toBe('Give the form a name');
    values.questions = [
      { ...newQuestion([]), key: 'about' },
      { ...newQuestion([]), key: 'about' },
    ];
    expect(formBuilderRules.questions.key('about', values)).toBe('Another question has this key');
    expect(formBuilderRules.questions.key('has space', values)).toBe('Use 1 to 40 letters, digits, - or _');
    values.opensOn = '2026-12-10';
    expect(formBuilderRules.closesOn('2026-12-09', values)).toBe('The form must close on or after it opens');
    expect(formBuilderRules.closesOn('2026-12-10', values)).toBeNull();
    expect(formBuilderRules.channelID('12ab')).toBe('A channel id is 17 to 20 digits');
  });
});
