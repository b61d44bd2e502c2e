import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobRoutes, type EnhanceRequest, type EnhancementJob, type JobCreationResponse } from '../contract/index';
import { useApiClient } from '../provider/index';
import { jobListQuery } from '../shared/jobQueries';
import { billingKeys, dashboardKeys, jobKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { JOB_LIST_REFRESH_MS, RECENT_JOBS_LIMIT } from './schedule';

export interface UseEnhancementJobsOptions {
  companyId: string;
  /** Jobs a page; default 20 (spec part 2 §9). */
  limit?: number;
  /** Set false to read no list (e.g. a screen that only starts jobs); default true. */
  list?: boolean;
}

/**
 * A company's enhancement jobs — spec part 2 §7.1: the recent jobs (newest first, read again every 30 s),
 * starting an enhancement of a raw product, cancelling a queued or running job (its credits are refunded)
 * and re-running a failed one. A start, cancel or re-run refreshes the list and the balance poll (credits
 * were reserved or refunded). Errors are the client's ApiError: `isInsufficientCredits` (402),
 * `isSpendingLimitExceeded` (429) and `isAccountSuspended` (403) tell the billing refusals apart.
 */
export function useEnhancementJobs({ companyId, limit = RECENT_JOBS_LIMIT, list = true }: UseEnhancementJobsOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = { limit, offset: 0 };
  const jobs = useQuery({
    ...jobListQuery(client, companyId, query),
    enabled: list,
    refetchInterval: JOB_LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  useReportFailure(jobs.error, 'Enhancement jobs');
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: jobKeys.all(companyId) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.poll(companyId) });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats(companyId) });
  };
  const start = useMutation({
    mutationFn: ({ rawProductId, ...body }: EnhanceRequest & { rawProductId: string }) =>
      client.request(jobRoutes.enhanceRawProduct, { params: { companyId, rawProductId }, body }),
    onSuccess: changed,
  });
  const cancel = useMutation({
    mutationFn: (jobId: string) => client.request(jobRoutes.cancelEnhancementJob, { params: { companyId, jobId } }),
    onSuccess: changed,
  });
  const rerun = useMutation({
    mutationFn: (jobId: string) => client.request(jobRoutes.rerunEnhancementJob, { params: { companyId, jobId } }),
    onSuccess: changed,
  });
  return {
    status: jobs.status,
    jobs: (jobs.data?.jobs ?? []) as EnhancementJob[],
    total: jobs.data?.total ?? 0,
    error: jobs.error,
    refresh: () => jobs.refetch(),
    /** Starts an enhancement; resolves with the creation answer (skipped when the product exists, without force). */
    start: (rawProductId: string, body: EnhanceRequest = {}): Promise<JobCreationResponse> =>
      start.mutateAsync({ ...body, rawProductId }),
    starting: start.isPending,
    startError: start.error,
    cancel: (jobId: string) => cancel.mutateAsync(jobId),
    rerun: (jobId: string) => rerun.mutateAsync(jobId),
  };
}

/** What useEnhancementJobs returns. */
export type EnhancementJobsController = ReturnType<typeof useEnhancementJobs>;
