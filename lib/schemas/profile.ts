/**
 * What a profile shows beyond the user's names (docs/product/profiles-and-users.md#profile): the profile
 * information, order statistics and the private settings, read from a user the user schema already accepted;
 * rank history entries and warnings (docs/api/entities.md#rank-history, docs/api/entities.md#warning).
 */
import * as z from 'zod/mini';
import { lenientArray, millis, optionalString, stringList } from './common';
import { rankSchema } from './rank';

const count = z.catch(z.number(), 0);

/** The profile fields of a user object; every one optional, junk dropped. */
export const profileFieldsSchema = z.looseObject({
  information: z.catch(
    z.looseObject({
      biography: optionalString,
      favFood: optionalString,
      pronouns: stringList,
      timezone: optionalString,
      vanityURL: optionalString,
    }),
    { biography: null, favFood: null, pronouns: [], timezone: null, vanityURL: null },
  ),
  statistics: z.catch(
    z.looseObject({
      orders: z.catch(z.looseObject({ totalOrders: count, weeklyOrders: count }), {
        totalOrders: 0,
        weeklyOrders: 0,
      }),
    }),
    { orders: { totalOrders: 0, weeklyOrders: 0 } },
  ),
  /** Only for the user themselves and user managers. */
  settings: z.catch(
    z.nullish(
      z.looseObject({
        hideProfile: z.catch(z.optional(z.boolean()), undefined),
        nextSyncAllowed: millis,
      }),
    ),
    null,
  ),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** A rank history entry: either side left out when it was no rank or the rank is gone. */
export const rankHistoryEntrySchema = z.looseObject({
  _id: z.optional(z.string()),
  userID: optionalString,
  timestamp: z.number(),
  oldRank: z.catch(z.optional(rankSchema), undefined),
  newRank: z.catch(z.optional(rankSchema), undefined),
});
export type RankHistoryEntry = z.infer<typeof rankHistoryEntrySchema>;

export const rankHistoryResponse = z.object({ history: lenientArray(rankHistoryEntrySchema) });

/** A warning: `warningID` (or `_id`), the text, when it was issued and until when it counts. */
export const warningSchema = z.pipe(
  z.looseObject({
    warningID: z.optional(z.string()),
    _id: z.optional(z.string()),
    warning: z.catch(z.string(), ''),
    issuedAt: millis,
    expiresAt: millis,
    issuedBy: optionalString,
  }),
  z.transform((w) => ({ ...w, id: w.warningID ?? w._id ?? `${w.issuedAt}:${w.warning}` })),
);
export type Warning = z.infer<typeof warningSchema>;

export const warningsResponse = z.object({ warnings: lenientArray(warningSchema) });
