/**
 * The leaderboard's endpoint (docs/api/endpoints.md#leaderboard-and-team-page): `GET /api/client/orders/leaderboard`,
 * the staff who handled orders this week, most first.
 */
import { defineEndpoint, prefetchOnce } from '@lib/endpoint';
import { identified, lenientArray, optionalString } from '@lib/schemas/common';
import { rankSchema } from '@lib/schemas/rank';
import * as z from 'zod/mini';

/** A whole rank document, or a bare rank id (what every other user read sends): both are accepted. */
const rankOrId = z.union([rankSchema, z.string()]);

/**
 * A row: a user whose `ranks` are whole rank documents. Only what the page shows is read; `permissions` and `perks` are
 * raw stored values there and are never read. A missing weekly count is 0.
 */
const rowSchema = z.pipe(
  identified({
    username: z.catch(z.string(), 'Unknown user'),
    displayName: optionalString,
    discriminator: optionalString,
    avatar: optionalString,
    ranks: lenientArray(rankOrId),
    statistics: z.catch(
      z.optional(
        z.looseObject({
          orders: z.catch(z.optional(z.looseObject({ weeklyOrders: z.catch(z.number(), 0) })), undefined),
        }),
      ),
      undefined,
    ),
  }),
  z.transform(({ id, username, displayName, discriminator, avatar, ranks, statistics }) => ({
    id,
    username,
    displayName,
    discriminator,
    avatar,
    ranks,
    weeklyOrders: Math.max(0, statistics?.orders?.weeklyOrders ?? 0),
  })),
);
export type LeaderboardRow = z.infer<typeof rowSchema>;

/** `{ leaderboard: rows }`; bad rows are dropped, a body without the list is unreadable. */
const leaderboardResponse = z.object({ leaderboard: lenientArray(rowSchema) });

export const leaderboardEndpoint = defineEndpoint({
  name: 'orders.leaderboard',
  method: 'GET',
  path: () => '/api/client/orders/leaderboard',
  response: leaderboardResponse,
});

/**
 * Starts the leaderboard's read while the page's code loads, the first time in this tab (the route's loader,
 * docs/architecture.md#endpoints).
 */
export function prefetchLeaderboard(): void {
  prefetchOnce(leaderboardEndpoint, undefined);
}
