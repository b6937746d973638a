/**
 * Management statistics rules (docs/product/administration.md#management-statistics): one document per manager,
 * read with its user summary; entries whose user is gone are dropped (as in the core).
 */
import { db } from '../db';
import { errors } from '../http/respond';
import { holds } from '../session/rules';
import type { ManagementStatisticsDoc, UserDoc } from '../types';
import { toUserSummary } from '../views';

const view = (doc: ManagementStatisticsDoc, user: UserDoc) => ({
  ...structuredClone(doc),
  user: toUserSummary(user),
});

/** Every manager's statistics whose user still exists. Not shown: the order (the mock keeps storage order). */
export function listStatistics() {
  return db.managementStatistics.all().flatMap((doc) => {
    const user = db.users.get(doc._id);
    return user ? [view(doc, user)] : [];
  });
}

/**
 * One manager's statistics, or null. Not shown, designed: your own need VIEW_MANAGEMENT_STATISTICS, anyone
 * else's MANAGE_MANAGEMENT_STATISTICS.
 */
export function statisticsOf(caller: UserDoc, userId: string) {
  if (userId !== caller._id && !holds(caller, 'MANAGE_MANAGEMENT_STATISTICS'))
    throw errors.missingPermissions();
  const doc = db.managementStatistics.get(userId);
  const user = db.users.get(userId);
  return doc && user ? view(doc, user) : null;
}

/** Deletes one manager's statistics (no error when there are none, as in the core). */
export function deleteStatistics(userId: string): void {
  db.managementStatistics.delete(userId);
}
