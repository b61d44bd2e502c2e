import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNotFound } from '../client/index';
import {
  type ActivityItem,
  type DashboardStats,
  dashboardRoutes,
  EMPTY_DASHBOARD_STATS,
  type EnhancementJob,
  type JobListFilter,
  type JobStatusCounts,
} from '../contract/index';
import { dashboardMessages, useTexts } from '../messages/index';
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
  /**
   * The job list's tab and zero-based page, when the host keeps them (e.g. in the address); without it the hook
   * keeps its own, starting at `defaultJobView`.
   */
  jobView?: DashboardJobView;
  /** The job list's tab and page shown first when the hook keeps its own; default all, page 0. */
  defaultJobView?: DashboardJobView;
  /** Told of each change of tab or page (a tab change goes back to page 0). */
  onJobViewChange?: (view: DashboardJobView) => void;
}

/** Which tab of the job list is shown, and which page of it (zero-based). */
export interface DashboardJobView {
  filter: JobListFilter;
  page: number;
}

const FIRST_VIEW: DashboardJobView = { filter: 'all', page: 0 };

/**
 * A company's dashboard — spec part 2 §2.6, §4.3, §7.1, §8.2: the stats (a 404 reads as empty stats), the
 * enhancement jobs (20 a page, newest first, in tabs by status with their counts, so a failed job stays within
 * reach however many newer jobs a bulk run adds) and the activity feed, all read again every 30 s and on `refresh()`, and when
 * they were last updated. A failed load is logged and leaves an empty list (§8.2); the stats' failure is
 * the hook's `error`.
 */
export function useDashboard({
  companyId,
  jobsLimit = DASHBOARD_JOBS_LIMIT,
  activityLimit = DASHBOARD_ACTIVITY_LIMIT,
  refreshIntervalMs = DASHBOARD_REFRESH_MS,
  jobView: hostView,
  defaultJobView = FIRST_VIEW,
  onJobViewChange,
}: UseDashboardOptions) {
  const client = useApiClient();
  const m = useTexts('dashboard', dashboardMessages);
  const [ownView, setOwnView] = useState(defaultJobView);
  const view = hostView ?? ownView;
  const setView = useCallback(
    (next: DashboardJobView) => {
      const clean = { filter: next.filter, page: Math.max(0, Math.floor(next.page)) };
      setOwnView(clean);
      onJobViewChange?.(clean);
    },
    [onJobViewChange],
  );
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
    ...jobListQuery(
      client,
      companyId,
      // The default tab asks as the dashboard always did (one cache entry with the jobs hook's recent list).
      view.filter === 'all'
        ? { limit: jobsLimit, offset: view.page * jobsLimit }
        : { limit: jobsLimit, offset: view.page * jobsLimit, status: view.filter },
    ),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  const jobsTotal = jobs.data?.total ?? 0;
  const jobsShown = jobs.data?.jobs.length ?? 0;
  // A tab shrinks as its jobs move on (a re-run failed job leaves Failed): stay on a page that still has jobs.
  const lastJobsPage = Math.max(0, Math.ceil(jobsTotal / jobsLimit) - 1);
  useEffect(() => {
    if (jobs.isSuccess && !jobs.isPlaceholderData && view.page > lastJobsPage)
      setView({ filter: view.filter, page: lastJobsPage });
  }, [jobs.isSuccess, jobs.isPlaceholderData, view.filter, view.page, lastJobsPage, setView]);
  // The tab and page the rows shown belong to (the previous ones while the next page loads).
  const loaded = useRef<DashboardJobView>(view);
  if (jobs.data && !jobs.isPlaceholderData) loaded.current = view;
  const shown = jobs.isPlaceholderData ? loaded.current : view;
  const first = jobsShown === 0 ? 0 : shown.page * jobsLimit + 1;
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
    /** The job list's tab and page asked for. */
    jobView: view,
    /** Shows another tab of the job list, from its first page. */
    setJobFilter: (filter: JobListFilter) => setView({ filter, page: 0 }),
    /** How many jobs each tab holds (null before the first answer, or from a server that does not count). */
    jobCounts: (jobs.data?.status_counts ?? null) as JobStatusCounts | null,
    /** The job list's paging: 'Showing 21-40 of 53 jobs', Previous and Next within the tab. */
    jobPages: {
      status: jobs.status,
      total: jobsTotal,
      summary: m.jobsShowing(first, first === 0 ? 0 : first + jobsShown - 1, jobsTotal),
      canPrevious: shown.page > 0,
      canNext: (shown.page + 1) * jobsLimit < jobsTotal,
      previousPage: () => setView({ filter: view.filter, page: shown.page - 1 }),
      nextPage: () => setView({ filter: view.filter, page: shown.page + 1 }),
      isPlaceholderData: jobs.isPlaceholderData,
    },
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
