/** Management statistics endpoints (docs/product/administration.md#management-statistics). */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';
import { statisticsListResponse, statisticsOneResponse } from '@lib/schemas/statistics';

/** Every manager's statistics: loaded once and reused (docs/architecture.md#caching, "all-statistics"). */
export const allStatisticsEndpoint = defineEndpoint({
  name: 'statistics.all',
  method: 'GET',
  path: () => '/api/client/statistics/management',
  response: statisticsListResponse,
});

export const statisticsOfEndpoint = defineEndpoint({
  name: 'statistics.one',
  method: 'GET',
  path: ({ userId }: { userId: string }) => `/api/client/statistics/management/${encodeURIComponent(userId)}`,
  response: statisticsOneResponse,
});

export const deleteStatisticsEndpoint = defineEndpoint({
  name: 'statistics.delete',
  method: 'DELETE',
  path: ({ userId }: { userId: string }) => `/api/client/statistics/management/${encodeURIComponent(userId)}`,
  response: anyBody,
});
