import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** GET /api/admin/dashboard-stats: the three counters and the latest audit-log entries. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiGet<Success<DashboardStats>>('/admin/dashboard-stats', { signal }).then((r) => r.data);
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'dashboard-stats'],
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
