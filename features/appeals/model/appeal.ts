/**
 * Appeals for the appellant (docs/product/recruitment-and-appeals.md#appeals-for-the-appellant-built): the types and
 * their words, the form's rules, its draft, the body the server reads, and what a decision means. Pure: no React, no
 * network.
 */
import { type Appeal, AppealType, type AppealTypeValue } from '@lib/schemas/appeal';
import { isSnowflake } from '@lib/snowflake';
import * as z from 'zod/mini';

export { formatDate, formatDateTime } from '@lib/format';

/**
 * The longest appeal the page sends. Not shown: the server's limit is unknown (none in the core); 4,000
 * characters is the site's choice, long enough for any story.
 */
export const APPEAL_MAX_LENGTH = 4000;

export interface AppealTypeInfo {
  value: AppealTypeValue;
  label: string;
  description: string;
}

export const APPEAL_TYPES: readonly AppealTypeInfo[] = [
  {
    value: AppealType.DISCORD_BAN,
    label: 'Ban from our Discord server',
    description: 'You were banned from the Virtual Diner community server.',
  },
  {
    value: AppealType.USER_BLACKLIST,
    label: 'User blacklist',
    description: 'You can no longer use the bot.',
  },
  {
    value: AppealType.SERVER_BLACKLIST,
    label: 'Server blacklist',
    description: 'A server you own can no longer use the bot. Only its owner may appeal.',
  },
];

/** The type's label; 'Unknown appeal type' for anything the site does not know. */
export function appealTypeLabel(type: unknown): string {
  return APPEAL_TYPES.find((t) => t.value === type)?.label ?? 'Unknown appeal type';
}

/** What the form holds: the type as text (the radio's value), the server's id, the appeal. */
export interface AppealFormValues {
  type: '' | '1' | '2' | '3';
  serverID: string;
  userAppeal: string;
}

export const EMPTY_APPEAL: AppealFormValues = { type: '', serverID: '', userAppeal: '' };

/** Mantine form rules: a type, a server id (17–19 digits) for server blacklists, and the appeal. */
export const appealRules = {
  type: (value: string) => (value ? null : 'Choose what you are appealing'),
  serverID: (value: string, values: AppealFormValues) =>
    values.type !== '3' || isSnowflake(value.trim()) ? null : 'Enter the server’s ID: 17 to 19 digits',
  userAppeal: (value: string) => {
    const length = value.trim().length;
    if (length === 0) return 'Write your appeal';
    if (length > APPEAL_MAX_LENGTH) return `Your appeal is ${length - APPEAL_MAX_LENGTH} characters too long`;
    return null;
  },
};

/** The body of `POST /api/client/appeal`: the type as a number (the server compares strictly). */
export function appealBody(values: AppealFormValues): {
  type: number;
  userAppeal: string;
  serverID?: string;
} {
  const type = Number(values.type);
  return {
    type,
    userAppeal: values.userAppeal.trim(),
    ...(type === AppealType.SERVER_BLACKLIST ? { serverID: values.serverID.trim() } : {}),
  };
}

/** The localStorage key of a user's appeal draft. */
export const appealDraftKey = (userId: string) => `vd-appeal-draft:${userId}`;

const draftSchema = z.object({
  type: z.catch(z.enum(['', '1', '2', '3']), ''),
  serverID: z.catch(z.string(), ''),
  userAppeal: z.catch(z.string(), ''),
});

/** A stored draft's values; junk gives the empty form. */
export function parseAppealDraft(raw: string | null): AppealFormValues {
  if (!raw) return EMPTY_APPEAL;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_APPEAL;
  } catch {
    return EMPTY_APPEAL;
  }
}

/** What the appeal's status means for the appellant. */
export function outcomeOf(appeal: Pick<Appeal, 'status' | 'type'>): { title: string; text: string } {
  const punishment =
    appeal.type === AppealType.DISCORD_BAN
      ? 'your ban from our Discord server'
      : appeal.type === AppealType.SERVER_BLACKLIST
        ? 'the server’s blacklist'
        : 'your blacklist';
  switch (appeal.status) {
    case 0:
      return {
        title: 'Waiting for a decision',
        text: 'Staff vote on every appeal. You will see the outcome here.',
      };
    case 1:
      return { title: 'On hold', text: 'Staff put your appeal aside for now and will come back to it.' };
    case 2:
      return { title: 'Accepted', text: `Your appeal was accepted: ${punishment} is lifted.` };
    case 3:
      return {
        title: 'Denied',
        text: `Your appeal was denied: ${punishment} stays. You may appeal again with a new appeal.`,
      };
    default:
      return { title: 'Unknown', text: 'This appeal’s status is one this site does not know.' };
  }
}
