/**
 * What the User Manager reads (docs/product/profiles-and-users.md#user-manager): the paginated user list, a raw
 * ban document and a blacklist entry (docs/api/entities.md#ban, docs/api/entities.md#blacklist).
 */
import * as z from 'zod/mini';
import { lenientArray, millis, optionalString } from './common';
import { userSchema } from './user';

/** `{ users, totalUsers }`. The rows' `permissions` are not computed by the server: never check them. */
export const adminUsersResponse = z.object({
  users: lenientArray(userSchema),
  totalUsers: z.catch(z.number(), 0),
});

/** The stored ban: `{ _id, reason, expiry, bannedBy, bannedAt }` (no `active`: in force until `expiry`). */
export const rawBanSchema = z.looseObject({
  _id: z.optional(z.string()),
  reason: optionalString,
  expiry: millis,
  bannedBy: optionalString,
  bannedAt: millis,
});
export type RawBan = z.infer<typeof rawBanSchema>;

export const rawBanResponse = z.object({ ban: z.catch(z.nullable(rawBanSchema), null) });

export const blacklistSchema = z.looseObject({
  _id: z.optional(z.string()),
  reason: optionalString,
  blacklistedBy: optionalString,
  blacklistedAt: millis,
  auto: z.catch(z.boolean(), false),
  type: z.catch(z.enum(['user', 'server']), 'user'),
});
export type Blacklist = z.infer<typeof blacklistSchema>;

export const blacklistResponse = z.object({ blacklist: z.catch(z.nullable(blacklistSchema), null) });
