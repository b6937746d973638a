/**
 * The profile fields a user edits (docs/product/profiles-and-users.md#editing-a-profile), shared by the edit
 * page and the fake backend: the pronoun choices (the server's `USER_PRONOUNS`) and the length limits (not
 * shown for the server: designed here).
 */
import { HOUR } from './time';

/** The server's pronoun choices, in its order. */
export const USER_PRONOUNS = [
  'He/Him',
  'She/Her',
  'They/Them',
  'It/Its',
  'Il/lui',
  'Ze/Zir',
  'Neopronouns',
  'Any',
  'Ask me',
] as const;
export type Pronoun = (typeof USER_PRONOUNS)[number];

/** At most this many pronoun choices. */
export const PRONOUNS_MAX = 3;
export const BIOGRAPHY_MAX_LENGTH = 1000;
export const FAV_FOOD_MAX_LENGTH = 100;
export const TIMEZONE_MAX_LENGTH = 64;

export const isPronoun = (value: unknown): value is Pronoun =>
  typeof value === 'string' && (USER_PRONOUNS as readonly string[]).includes(value);

/** The sync with the chat platform may run once an hour (the server's cooldown). */
export const SYNC_COOLDOWN_MS = HOUR;
