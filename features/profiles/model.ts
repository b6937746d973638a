/**
 * Pure helpers of the profile pages (docs/product/profiles-and-users.md#profile): which id to read, who sees the
 * private sections, the dates, the perks' names, the edit form's rules and its PATCH diff, the sync cooldown.
 * No React, no network: unit-tested in Node (model.test.ts).
 */
import { plural } from '@lib/format';
import { type Holder, hasAllPermissions } from '@lib/permissions';
import {
  BIOGRAPHY_MAX_LENGTH,
  FAV_FOOD_MAX_LENGTH,
  isPronoun,
  PRONOUNS_MAX,
  type Pronoun,
  TIMEZONE_MAX_LENGTH,
} from '@lib/profile-fields';
import { type ProfileFields, profileFieldsSchema } from '@lib/schemas/profile';
import type { Rank } from '@lib/schemas/rank';
import type { User } from '@lib/schemas/user';
import { isSnowflake, snowflakeToTimestamp } from '@lib/snowflake';
import { MINUTE } from '@lib/time';
import type { ProfileChanges } from './api';

/** The id that stands for the signed-in user (`/users/@me`). */
export const ME = '@me';

/** The user id to read for a route's `{id}`: `@me` is the signed-in user (null when signed out). */
export function profileIdOf(param: string, viewerId: string | null | undefined): string | null {
  if (param === ME) return viewerId ?? null;
  return param;
}

/** A user with the profile fields read from it; `privateSettings` only for the user and user managers. */
export type Profile = User &
  Pick<ProfileFields, 'information' | 'statistics'> & { privateSettings: ProfileFields['settings'] };

/** Reads the profile fields of a user the user schema accepted (missing or junk fields become empty). */
export function readProfile(user: User): Profile {
  const { information, statistics, settings } = profileFieldsSchema.parse(user);
  return { ...user, information, statistics, privateSettings: settings };
}

/**
 * Who sees a profile's rank history, warnings and order feedback, and may edit it: the user themselves and
 * holders of MANAGE_USERS (the server decides; this only decides what is offered).
 */
export function canSeePrivate(viewer: (Holder & { id: string }) | null | undefined, userId: string): boolean {
  if (!viewer) return false;
  return viewer.id === userId || hasAllPermissions(viewer, ['MANAGE_USERS']);
}

/** Dates and times as the whole site writes them (lib/format.ts). */
export { formatDate, formatDateTime } from '@lib/format';

/** When the chat-platform account was created, from its snowflake id; null for an id that is not one. */
export function accountCreatedAt(id: string): number | null {
  return isSnowflake(id) ? snowflakeToTimestamp(id) : null;
}

/** The user's ranks that the site knows, highest position first (unknown ids are left out). */
export function ranksOf(rankIds: readonly string[], ranks: readonly Rank[] | undefined): Rank[] {
  if (!ranks) return [];
  const held = new Set(rankIds);
  return ranks
    .filter((rank) => held.has(rank.id) || (rank._id !== undefined && held.has(rank._id)))
    .sort((a, b) => b.position - a.position);
}

const PERK_NAMES: Readonly<Record<string, string>> = {
  PRIORITY_ORDERS: 'Priority orders',
  CANCEL_ORDERS: 'Cancel orders',
  ORDER_MULTIPLIER: 'Order multiplier',
  MULTIPLE_VANITY_URLS: 'Several vanity URLs',
  PREPARE_ORDER_FASTER: 'Faster preparation',
  DAILY_MULTIPLIER: 'Daily multiplier',
  DAILY_12_HOUR_INTERVAL: 'Daily every 12 hours',
  DELIVERY_MESSAGE_BETA: 'Delivery message beta',
  FEEDBACK_BETA: 'Feedback beta',
  FIND_IMAGES_BETA: 'Image search beta',
};

/** The user's perks by name, each once (the server may repeat a perk its ranks also give). */
export function perkNames(perks: readonly string[]): string[] {
  return [...new Set(perks)].map((perk) =>
    Object.hasOwn(PERK_NAMES, perk) ? (PERK_NAMES[perk] as string) : perk,
  );
}

// ---------------------------------------------------------------------------------------------------------
// The edit form

export interface ProfileFormValues {
  biography: string;
  favFood: string;
  timezone: string;
  pronouns: string[];
  hideProfile: boolean;
}

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    biography: profile.information.biography ?? '',
    favFood: profile.information.favFood ?? '',
    timezone: profile.information.timezone ?? '',
    pronouns: profile.information.pronouns.filter(isPronoun),
    hideProfile: profile.privateSettings?.hideProfile === true,
  };
}

const tooLong = (value: string, max: number, field: string) =>
  value.trim().length > max ? `${field} must be ${max} characters or fewer` : null;

/** The form's rules (the server's limits as the fake backend designs them). */
export const profileRules = {
  biography: (value: string) => tooLong(value, BIOGRAPHY_MAX_LENGTH, 'About me'),
  favFood: (value: string) => tooLong(value, FAV_FOOD_MAX_LENGTH, 'Favourite food'),
  timezone: (value: string) => tooLong(value, TIMEZONE_MAX_LENGTH, 'Time zone'),
  pronouns: (value: string[]) =>
    value.length > PRONOUNS_MAX ? `Choose at most ${PRONOUNS_MAX} pronouns` : null,
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The PATCH body: only what differs from the profile, text trimmed (an empty text clears the field). */
export function profileChanges(profile: Profile, values: ProfileFormValues): ProfileChanges {
  const before = formValuesOf(profile);
  const information: NonNullable<ProfileChanges['information']> = {};
  for (const key of ['biography', 'favFood', 'timezone'] as const) {
    const next = values[key].trim();
    if (next !== before[key].trim()) information[key] = next;
  }
  const pronouns = values.pronouns.filter(isPronoun) as Pronoun[];
  if (!sameList(pronouns, before.pronouns)) information.pronouns = pronouns;
  const changes: ProfileChanges = {};
  if (Object.keys(information).length > 0) changes.information = information;
  if (values.hideProfile !== before.hideProfile) changes.settings = { hideProfile: values.hideProfile };
  return changes;
}

export const hasChanges = (changes: ProfileChanges) => Object.keys(changes).length > 0;

/** The profile after a save the server did not describe: the changes applied to what was shown. */
export function applyChanges(user: User, changes: ProfileChanges): User {
  const record = user as Record<string, unknown>;
  const information = { ...(record.information as object | undefined), ...changes.information };
  for (const [key, value] of Object.entries(information)) {
    if (value === '') delete (information as Record<string, unknown>)[key];
  }
  const settings = changes.settings
    ? { ...(record.settings as object | undefined), ...changes.settings }
    : record.settings;
  return { ...user, information, ...(settings === undefined ? {} : { settings }) } as User;
}

// ---------------------------------------------------------------------------------------------------------
// Sync with the chat platform

/** How long until the next sync is allowed (0 when it is allowed now). */
export function syncWaitMs(nextSyncAllowed: number | null | undefined, now: number): number {
  if (typeof nextSyncAllowed !== 'number' || !Number.isFinite(nextSyncAllowed)) return 0;
  return Math.max(0, nextSyncAllowed - now);
}

/** "45 minutes", "1 minute", "less than a minute" (whole seconds, rounded up to the minute). */
export function formatWait(ms: number): string {
  if (ms <= 0) return 'no time';
  const minutes = Math.ceil(Math.floor(ms / 1000) / 60);
  if (ms < MINUTE) return 'less than a minute';
  return plural(minutes, 'minute');
}
