/**
 * Pure logic of My Achievements and New objective (docs/product/administration.md#achievements): labels, progress,
 * rewards, claim state, and the create form's rules. No React, no network.
 */
import { pathTo } from '@lib/access';
import { formatMoney, formatNumber } from '@lib/format';
import { PERKS } from '@lib/permissions';
import { type ClaimedObjective, OBJECTIVE_TYPE, type Objective, REWARD_TYPE } from '@lib/schemas/objective';
import type { Rank } from '@lib/schemas/rank';
import { isSnowflake } from '@lib/snowflake';
import * as z from 'zod/mini';
import type { NewObjective } from './api';

export const CREATE_PATH = pathTo('/staff/achievements/create');
export const ACHIEVEMENTS_PATH = pathTo('/staff/achievements');
export const NOT_A_SNOWFLAKE_MESSAGE = 'User ID is not a snowflake';

export const OBJECTIVE_TYPES = [
  { value: OBJECTIVE_TYPE.prepared, label: 'Orders prepared' },
  { value: OBJECTIVE_TYPE.delivered, label: 'Orders delivered' },
  { value: OBJECTIVE_TYPE.total, label: 'All orders' },
] as const;

export const REWARD_TYPES = [
  { value: REWARD_TYPE.currency, label: 'VD currency' },
  { value: REWARD_TYPE.perk, label: 'Perk' },
  { value: REWARD_TYPE.rank, label: 'Rank' },
  { value: REWARD_TYPE.custom, label: 'Custom' },
] as const;

export const typeLabel = (type: number) => OBJECTIVE_TYPES.find((t) => t.value === type)?.label ?? 'Orders';

const count = (n: number) => formatNumber(Math.round(n));

