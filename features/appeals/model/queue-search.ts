/**
 * The appeal queue's URL search (`?view=`, `?type=`). Kept apart from the rest of the model: the route file
 * imports the schema, so this module ships with every page's start-up code.
 */
import { optionalParam } from '@lib/search-params';
import * as z from 'zod/mini';

export const QUEUE_VIEWS = ['queue', 'accepted', 'denied'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const QUEUE_TYPES = ['discord-ban', 'user-blacklist', 'server-blacklist'] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

export const appealQueueSearchSchema = z.object({
  view: optionalParam(z.enum(QUEUE_VIEWS)),
  type: optionalParam(z.enum(QUEUE_TYPES)),
});
export type AppealQueueSearch = z.infer<typeof appealQueueSearchSchema>;
