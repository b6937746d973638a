/**
 * The staff's appeal queue (docs/product/recruitment-and-appeals.md#appeals-for-staff-built): the read its URL
 * search makes, and the votes. The search itself is in ./queue-search: the route file imports that schema, so it
 * ships with every page's start-up code, and this module stays with the staff pages' code.
 */
import { type Appeal, AppealType, type AppealTypeValue } from '@lib/schemas/appeal';
import type { AppealQueueSearch, QueueType, QueueView } from './queue-search';

/**
 * APPEAL_MIN_VOTE_COUNT: accept or deny votes that decide an appeal
 * (docs/product/recruitment-and-appeals.md#appeals-the-server).
 */
export const VOTES_TO_DECIDE = 3;

export {
  type AppealQueueSearch,
  appealQueueSearchSchema,
  QUEUE_TYPES,
  QUEUE_VIEWS,
  type QueueType,
  type QueueView,
} from './queue-search';

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
