import * as z from 'zod/mini';
import { lenientArray } from './common';
import { userSummarySchema } from './user';

/** The five counters, in the order pages show them (docs/api/entities.md#money-and-statistics). */
export const STATISTIC_KEYS = [
  'applications',
  'appealsUpvoted',
  'warnings',
  'blacklists',
  'backlogs',
] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];

const times = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((items: unknown[]) =>
    items.filter((t): t is number => typeof t === 'number' && Number.isFinite(t)),
  ),
);

/** One manager's statistics: `_id` is the user id (there is no `id`); a missing list reads as empty. */
export const managementStatisticsSchema = z.looseObject({
  _id: z.string(),
  user: z.catch(z.nullish(userSummarySchema), null),
  applications: times,
  appealsUpvoted: times,
  warnings: times,
  blacklists: times,
  backlogs: times,
});
export type ManagementStatistics = z.infer<typeof managementStatisticsSchema>;

export const statisticsListResponse = z.object({ statistics: lenientArray(managementStatisticsSchema) });
export const statisticsOneResponse = z.object({
  statistics: z.catch(z.nullable(managementStatisticsSchema), null),
});
