import * as z from 'zod/mini';
import { identified, lenientArray, optionalString, stringList } from './common';

export const DEFAULT_RANK_COLOUR = '#2888f5';

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Rank (docs/api/entities.md#rank). `_id` and `id` both arrive; either is accepted. */
export const rankSchema = identified({
  name: z.catch(z.string(), 'Unnamed rank'),
  description: optionalString,
  colour: z.catch(
    z.pipe(
      z.nullish(z.string()),
      z.transform((c: string | null | undefined) => (c && hexColour.test(c) ? c : DEFAULT_RANK_COLOUR)),
    ),
    DEFAULT_RANK_COLOUR,
  ),
  position: z.catch(z.number(), 0),
  permissions: z.catch(z.number(), 0),
  perks: stringList,
  staffRank: z.catch(z.optional(z.boolean()), false),
  displayOnTeam: z.catch(z.optional(z.boolean()), false),
  useTeams: z.catch(z.optional(z.boolean()), false),
  logUserRankHistory: z.catch(z.optional(z.boolean()), false),
  staff: z.catch(z.optional(z.object({ canResign: z.optional(z.boolean()) })), undefined),
});
export type Rank = z.infer<typeof rankSchema>;

export const ranksResponse = z.object({ ranks: lenientArray(rankSchema) });
