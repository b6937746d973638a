/**
 * Appeals (docs/product/recruitment-and-appeals.md#appeals-the-server): the shape the client reads, liberal
 * (votes may come without voters, the punishment's parts may be null), and the type numbers.
 */
import * as z from 'zod/mini';
import { identified, lenientArray, millis, optionalString } from './common';
import { userSummarySchema } from './user';

/** The appeal types; send them as numbers (the server compares strictly). */
export const AppealType = { DISCORD_BAN: 1, USER_BLACKLIST: 2, SERVER_BLACKLIST: 3 } as const;
export type AppealTypeValue = (typeof AppealType)[keyof typeof AppealType];

export const appealVoteSchema = z.looseObject({
  userID: z.catch(z.optional(z.string()), undefined),
  upvoted: z.catch(z.optional(z.boolean()), undefined),
  note: z.catch(z.optional(z.string()), undefined),
});

export const appealSchema = identified({
  userID: z.catch(z.string(), ''),
  user: z.catch(z.nullish(userSummarySchema), null),
  serverID: optionalString,
  userAppeal: z.catch(z.string(), ''),
  /** 0–3; anything else shows as Unknown. */
  status: z.unknown(),
  /** 1–3; anything else is an unknown type. */
  type: z.unknown(),
  punishmentInfo: z.catch(
    z.nullish(
      z.looseObject({
        punishmentID: optionalString,
        issuedBy: optionalString,
        reason: optionalString,
        issuedAt: millis,
      }),
    ),
    null,
  ),
  sentAt: millis,
  votes: lenientArray(appealVoteSchema),
});
export type Appeal = z.infer<typeof appealSchema>;
