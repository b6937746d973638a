/**
 * Objective endpoints (docs/product/administration.md#achievements), one declaration each. The lists' wrapper
 * keys are not shown: the schemas accept the likely names (lib/schemas/objective.ts).
 */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';
import { claimedResponse, objectiveSchema, objectivesResponse } from '@lib/schemas/objective';
import * as z from 'zod/mini';

export const globalObjectivesEndpoint = defineEndpoint({
  name: 'objectives.global',
  method: 'GET',
  path: () => '/api/client/objectives',
  query: () => ({ global: 'true' }),
  response: objectivesResponse,
});

/** A user's personal objectives; the page checks the id is a snowflake before asking. */
export const userObjectivesEndpoint = defineEndpoint({
  name: 'objectives.user',
  method: 'GET',
  path: ({ userId }: { userId: string }) => `/api/client/objectives/user/${encodeURIComponent(userId)}`,
  response: objectivesResponse,
});

/**
 * `{ objective }`: one objective as the server stored it (docs/api/endpoints.md#objectives: the raw document), or
 * null.
 */
export const objectiveEndpoint = defineEndpoint({
  name: 'objectives.one',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/objectives/${encodeURIComponent(id)}`,
  response: z.looseObject({ objective: z.catch(z.nullable(objectiveSchema), null) }),
});

export const claimedObjectivesEndpoint = defineEndpoint({
  name: 'objectives.claimed',
  method: 'GET',
  path: ({ userId }: { userId: string }) => `/api/client/objectives/claimed/${encodeURIComponent(userId)}`,
  response: claimedResponse,
});

export const claimObjectiveEndpoint = defineEndpoint({
  name: 'objectives.claim',
  method: 'POST',
  path: ({ id }: { id: string }) => `/api/client/objectives/claim/${encodeURIComponent(id)}`,
  response: anyBody,
});

/** The body of a new objective (docs/product/administration.md#achievements). */
export interface NewObjective {
  description: string;
  type: number;
  target: number;
  global: boolean;
  /** The user of a personal objective. */
  userID?: string;
  rewardType: number;
  rewardData: string | number | null;
}

/**
 * → `{ completed }`: the server's insert result (docs/api/endpoints.md#objectives: MongoDB's `{ acknowledged,
 * insertedId }`), which names the new objective's id but not the objective. Anything else reads as no id.
 */
export const createObjectiveEndpoint = defineEndpoint({
  name: 'objectives.create',
  method: 'POST',
  path: (_: NewObjective) => '/api/client/objectives/',
  body: (objective) => objective,
  response: z.looseObject({
    completed: z.catch(z.nullish(z.looseObject({ insertedId: z.catch(z.nullish(z.string()), null) })), null),
  }),
});

export const deleteObjectiveEndpoint = defineEndpoint({
  name: 'objectives.delete',
  method: 'DELETE',
  path: ({ id }: { id: string }) => `/api/client/objectives/${encodeURIComponent(id)}`,
  response: anyBody,
});
