import * as z from 'zod/mini';
import { identified, optionalString, stringList } from './common';

function toMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber)) return asNumber;
    const parsed = Date.parse(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return null;
}

/**
 * Ban. The documented shape is `{active, reason, expires}`; the core stores `{reason, expiry}` with no `active`
 * (docs/api/entities.md#ban). Both are accepted: a ban without `active` is active until it expires.
 */
export const banSchema = z.pipe(
  z.looseObject({
    active: z.catch(z.optional(z.boolean()), undefined),
    reason: optionalString,
    expires: z.optional(z.unknown()),
    expiry: z.optional(z.unknown()),
  }),
  z.transform((ban) => {
    const expires = toMillis(ban.expires ?? ban.expiry);
    const active = ban.active ?? (expires === null || expires > Date.now());
    return { active, reason: ban.reason ?? null, expires };
  }),
);
export type Ban = z.infer<typeof banSchema>;

/** A user (docs/api/entities.md#user). Liberal: `_id` or `id`, `perks: null` as [], unknown fields kept. */
export const userSchema = identified({
  username: z.catch(z.string(), 'Unknown user'),
  discriminator: optionalString,
  displayName: optionalString,
  avatar: optionalString,
  permissions: z.catch(z.number(), 0),
  ranks: stringList,
  perks: stringList,
  flags: z.catch(z.number(), 0),
  team: optionalString,
  ban: z.catch(z.nullish(banSchema), null),
  settings: z.catch(
    z.optional(
      z.looseObject({
        deliveryMessage: z.catch(
          z.optional(z.looseObject({ message: optionalString, disabled: z.optional(z.boolean()) })),
          undefined,
        ),
      }),
    ),
    undefined,
  ),
});
export type User = z.infer<typeof userSchema>;

/** The embedded user summary (`user`, `createdBy`, …): `_id, username, displayName, discriminator, avatar`. */
export const userSummarySchema = identified({
  username: z.catch(z.string(), 'Unknown user'),
  displayName: optionalString,
  discriminator: optionalString,
  avatar: optionalString,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** `GET /api/v3/users/@me` → `{ user, nitroPayToken }`. */
export const currentUserResponse = z.object({
  user: userSchema,
  nitroPayToken: z.catch(z.nullish(z.string()), null),
});

/**
 * `GET /api/v3/users/{id}` → `{ user }` (getUser, docs/api/endpoints.md#users): the public profile. "No
 * result gives null", so `{ user: null }` is accepted and means no such user.
 */
export const userResponse = z.object({ user: z.nullable(userSchema) });

/** Name to show: display name, else `username` (new-style) or `username#discriminator` (legacy). */
export function userDisplayName(user: Pick<User, 'username' | 'displayName' | 'discriminator'>): string {
  if (user.displayName) return user.displayName;
  if (user.discriminator && user.discriminator !== '0' && user.discriminator !== '0000') {
    return `${user.username}#${user.discriminator}`;
  }
  return user.username;
}
