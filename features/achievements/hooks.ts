/** The objectives of My Achievements and their actions, which update the cached lists in place. */
import { cached, useAction, useInFlight } from '@lib/action';
import { useEndpoint } from '@lib/endpoint';
import { InFlight } from '@lib/in-flight';
import type { Objective } from '@lib/schemas/objective';
import { useSessionStore } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { isSnowflake } from '@lib/snowflake';
import { useState } from 'react';
import {
  claimedObjectivesEndpoint,
  claimObjectiveEndpoint,
  createObjectiveEndpoint,
  deleteObjectiveEndpoint,
  globalObjectivesEndpoint,
  type NewObjective,
  objectiveEndpoint,
  userObjectivesEndpoint,
} from './api';
import { claimedMessage } from './model';

export function useGlobalObjectives() {
  return useEndpoint(globalObjectivesEndpoint, undefined);
}

/** A user's personal objectives; nothing is asked for an id that is not a snowflake (the page says so). */
export function useUserObjectives(userId: string | null) {
  return useEndpoint(userObjectivesEndpoint, userId && isSnowflake(userId) ? { userId } : null);
}

export function useClaimedObjectives(userId: string | null) {
  return useEndpoint(claimedObjectivesEndpoint, userId ? { userId } : null);
}

/**
 * Claims a global objective (`claim.run(objective)`): it joins the cached claims at once, the signed-in user is
 * read again in the background (their balance or ranks changed), and the toast says what it gave; a refusal is a
 * red toast in the server's words. One claim per objective at a time (`running` says which).
 */
export function useClaimObjective(userId: string, now: () => number = Date.now) {
  const session = useSessionStore();
  const { ranks } = useRanks();
  const [guard] = useState(() => new InFlight());
  const running = useInFlight(guard);
  const claim = useAction((objective: Objective) => claimObjectiveEndpoint.call({ id: objective.id }), {
    guard,
    failure: 'toast',
    failureTitle: 'The objective was not claimed',
    cache: (_, objective) =>
      cached.update(claimedObjectivesEndpoint, { userId }, (claims) => [
        ...claims,
        { objectiveID: objective.id, timestamp: now() },
      ]),
    onSuccess: () => {
      session.refresh().catch(() => undefined);
    },
    success: (_, objective) => claimedMessage(objective, ranks),
    key: (objective) => objective.id,
  });
  return { claim, running };
}

/**
 * Creates an objective, then `onCreated`. The answer's `completed.insertedId` names it; its own read
 * (`GET /objectives/{id}`) gives it as the server stored it, and it joins its cached list in place (the global list,
 * or its user's). Only when the answer names no id, or that read fails, are the lists read again.
 */
export function useCreateObjective(onCreated: () => void) {
  return useAction(
    async (objective: NewObjective): Promise<Objective | null> => {
      const { completed } = await createObjectiveEndpoint.call(objective);
      const id = completed?.insertedId;
      if (!id) return null;
      // The objective exists whatever this read says: a failure here leaves it to the lists' own read.
      const read = await objectiveEndpoint.call({ id }).catch(() => null);
      return read?.objective ?? null;
    },
    {
      cache: (created, objective) =>
        created
          ? [
              cached.set(objectiveEndpoint, { id: created.id }, { objective: created }),
              created.global
                ? cached.update(globalObjectivesEndpoint, undefined, (list) => withObjective(list, created))
                : cached.update(
                    userObjectivesEndpoint,
                    { userId: objective.userID ?? created.userID ?? '' },
                    (list) => withObjective(list, created),
                  ),
            ]
          : [
              cached.refetch(globalObjectivesEndpoint, undefined),
              ...(objective.userID
                ? [cached.refetch(userObjectivesEndpoint, { userId: objective.userID })]
                : []),
            ],
      onSuccess: onCreated,
      success: (_, objective) => `Created “${objective.description}”`,
    },
  );
}

/**
 * A cached list with `objective` in it once, before the first with a higher target (the server's order is not
 * shown; the fake backend lists the easiest first, so a later read does not move it).
 */
function withObjective(list: Objective[], objective: Objective): Objective[] {
  const others = list.filter((o) => o.id !== objective.id);
  const at = others.findIndex((o) => o.target > objective.target);
  return at === -1 ? [...others, objective] : [...others.slice(0, at), objective, ...others.slice(at)];
}

/** Deletes an objective: it leaves every cached list, and its claims go with it. */
export function useDeleteObjective(onDeleted: () => void) {
  return useAction((objective: Objective) => deleteObjectiveEndpoint.call({ id: objective.id }), {
    cache: (_, objective) => [
      cached.update(globalObjectivesEndpoint, undefined, (list) => list.filter((o) => o.id !== objective.id)),
      cached.updateEvery(userObjectivesEndpoint, (list) => list.filter((o) => o.id !== objective.id)),
      cached.updateEvery(claimedObjectivesEndpoint, (claims) =>
        claims.filter((c) => c.objectiveID !== objective.id),
      ),
    ],
    onSuccess: onDeleted,
    success: (_, objective) => `Deleted “${objective.description}”`,
  });
}

/** The ranks as choices, most senior first (the start-up ranks). */
export function useSiteRanksOptions() {
  const { ranks } = useRanks();
  return (ranks ?? []).map((rank) => ({ value: rank.id, label: rank.name }));
}
