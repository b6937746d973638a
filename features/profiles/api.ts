/**
 * Profile endpoints (docs/api/endpoints.md#users, docs/product/profiles-and-users.md), one declaration each. The
 * profile itself is `userEndpoint` of `lib/users.ts`, shared with the other readers of a user.
 */
import { defineEndpoint } from '@lib/endpoint';
import type { Pronoun } from '@lib/profile-fields';
import { backlogEntrySchema } from '@lib/schemas/backlog';
import { lenientArray } from '@lib/schemas/common';
import { rankHistoryResponse } from '@lib/schemas/profile';
import { userSchema } from '@lib/schemas/user';
import * as z from 'zod/mini';

const userPath = (id: string, rest = '') => `/api/client/users/${encodeURIComponent(id)}${rest}`;

/**
 * `GET /api/client/users/{id}/rank-history` → `{ history }`, newest first. Loaded once per user
 * (docs/architecture.md#caching).
 */
export const rankHistoryEndpoint = defineEndpoint({
  name: 'users.rankHistory',
  method: 'GET',
  path: ({ id }: { id: string }) => userPath(id, '/rank-history'),
  response: rankHistoryResponse,
});

/** `GET /api/client/users/{id}/order-feedback` → `{ feedback }`: history entries carrying the customer's feedback. */
export const orderFeedbackEndpoint = defineEndpoint({
  name: 'users.orderFeedback',
  method: 'GET',
  path: ({ id }: { id: string }) => userPath(id, '/order-feedback'),
  response: z.object({ feedback: lenientArray(backlogEntrySchema) }),
});

/** The fields the edit page sends: only the changed ones. */
export interface ProfileChanges {
  information?: { biography?: string; favFood?: string; timezone?: string; pronouns?: Pronoun[] };
  settings?: { hideProfile?: boolean };
}

/**
 * `PATCH /api/client/users/{id}` with the edited fields → `{ user }` (the answer is not shown; a user is read if
 * sent).
 */
export const updateProfileEndpoint = defineEndpoint({
  name: 'users.update',
  method: 'PATCH',
  path: ({ id }: { id: string; changes: ProfileChanges }) => userPath(id),
  body: ({ changes }) => changes,
  response: z.looseObject({ user: z.catch(z.optional(userSchema), undefined) }),
});

/**
 * `PATCH /api/client/users/{id}/sync-with-discord` → `{ updated }`: the five keys, the last one the literal
 * dotted `"settings.nextSyncAllowed"`.
 */
export const syncWithDiscordEndpoint = defineEndpoint({
  name: 'users.sync',
  method: 'PATCH',
  path: ({ id }: { id: string }) => userPath(id, '/sync-with-discord'),
  response: z.looseObject({
    updated: z.catch(
      z.looseObject({
        username: z.optional(z.string()),
        displayName: z.nullish(z.string()),
        avatar: z.nullish(z.string()),
        lastUpdated: z.nullish(z.number()),
        'settings.nextSyncAllowed': z.nullish(z.number()),
      }),
      {},
    ),
  }),
});
