/**
 * Seeded management statistics (docs/api/entities.md#money-and-statistics): a month of activity for the managers.
 * Times are spread over the last 30 days by a seeded random source, so they are the same on every reset.
 */
import { USER_IDS } from './cast';
import { seededRandom } from './ids';
import { PERSONAS } from './personas';
import type { ManagementStatisticsDoc } from './types';

const DAY = 86_400_000;

/** `count` times within the last 30 days, newest first. */
function times(random: () => number, now: number, count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(now - random() * 30 * DAY)).sort((a, b) => b - a);
}

const COUNTS: [string, [number, number, number, number, number]][] = [
  // appealsUpvoted, blacklists, backlogs (never written by the server), warnings, applications
  [PERSONAS.manager.userId, [14, 3, 0, 9, 22]],
  [PERSONAS.admin.userId, [6, 1, 0, 4, 11]],
  [USER_IDS.greta, [21, 5, 0, 12, 8]],
  [USER_IDS.priya, [3, 0, 0, 2, 17]],
];

export function seedManagementStatistics(now: number): ManagementStatisticsDoc[] {
  const random = seededRandom('management-statistics');
  return COUNTS.map(([userId, [appeals, blacklists, backlogs, warnings, applications]]) => ({
    _id: userId,
    appealsUpvoted: times(random, now, appeals),
    blacklists: times(random, now, blacklists),
    backlogs: times(random, now, backlogs),
    warnings: times(random, now, warnings),
    applications: times(random, now, applications),
  }));
}