/** 'PRIORITY_ORDERS' → 'Priority orders'. */
export const perkLabel = (perk: string) => {
  const words = perk.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const PERK_OPTIONS = Object.values(PERKS).map((perk) => ({ value: perk, label: perkLabel(perk) }));

/** What an objective gives, in words. */
export function rewardLabel(
  objective: Pick<Objective, 'rewardType' | 'rewardData'>,
  ranks: readonly Rank[] | undefined,
) {
  const data = objective.rewardData;
  switch (objective.rewardType) {
    case REWARD_TYPE.currency: {
      const amount = Number.parseInt(String(data), 10);
      return Number.isFinite(amount) && amount !== 0 ? formatMoney(amount) : 'VD currency';
    }
    case REWARD_TYPE.rank: {
      const rank = ranks?.find((r) => r.id === String(data) || r._id === String(data));
      return rank ? `The ${rank.name} rank` : 'A rank';
    }
    case REWARD_TYPE.perk:
      return typeof data === 'string' && data ? `The ${perkLabel(data)} perk` : 'A perk';
    default:
      return typeof data === 'string' && data.trim() ? data.trim() : 'A surprise from the staff';
  }
}

/**
 * The user's order counter, the one the server keeps (`statistics.orders.totalOrders`, docs/api/entities.md#
 * money-and-statistics), and their balance; leniently.
 */
export const achieverSchema = z.pipe(
  z.looseObject({
    money: z.catch(z.optional(z.number()), undefined),
    statistics: z.catch(
      z.optional(
        z.looseObject({
          orders: z.catch(
            z.optional(z.looseObject({ totalOrders: z.catch(z.optional(z.number()), undefined) })),
            undefined,
          ),
        }),
      ),
      undefined,
    ),
  }),
  z.transform((user) => ({ money: user.money ?? null, orders: user.statistics?.orders?.totalOrders ?? 0 })),
);
export type Achiever = z.infer<typeof achieverSchema>;

export const readAchiever = (user: unknown): Achiever => {
  const parsed = achieverSchema.safeParse(user);
  return parsed.success ? parsed.data : { money: null, orders: 0 };
};

export interface Progress {
  /** Orders counted, at most the target. */
  done: number;
  target: number;
  /** 0–100. */
  percent: number;
  reached: boolean;
  /** Orders still needed (0 once reached). */
  left: number;
}

/** Progress towards an objective: every type counts the one order counter the server keeps. */
export function progressOf(objective: Pick<Objective, 'target'>, orders: number): Progress {
  const target = Math.max(1, Math.round(objective.target));
  const done = Math.min(Math.max(0, orders), target);
  return {
    done,
    target,
    percent: Math.floor((done / target) * 100),
    reached: orders >= target,
    left: Math.max(0, target - orders),
  };
}

export const progressText = (p: Progress) => `${count(p.done)} / ${count(p.target)} orders`;

export type ObjectiveState =
  | { kind: 'claimed'; at: number | null }
  | { kind: 'claimable' }
  | { kind: 'reached' }
  | { kind: 'ahead'; left: number };

/**
 * Where an objective stands: claimed, claimable (a global one reached and not claimed: the server checks
 * neither, so the page must), reached (personal: nothing to claim), or still ahead.
 */
export function objectiveState(
  objective: Pick<Objective, 'id' | 'global' | 'target'>,
  orders: number,
  claimed: readonly ClaimedObjective[],
): ObjectiveState {
  const claim = claimed.find((c) => c.objectiveID === objective.id);
  if (claim) return { kind: 'claimed', at: claim.timestamp ?? null };
  const progress = progressOf(objective, orders);
  if (!progress.reached) return { kind: 'ahead', left: progress.left };
  return objective.global ? { kind: 'claimable' } : { kind: 'reached' };
}

/** The claim's toast: what it gave. */
export function claimedMessage(objective: Objective, ranks: readonly Rank[] | undefined): string {
  const what = objective.rewardType === REWARD_TYPE.custom ? null : rewardLabel(objective, ranks);
  return what ? `Claimed “${objective.description}”: ${what}` : `Claimed “${objective.description}”`;
}

// ---------------------------------------------------------------------------------------------------------
// The create form

export const DESCRIPTION_MAX = 200;
export const CUSTOM_REWARD_MAX = 200;

export interface ObjectiveFormValues {
  description: string;
  type: string;
  target: string;
  scope: 'global' | 'user';
  userID: string;
  rewardType: string;
  amount: string;
  perk: string | null;
  rank: string | null;
  custom: string;
}

export const EMPTY_OBJECTIVE_FORM: ObjectiveFormValues = {
  description: '',
  type: String(OBJECTIVE_TYPE.total),
  target: '',
  scope: 'global',
  userID: '',
  rewardType: String(REWARD_TYPE.currency),
  amount: '',
  perk: null,
  rank: null,
  custom: '',
};

const WHOLE = /^\d+$/;
const wholeAbove0 = (text: string) => WHOLE.test(text.trim()) && Number(text.trim()) > 0;

export function validateObjectiveForm(
  values: ObjectiveFormValues,
): Partial<Record<keyof ObjectiveFormValues, string>> {
  const errors: Partial<Record<keyof ObjectiveFormValues, string>> = {};
  const description = values.description.trim();
  if (!description) errors.description = 'Describe the objective';
  else if (description.length > DESCRIPTION_MAX) {
    errors.description = `The description must be ${DESCRIPTION_MAX} characters or fewer`;
  }
  if (!wholeAbove0(values.target)) errors.target = 'The target must be a whole number above 0, e.g. 100';
  if (values.scope === 'user' && !isSnowflake(values.userID.trim())) errors.userID = NOT_A_SNOWFLAKE_MESSAGE;
  const reward = Number(values.rewardType);
  if (reward === REWARD_TYPE.currency && !wholeAbove0(values.amount)) {
    errors.amount = 'The amount must be a whole number above 0, e.g. 500';
  }
  if (reward === REWARD_TYPE.perk && !values.perk) errors.perk = 'Pick a perk';
  if (reward === REWARD_TYPE.rank && !values.rank) errors.rank = 'Pick a rank';
  if (reward === REWARD_TYPE.custom) {
    if (!values.custom.trim()) errors.custom = 'Say what the reward is';
    else if (values.custom.trim().length > CUSTOM_REWARD_MAX) {
      errors.custom = `The reward must be ${CUSTOM_REWARD_MAX} characters or fewer`;
    }
  }
  return errors;
}

/** The body to send, from a valid form. */
export function toNewObjective(values: ObjectiveFormValues): NewObjective {
  const rewardType = Number(values.rewardType);
  const rewardData =
    rewardType === REWARD_TYPE.currency
      ? Number(values.amount.trim())
      : rewardType === REWARD_TYPE.perk
        ? values.perk
        : rewardType === REWARD_TYPE.rank
          ? values.rank
          : values.custom.trim();
  return {
    description: values.description.trim(),
    type: Number(values.type),
    target: Number(values.target.trim()),
    global: values.scope === 'global',
    ...(values.scope === 'user' ? { userID: values.userID.trim() } : {}),
    rewardType,
    rewardData,
  };
}
