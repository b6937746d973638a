/**
 * The leaderboard (docs/api/endpoints.md#leaderboard-and-team-page, docs/product/leaderboard-and-team.md): the staff who
 * handle orders, ranked by this week's orders. The server's read (getLeaderboard) in one place.
 */
import { PERMISSIONS } from '@lib/permissions';
import { db } from '../db';
import { ranksOf } from '../ranks/rules';
import type { UserDoc } from '../types';

/** Whether one of the user's ranks carries MANAGE_ORDERS: the server's filter, on the ranks, not on the user. */
export function handlesOrders(user: Pick<UserDoc, 'ranks'>): boolean {
  return ranksOf(user).some((rank) => (rank.permissions & PERMISSIONS.MANAGE_ORDERS) !== 0);
}

/**
 * Who is on the leaderboard: a rank with MANAGE_ORDERS and at least one order this week, most weekly orders first.
 * No limit, like the server's default. Not shown: the order of equal counts (we keep the stored order, which the
 * sort leaves as it is) and when `weeklyOrders` goes back to 0 (the fake backend never resets it).
 */
export function leaderboard(): UserDoc[] {
  return db.users
    .all()
    .filter((user) => user.statistics.orders.weeklyOrders > 0 && handlesOrders(user))
    .sort((a, b) => b.statistics.orders.weeklyOrders - a.statistics.orders.weeklyOrders);
}
