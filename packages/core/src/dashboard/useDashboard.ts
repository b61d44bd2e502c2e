import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isNotFound } from '../client/index';
import {
  type ActivityItem,
  type DashboardStats,
  dashboardRoutes,
  EMPTY_DASHBOARD_STATS,
  type EnhancementJob,
} from '../contract/index';
import { useApiClient } from '../provider/index';
import { jobListQuery } from '../shared/jobQueries';
import { dashboardKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_JOBS_LIMIT, DASHBOARD_REFRESH_MS } from './constants';

export interface UseDashboardOptions {
  companyId: string;
  /** Recent jobs listed; default 20 (spec part 2 §9). */
  jobsLimit?: number;
  /** Activity items listed; default 20 (spec part 2 §7.1). */
  activityLimit?: number;
  /** Time between automatic refreshes; default 30 000 ms (spec part 2 §4.3). false: only on refresh(). */
  refreshIntervalMs?: number | false;
}

/**
 * A company's dashboard — spec part 2 §2.6, §4.3, §7.1, §8.2: the stats (a 404 reads as empty stats), the
 * recent enhancement jobs and the activity feed, all read again every 30 s and on `refresh()`, and when
 * they were last updated. A failed load is logged and leaves an empty list (§8.2); the stats' failure is
 * the hook's `error`.
 */
export function useDashboard({
  companyId,
  jobsLimit = DASHBOARD_JOBS_LIMIT,
  activityLimit = DASHBOARD_ACTIVITY_LIMIT,
  refreshIntervalMs = DASHBOARD_REFRESH_MS,
}: UseDashboardOptions) {
  const client = useApiClient();
  const refetchInterval = refreshIntervalMs;
  const stats = useQuery({
    queryKey: dashboardKeys.stats(companyId),
    queryFn: async ({ signal }): Promise<DashboardStats> => {
      try {
        return await client.request(dashboardRoutes.getDashboardStats, { params: { companyId }, signal });
      } catch (error) {
        if (isNotFound(error)) return EMPTY_DASHBOARD_STATS;
        throw error;
      }
    },
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  const jobs = useQuery({
    ...jobListQuery(client, companyId, { limit: jobsLimit, offset: 0 }),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  const activity = useQuery({
    queryKey: dashboardKeys.activity(companyId, activityLimit),
    queryFn: async ({ signal }) =>
      client.request(dashboardRoutes.getDashboardActivity, {
        params: { companyId },
        query: { limit: activityLimit },
        signal,
      }),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  useReportFailure(stats.error, 'Dashboard stats');
  useReportFailure(jobs.error, 'Enhancement jobs');
  useReportFailure(activity.error, 'Dashboard activity');
  const updatedAt = Math.max(stats.dataUpdatedAt, jobs.dataUpdatedAt, activity.dataUpdatedAt);
  return {
    status: stats.status,
    stats: stats.data ?? null,
    error: stats.error,
    jobs: (jobs.data?.jobs ?? []) as EnhancementJob[],
    jobsStatus: jobs.status,
    activity: (activity.data?.activity ?? []) as ActivityItem[],
    activityStatus: activity.status,
    /** When the dashboard last received an answer; null before the first. */
    lastUpdated: updatedAt > 0 ? new Date(updatedAt) : null,
    /** True while any of its calls is under way (e.g. after Refresh). */
    refreshing: stats.isFetching || jobs.isFetching || activity.isFetching,
    /** Reads the stats, the jobs and the activity again (the Refresh button). */
    refresh: async () => {
      await Promise.all([stats.refetch(), jobs.refetch(), activity.refetch()]);
    },
  };
}

/** What useDashboard returns. */
export type DashboardController = ReturnType<typeof useDashboard>;
