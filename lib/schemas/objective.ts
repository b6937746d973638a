import * as z from 'zod/mini';
import { identified, lenientArray, millis } from './common';

/** ObjectiveType: what counts towards the target (docs/product/administration.md#achievements). */
export const OBJECTIVE_TYPE = { prepared: 0, delivered: 1, total: 2 } as const;
/** ObjectiveRewardType. */
export const REWARD_TYPE = { currency: 0, perk: 1, rank: 2, custom: 3 } as const;

/** A number, or digits in a string (the server may send either). */
const numeric = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v: number | string) => Number(v)),
);

/** An objective; a bad target or type makes it unreadable (it is dropped from its list). */
export const objectiveSchema = identified({
  userID: z.catch(z.nullish(z.string()), null),
  description: z.catch(z.string(), ''),
  type: z.catch(z.number(), OBJECTIVE_TYPE.total),
  target: numeric.check(z.refine((n) => Number.isFinite(n) && n > 0, 'bad target')),
  global: z.catch(z.boolean(), false),
  rewardType: z.catch(z.number(), REWARD_TYPE.custom),
  rewardData: z.optional(z.unknown()),
});
export type Objective = z.infer<typeof objectiveSchema>;

/** A claim: which objective, when. */
export const claimedObjectiveSchema = z.looseObject({
  objectiveID: z.string(),
  timestamp: millis,
});
export type ClaimedObjective = z.infer<typeof claimedObjectiveSchema>;

/** A list of objectives under `objectives` (or a bare array). */
export const objectivesResponse = z.pipe(
  z.pipe(
    z.union([z.looseObject({ objectives: z.unknown() }), z.array(z.unknown())]),
    z.transform((body: unknown[] | { [x: string]: unknown; objectives: unknown }) =>
      Array.isArray(body) ? body : body.objectives,
    ),
  ),
  lenientArray(objectiveSchema),
);

/** The claims under `claimed`, `claimedObjectives` or `objectives` (the key is not shown), or a bare array. */
export const claimedResponse = z.pipe(
  z.pipe(
    z.union([z.looseObject({}), z.array(z.unknown())]),
    z.transform((body: unknown[] | Record<string, unknown>) =>
      Array.isArray(body) ? body : (body.claimed ?? body.claimedObjectives ?? body.objectives ?? []),
    ),
  ),
  lenientArray(claimedObjectiveSchema),
);
