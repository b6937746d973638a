/**
 * Objective rules (docs/product/administration.md#achievements): the lists, claiming with its rewards, creating
 * and deleting. The core's `completeObjectiveForUser` is followed for the claim; what the core leaves unchecked
 * (progress, repeated claims, the create body) is designed here and marked "Not shown".
 */
import { isSnowflake } from '@lib/snowflake';
import { db } from '../db';
import { errors } from '../http/respond';
import { internalSnowflake, objectId } from '../ids';
import type { ClaimedObjectiveDoc, ObjectiveDoc, UserDoc } from '../types';

export const OBJECTIVE_TYPES = [0, 1, 2] as const;
export const REWARD_TYPES = { currency: 0, perk: 1, rank: 2, custom: 3 } as const;
export const DESCRIPTION_MAX = 200;

/** Every global objective, easiest first. Not shown: the order. */
export function globalObjectives(): ObjectiveDoc[] {
  return db.objectives
    .all()
    .filter((o) => o.global)
    .sort((a, b) => a.target - b.target);
}

/**
 * A user's personal objectives. Not shown: whether `userID` names the target user or the creator; the mock stores
 * the target user on personal objectives. A non-snowflake id is refused (the site refuses it first).
 */
export function userObjectives(userId: string): ObjectiveDoc[] {
  if (!isSnowflake(userId)) throw errors.invalidUserId();
  return db.objectives
    .all()
    .filter((o) => !o.global && o.userID === userId)
    .sort((a, b) => a.target - b.target);
}

/** One objective as the core stores it (`getObjective`: the raw document, no `id` mirror), or null. */
export function objectiveDocument(id: string): Omit<ObjectiveDoc, 'id'> | null {
  const objective = db.objectives.get(id);
  if (!objective) return null;
  const { id: _id, ...document } = structuredClone(objective);
  return document;
}

export function claimedObjectives(userId: string): ClaimedObjectiveDoc[] {
  return db.claimedObjectives.all().filter((c) => c.userID === userId);
}

/**
 * The counter progress is measured with: the server keeps one order counter per user,
 * `statistics.orders.totalOrders`, for every objective type (docs/api/entities.md#money-and-statistics).
 */
export const progressOf = (user: UserDoc) => user.statistics.orders.totalOrders;

/**
 * Claims an objective for `user` (the core's `completeObjectiveForUser`): 400 `invalid_objective`; a personal
 * objective resolves and records nothing; a currency reward must be an integer (`invalid_type`) and adds to the
 * money; a rank reward needs the rank (`invalid_rank`) and adds it; perk and custom rewards do nothing. Not shown,
 * designed: an objective not reached, or already claimed, is refused.
 */
export function claimObjective(user: UserDoc, objectiveId: string, at: number): ClaimedObjectiveDoc | null {
  if (!db.users.get(user._id)) throw errors.invalidObjectiveUser(user._id);
  const objective = db.objectives.get(objectiveId);
  if (!objective) throw errors.invalidObjective(objectiveId);
  if (!objective.global) return null;
  if (progressOf(user) < objective.target) throw errors.objectiveNotReached();
  if (claimedObjectives(user._id).some((c) => c.objectiveID === objectiveId)) throw errors.objectiveClaimed();
  if (objective.rewardType === REWARD_TYPES.currency) {
    const amount = Number.parseInt(String(objective.rewardData), 10);
    if (!amount) throw errors.invalidRewardType();
    db.users.update(user._id, (u) => {
      u.money += amount;
    });
  } else if (objective.rewardType === REWARD_TYPES.rank) {
    const rankId = String(objective.rewardData);
    if (!db.ranks.get(rankId)) throw errors.invalidRewardRank(rankId);
    db.users.update(user._id, (u) => {
      if (!u.ranks.includes(rankId)) u.ranks.push(rankId);
    });
  }
  const id = objectId(at);
  const claim: ClaimedObjectiveDoc = {
    _id: id,
    id,
    userID: user._id,
    objectiveID: objectiveId,
    timestamp: at,
  };
  db.claimedObjectives.upsert(claim);
  return claim;
}

const isWholeAbove0 = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && /^\s*\d+\s*$/.test(value))) &&
  Number.isInteger(Number(value)) &&
  Number(value) > 0;

/**
 * Creates an objective from the body. The core stores the body as sent; not shown, designed: the mock refuses
 * what the pages could not show (400 `invalid_body` with a message per field).
 */
export function createObjective(creator: UserDoc, body: Record<string, unknown>, at: number): ObjectiveDoc {
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  if (!description) throw errors.invalidBody('A description is required');
  if (description.length > DESCRIPTION_MAX) {
    throw errors.invalidBody(`The description must be ${DESCRIPTION_MAX} characters or fewer`);
  }
  if (!OBJECTIVE_TYPES.includes(body.type as 0)) throw errors.invalidBody('Unknown objective type');
  if (!isWholeAbove0(body.target)) throw errors.invalidBody('The target must be a whole number above 0');
  const rewardType = body.rewardType;
  if (!Object.values(REWARD_TYPES).includes(rewardType as 0)) throw errors.invalidBody('Unknown reward type');
  if (rewardType === REWARD_TYPES.currency && !isWholeAbove0(body.rewardData)) {
    throw errors.invalidBody('The amount must be a whole number above 0');
  }
  const global = body.global !== false;
  const userID = global ? creator._id : String(body.userID ?? '');
  if (!global && !isSnowflake(userID)) throw errors.invalidUserId();
  const id = internalSnowflake(at);
  const objective: ObjectiveDoc = {
    _id: id,
    id,
    userID,
    description,
    type: body.type as number,
    target: Number(body.target),
    global,
    rewardType: rewardType as number,
    rewardData: body.rewardData ?? null,
  };
  db.objectives.upsert(objective);
  return objective;
}

/** Deletes an objective and every claim of it (the core's `deleteObjective`); an unknown id does nothing. */
export function deleteObjective(id: string): void {
  db.objectives.delete(id);
  db.claimedObjectives.deleteWhere((claim) => claim.objectiveID === id);
}
