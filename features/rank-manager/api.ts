/**
 * Rank Manager endpoints (docs/api/endpoints.md#site-data, docs/product/profiles-and-users.md#rank-manager). The
 * rank list itself is the site-wide `ranksEndpoint` (loaded once at start-up); changes update it in place.
 */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';
import { rankSchema } from '@lib/schemas/rank';
import * as z from 'zod/mini';

/** What the editor sends. */
export interface RankFields {
  name: string;
  description: string;
  colour: string;
  permissions: number;
  perks: string[];
  staffRank: boolean;
  displayOnTeam: boolean;
  useTeams: boolean;
  logUserRankHistory: boolean;
  staff: { canResign: boolean };
}

const rankResponse = z.looseObject({ rank: z.catch(z.optional(rankSchema), undefined) });

/**
 * `GET /api/client/ranks/{id}` → `{ rank }`: one rank as the server holds it now (the core matches the rank's
 * `id`). No such rank: the core resolves nothing (`rank` missing or null here) and the fake backend answers
 * 400 `rank_not_found`; the editor treats both as not found.
 */
export const rankEndpoint = defineEndpoint({
  name: 'ranks.one',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/ranks/${encodeURIComponent(id)}`,
  response: z.looseObject({ rank: z.catch(z.nullable(z.optional(rankSchema)), null) }),
});

export const createRankEndpoint = defineEndpoint({
  name: 'ranks.create',
  method: 'POST',
  path: (_: RankFields) => '/api/client/ranks',
  body: (fields) => fields,
  response: rankResponse,
});

export const updateRankEndpoint = defineEndpoint({
  name: 'ranks.update',
  method: 'PATCH',
  path: ({ id }: { id: string; changes: Partial<RankFields> }) =>
    `/api/client/ranks/${encodeURIComponent(id)}`,
  body: ({ changes }) => changes,
  response: rankResponse,
});

export const deleteRankEndpoint = defineEndpoint({
  name: 'ranks.delete',
  method: 'DELETE',
  path: ({ id }: { id: string }) => `/api/client/ranks/${encodeURIComponent(id)}`,
  response: anyBody,
});

/** `PUT /api/client/ranks/positions`: every rank id, top rank first (body `{ ranks }`: designed). */
export const rankPositionsEndpoint = defineEndpoint({
  name: 'ranks.positions',
  method: 'PUT',
  path: (_: { ranks: string[] }) => '/api/client/ranks/positions',
  body: ({ ranks }) => ({ ranks }),
  response: anyBody,
});
