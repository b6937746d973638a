/**
 * The staff's appeal queue (docs/product/recruitment-and-appeals.md#appeals-for-staff-built): its URL search and
 * the read it makes, and the votes. Apart from the rest: the route file imports the schema, so this module ships
 * with every page.
 */
import { type Appeal, AppealType, type AppealTypeValue } from '@lib/schemas/appeal';
import { optionalParam } from '@lib/search-params';
import * as z from 'zod/mini';

/** APPEAL_MIN_VOTE_COUNT: accept or deny votes that decide an appeal (contract §3.5). */
export const VOTES_TO_DECIDE = 3;

export const QUEUE_VIEWS = ['queue', 'accepted', 'denied'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const QUEUE_TYPES = ['discord-ban', 'user-blacklist', 'server-blacklist'] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

export const appealQueueSearchSchema = z.object({
  view: optionalParam(z.enum(QUEUE_VIEWS)),
  type: optionalParam(z.enum(QUEUE_TYPES)),
});
export type AppealQueueSearch = z.infer<typeof appealQueueSearchSchema>;

const VIEW_STATUSES: Record<QueueView, string> = { queue: '0,1', accepted: '2', denied: '3' };
const TYPE_NUMBERS: Record<QueueType, AppealTypeValue> = {
  'discord-ban': AppealType.DISCORD_BAN,
  'user-blacklist': AppealType.USER_BLACKLIST,
  'server-blacklist': AppealType.SERVER_BLACKLIST,
};

/** The queue read's input for a search: the queue (pending and on hold) unless told otherwise. */
export const queueInputOf = (search: AppealQueueSearch) => ({
  status: VIEW_STATUSES[search.view ?? 'queue'],
  ...(search.type ? { type: TYPE_NUMBERS[search.type] } : {}),
});

export interface VoteTally {
  accept: number;
  deny: number;
}

/** The votes so far, counted. */
export function tallyOf(votes: Appeal['votes']): VoteTally {
  const accept = votes.filter((v) => v.upvoted === true).length;
  return { accept, deny: votes.filter((v) => v.upvoted === false).length };
}

/** The vote form's rules: a choice; the reason (the vote's note) is optional. */
export interface VoteFormValues {
  vote: '' | 'upvote' | 'downvote';
  reason: string;
}

export const voteRules = {
  vote: (value: string) => (value ? null : 'Choose accept or deny'),
  reason: (value: string) => (value.trim().length > 1000 ? 'Keep the reason under 1,000 characters' : null),
};
