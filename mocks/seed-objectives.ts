/**
 * Seeded objectives and claims (docs/product/administration.md#achievements): global ones at every stage for the
 * chef persona (612 orders: one claimed, two reached, two ahead) and one personal objective.
 */
import { PERKS } from '@lib/permissions';
import { objectId } from './ids';
import { PERSONAS } from './personas';
import type { ClaimedObjectiveDoc, ObjectiveDoc } from './types';

const DAY = 86_400_000;

export const OBJECTIVE_IDS = {
  firstFifty: '5840516402176004001',
  hundredPrepared: '5840516402176004002',
  fiveHundredDelivered: '5840516402176004003',
  thousandTotal: '5840516402176004004',
  legend: '5840516402176004005',
  chefSummer: '5840516402176004006',
} as const;

const objective = (id: string, fields: Omit<ObjectiveDoc, '_id' | 'id'>): ObjectiveDoc => ({
  _id: id,
  id,
  ...fields,
});

export function seedObjectives(ranks: { supporter: string }): ObjectiveDoc[] {
  const admin = PERSONAS.admin.userId;
  return [
    objective(OBJECTIVE_IDS.firstFifty, {
      userID: admin,
      description: 'Your first 50 orders',
      type: 2,
      target: 50,
      global: true,
      rewardType: 0,
      rewardData: 1000,
    }),
    objective(OBJECTIVE_IDS.hundredPrepared, {
      userID: admin,
      description: 'Prepare 100 orders',
      type: 0,
      target: 100,
      global: true,
      rewardType: 0,
      rewardData: '5000',
    }),
    objective(OBJECTIVE_IDS.fiveHundredDelivered, {
      userID: admin,
      description: 'Deliver 500 orders',
      type: 1,
      target: 500,
      global: true,
      rewardType: 2,
      rewardData: ranks.supporter,
    }),
    objective(OBJECTIVE_IDS.thousandTotal, {
      userID: admin,
      description: 'Handle 1,000 orders',
      type: 2,
      target: 1000,
      global: true,
      rewardType: 1,
      rewardData: PERKS.PRIORITY_ORDERS,
    }),
    objective(OBJECTIVE_IDS.legend, {
      userID: PERSONAS.manager.userId,
      description: 'Kitchen legend: 5,000 orders',
      type: 2,
      target: 5000,
      global: true,
      rewardType: 3,
      rewardData: 'A custom role colour of your choice',
    }),
    objective(OBJECTIVE_IDS.chefSummer, {
      userID: PERSONAS.chef.userId,
      description: 'Prepare 700 orders before the summer menu',
      type: 0,
      target: 700,
      global: false,
      rewardType: 3,
      rewardData: 'A shout-out in the staff channel',
    }),
  ];
}

export function seedClaimedObjectives(now: number): ClaimedObjectiveDoc[] {
  const at = now - 20 * DAY;
  const id = objectId(at, 'claim/chef/firstFifty');
  return [
    { _id: id, id, userID: PERSONAS.chef.userId, objectiveID: OBJECTIVE_IDS.firstFifty, timestamp: at },
  ];
}
