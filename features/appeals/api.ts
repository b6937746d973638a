/** Appeal endpoints for the appellant (docs/api/endpoints.md#appeals): create, mine, one. */
import { defineEndpoint } from '@lib/endpoint';
import { appealSchema } from '@lib/schemas/appeal';
import { lenientArray } from '@lib/schemas/common';
import * as z from 'zod/mini';

/** `{ type, userAppeal, serverID? }` → `{ appeal }` (optional: the page refetches without it). */
export const createAppealEndpoint = defineEndpoint({
  name: 'appeals.create',
  method: 'POST',
  path: (_: { type: number; userAppeal: string; serverID?: string }) => '/api/client/appeal',
  body: (input) => input,
  response: z.looseObject({ appeal: z.catch(z.optional(appealSchema), undefined) }),
});

/** `{ appeals }`: the user's 10 newest. */
export const userAppealsEndpoint = defineEndpoint({
  name: 'appeals.mine',
  method: 'GET',
  path: ({ userId }: { userId: string }) => `/api/client/appeal/${encodeURIComponent(userId)}/appeals`,
  response: z.object({ appeals: lenientArray(appealSchema) }),
});

/** `{ appeal }`; null (the core's "no result") reads as no such appeal. */
export const appealEndpoint = defineEndpoint({
  name: 'appeals.one',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/appeal/${encodeURIComponent(id)}`,
  response: z.object({ appeal: z.catch(z.nullable(appealSchema), null) }),
});

/** The staff queue's filter (the fake backend's; the real `?filter` is not shown). */
export interface AppealQueueInput {
  /** Comma-separated statuses: '0,1' (pending and on hold: the queue), '2', '3'. */
  status: string;
  type?: number;
}

/** `{ appeals }`, newest first; at most 50 (`limit`, the fake backend's; the core's default is 10). */
export const appealQueueEndpoint = defineEndpoint({
  name: 'appeals.queue',
  method: 'GET',
  path: (_: AppealQueueInput) => '/api/client/appeal/admin/appeals',
  query: ({ status, type }) => ({ status, type, limit: 50 }),
  response: z.object({ appeals: lenientArray(appealSchema) }),
});

/** `{ vote: 'upvote' | 'downvote', reason, force }` → `{ completed }` (true once the appeal is decided). */
export const voteAppealEndpoint = defineEndpoint({
  name: 'appeals.vote',
  method: 'POST',
  path: ({ id }: { id: string; vote: 'upvote' | 'downvote'; reason: string; force: boolean }) =>
    `/api/client/appeal/${encodeURIComponent(id)}/vote`,
  body: ({ vote, reason, force }) => ({ vote, reason, force }),
  response: z.looseObject({ completed: z.catch(z.boolean(), false) }),
});
