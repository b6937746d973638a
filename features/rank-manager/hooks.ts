/**
 * The Rank Manager's actions: each updates the site-wide rank list in place (it is loaded once,
 * docs/architecture.md#caching).
 */
import { cached, useAction, useCacheWrite } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { isApiError } from '@lib/http';
import type { Rank } from '@lib/schemas/rank';
import { ranksEndpoint } from '@lib/site-data';
import {
  createRankEndpoint,
  deleteRankEndpoint,
  type RankFields,
  rankEndpoint,
  rankPositionsEndpoint,
  updateRankEndpoint,
} from './api';
import { rankChanges, toBody } from './model';

const updateRanks = (update: (ranks: Rank[]) => Rank[]) =>
  cached.update(ranksEndpoint, undefined, (data) => ({ ...data, ranks: update(data.ranks) }));

/**
 * One rank read by id each time its editor opens, so the editor edits the server's current version (the start-up
 * list may be old: another manager may have changed the rank since). A copy read before shows at once; the fresh
 * one also replaces the rank in the cached list.
 */
export function useFreshRank(id: string | null) {
  const write = useCacheWrite();
  return useEndpoint(rankEndpoint, id === null ? null : { id }, {
    ...loadOnce,
    revalidateOnMount: true,
    onSuccess: ({ rank }) => {
      if (rank) void write(updateRanks((ranks) => ranks.map((r) => (r.id === rank.id ? rank : r))));
    },
  });
}

/** Whether a failed rank read means "no such rank" (the core's 400 `rank_not_found`, or a 404). */
export const isRankNotFound = (error: unknown) =>
  isApiError(error) && (error.code === 'rank_not_found' || error.statusCode === 404);

/**
 * Creates (`run(null, values)`) or edits (`run(rank, values)`, only the changed fields) a rank. A new rank moves
 * the others, so the list is read again; an edited one is replaced in place.
 */
export function useSaveRank(onSaved: (id: string | null) => void) {
  return useAction(
    async (rank: Rank | null, values: RankFields): Promise<Rank | null> => {
      if (!rank) return (await createRankEndpoint.call(toBody(values))).rank ?? null;
      const changes = rankChanges(rank, values);
      const saved = (await updateRankEndpoint.call({ id: rank.id, changes })).rank;
      return { ...rank, ...changes, ...saved } as Rank;
    },
    {
      cache: (saved, rank) =>
        rank && saved
          ? [
              updateRanks((ranks) => ranks.map((r) => (r.id === rank.id ? saved : r))),
              cached.set(rankEndpoint, { id: rank.id }, { rank: saved }),
            ]
          : cached.refetch(ranksEndpoint, undefined),
      onSuccess: (saved) => onSaved(saved?.id ?? null),
      success: (_, rank, values) => (rank ? `Saved ${values.name.trim()}` : `Created ${values.name.trim()}`),
    },
  );
}

export function useDeleteRank(onDeleted: () => void) {
  return useAction((rank: Rank) => deleteRankEndpoint.call({ id: rank.id }), {
    cache: (_, rank) => [
      updateRanks((ranks) => ranks.filter((r) => r.id !== rank.id)),
      // Gone: the editor still open says so (its read answers "no such rank" from now on).
      cached.set(rankEndpoint, { id: rank.id }, { rank: null }),
    ],
    onSuccess: onDeleted,
    success: (_, rank) => `Deleted ${rank.name}`,
  });
}

/** Saves a new order (ids, top first); the positions change in place (the top gets N, the last 1). */
export function useReorderRanks() {
  return useAction((ids: string[]) => rankPositionsEndpoint.call({ ranks: ids }), {
    cache: (_, ids) =>
      updateRanks((ranks) =>
        ranks
          .map((rank) => {
            const index = ids.indexOf(rank.id);
            return index === -1 ? rank : { ...rank, position: ids.length - index };
          })
          .sort((a, b) => b.position - a.position),
      ),
    success: 'Saved the rank order',
    failure: 'toast',
    failureTitle: 'The rank order was not saved',
  });
}
