import type { Rank } from '@lib/schemas/rank';
import { describe, expect, it } from 'vitest';
import {
  claimedMessage,
  EMPTY_OBJECTIVE_FORM,
  objectiveState,
  perkLabel,
  progressOf,
  progressText,
  readAchiever,
  rewardLabel,
  toNewObjective,
  validateObjectiveForm,
} from './model';

const objective = {
  id: '5840516402176004002',
  userID: null,
  description: 'Prepare 100 orders',
  type: 0,
  target: 100,
  global: true,
  rewardType: 0,
  rewardData: '5000' as unknown,
};
const ranks = [{ id: '1', _id: '1', name: 'Supporter' }] as unknown as Rank[];

describe('progress', () => {
  it('counts the order counter against the target, capped at the target', () => {
    expect(progressOf(objective, 37)).toEqual({
      done: 37,
      target: 100,
      percent: 37,
      reached: false,
      left: 63,
    });
    expect(progressOf(objective, 612)).toEqual({
      done: 100,
      target: 100,
      percent: 100,
      reached: true,
      left: 0,
    });
    expect(progressText(progressOf({ target: 5000 }, 612))).toBe('612 / 5,000 orders');
  });

  it('reads the counter and balance leniently from the user', () => {
    expect(readAchiever({ money: 5, statistics: { orders: { totalOrders: 612 } } })).toEqual({
      money: 5,
      orders: 612,
    });
    expect(readAchiever({ statistics: 'x' })).toEqual({ money: null, orders: 0 });
    expect(readAchiever(null)).toEqual({ money: null, orders: 0 });
  });
});

describe('where an objective stands', () => {
  it('claimed, claimable, reached (personal) or ahead', () => {
    expect(objectiveState(objective, 612, [{ objectiveID: objective.id, timestamp: 9 }])).toEqual({
      kind: 'claimed',
      at: 9,
    });
    expect(objectiveState(objective, 612, [])).toEqual({ kind: 'claimable' });
    expect(objectiveState({ ...objective, global: false }, 612, [])).toEqual({ kind: 'reached' });
    expect(objectiveState(objective, 40, [])).toEqual({ kind: 'ahead', left: 60 });
  });
});

describe('rewards in words', () => {
  it.each([
    [{ rewardType: 0, rewardData: '5000' }, '5,000 VD'],
    [{ rewardType: 0, rewardData: 'lots' }, 'VD currency'],
    [{ rewardType: 2, rewardData: '1' }, 'The Supporter rank'],
    [{ rewardType: 2, rewardData: 'gone' }, 'A rank'],
    [{ rewardType: 1, rewardData: 'PRIORITY_ORDERS' }, 'The Priority orders perk'],
    [{ rewardType: 3, rewardData: 'A custom role colour' }, 'A custom role colour'],
    [{ rewardType: 3, rewardData: null }, 'A surprise from the staff'],
  ])('%j → %s', (reward, label) => {
    expect(rewardLabel(reward, ranks)).toBe(label);
  });

  it('says what a claim gave', () => {
    expect(claimedMessage(objective as never, ranks)).toBe('Claimed “Prepare 100 orders”: 5,000 VD');
    expect(claimedMessage({ ...objective, rewardType: 3 } as never, ranks)).toBe(
      'Claimed “Prepare 100 orders”',
    );
    expect(perkLabel('DAILY_12_HOUR_INTERVAL')).toBe('Daily 12 hour interval');
  });
});

describe('the create form', () => {
  const valid = {
    ...EMPTY_OBJECTIVE_FORM,
    description: ' Deliver 50 ',
    type: '1',
    target: '50',
    amount: '250',
  };

  it('sends a valid form as the objective', () => {
    expect(validateObjectiveForm(valid)).toEqual({});
    expect(toNewObjective(valid)).toEqual({
      description: 'Deliver 50',
      type: 1,
      target: 50,
      global: true,
      rewardType: 0,
      rewardData: 250,
    });
    expect(
      toNewObjective({
        ...valid,
        scope: 'user',
        userID: ' 123456789012345678 ',
        rewardType: '2',
        rank: 'r1',
      }),
    ).toMatchObject({ global: false, userID: '123456789012345678', rewardType: 2, rewardData: 'r1' });
  });

  it.each(['ten', '0', '-5', '2.5', '', '1e3'])('refuses the target %j', (target) => {
    expect(validateObjectiveForm({ ...valid, target }).target).toBe(
      'The target must be a whole number above 0, e.g. 100',
    );
  });

  it.each(['lots', '0', '12.5'])('refuses the amount %j', (amount) => {
    expect(validateObjectiveForm({ ...valid, amount }).amount).toBe(
      'The amount must be a whole number above 0, e.g. 500',
    );
  });

  it('needs a description, a snowflake user, and the reward’s data', () => {
    expect(validateObjectiveForm({ ...valid, description: ' ' }).description).toBe('Describe the objective');
    expect(validateObjectiveForm({ ...valid, description: 'x'.repeat(201) }).description).toBe(
      'The description must be 200 characters or fewer',
    );
    expect(validateObjectiveForm({ ...valid, scope: 'user', userID: 'chef' }).userID).toBe(
      'User ID is not a snowflake',
    );
    expect(validateObjectiveForm({ ...valid, rewardType: '1' }).perk).toBe('Pick a perk');
    expect(validateObjectiveForm({ ...valid, rewardType: '2' }).rank).toBe('Pick a rank');
    expect(validateObjectiveForm({ ...valid, rewardType: '3' }).custom).toBe('Say what the reward is');
  });
});
