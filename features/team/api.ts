/**
 * The team page's endpoint (docs/api/endpoints.md#leaderboard-and-team-page): `GET /api/client/users/team`, the ranks
 * shown on `/team` with their members. Not the caller's own team (`user.team`): docs/api/endpoints.md says why.
 */
import { defineEndpoint, prefetchOnce } from '@lib/endpoint';
import { lenientArray } from '@lib/schemas/common';
import { rankSchema } from '@lib/schemas/rank';
import { userSummarySchema } from '@lib/schemas/user';
import * as z from 'zod/mini';

/**
 * A rank with its `users` (summaries). Liberal like every rank: a missing or broken `users` is an empty list and a
 * broken member is dropped; only a rank without an id fails (and is dropped from the list).
 */
const teamRankSchema = z.pipe(
  z.looseObject({ users: lenientArray(userSummarySchema) }),
  z.transform((value, ctx) => {
    const rank = rankSchema.safeParse(value);
    if (!rank.success) {
      ctx.issues.push({ code: 'custom', message: 'not a rank', input: value });
      return z.NEVER;
    }
    return { ...rank.data, users: value.users };
  }),
);
export type TeamRank = z.infer<typeof teamRankSchema>;

/** `{ team: ranks }`; bad ranks are dropped, a body without the list is unreadable. */
const teamResponse = z.object({ team: lenientArray(teamRankSchema) });

export const teamPageEndpoint = defineEndpoint({
  name: 'users.team',
  method: 'GET',
  path: () => '/api/client/users/team',
  response: teamResponse,
});

/**
 * Starts the team page's read while the page's code loads, the first time in this tab (the route's loader,
 * docs/architecture.md#endpoints).
 */
export function prefetchTeamPage(): void {
  prefetchOnce(teamPageEndpoint, undefined);
}
