/** The statistics reads and the one action. */
import { cached, useAction } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import type { ManagementStatistics } from '@lib/schemas/statistics';
import { allStatisticsEndpoint, deleteStatisticsEndpoint, statisticsOfEndpoint } from './api';
import { managerName } from './model';

/** Every manager's statistics, loaded once and reused (docs/architecture.md#caching). */
export function useAllStatistics() {
  return useEndpoint(allStatisticsEndpoint, undefined, loadOnce);
}

export function useStatisticsOf(userId: string | null) {
  return useEndpoint(statisticsOfEndpoint, userId ? { userId } : null);
}

/** Deletes one manager's statistics: they leave the cached list. */
export function useDeleteStatistics(onDeleted: () => void) {
  return useAction((stats: ManagementStatistics) => deleteStatisticsEndpoint.call({ userId: stats._id }), {
    cache: (_, stats) => [
      cached.update(allStatisticsEndpoint, undefined, (data) => ({
        ...data,
        statistics: data.statistics.filter((s) => s._id !== stats._id),
      })),
      cached.drop(statisticsOfEndpoint, { userId: stats._id }),
    ],
    onSuccess: onDeleted,
    success: (_, stats) => `Deleted the statistics of ${managerName(stats)}`,
  });
}
