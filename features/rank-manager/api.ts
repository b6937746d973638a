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
