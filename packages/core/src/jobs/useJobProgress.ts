import { useQuery } from '@tanstack/react-query';
import { realtimeRoutes, type JobProgress } from '../contract/index';
import { useApiClient } from '../provider/index';
import { jobKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { isFinalJobStatus, jobProgressInterval } from './schedule';

export interface UseJobProgressOptions {
  /** The job to follow; nothing is asked while null. */
  jobId: string | null | undefined;
}

/**
 * One job's progress from GET /realtime/job/{jobId}/progress (spec part 3 §7), polled every second for 30
 * polls, every 2 s up to 60, then every 5 s, and no more once the job is completed, failed or cancelled.
 * Failures are only logged (part 3 §8).
 */
export function useJobProgress({ jobId }: UseJobProgressOptions) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: jobKeys.progress(jobId ?? ''),
    queryFn: async ({ signal }): Promise<JobProgress> => {
      return (await client.request(realtimeRoutes.getJobProgress, { params: { jobId: jobId! }, signal })).data;
    },
    enabled: !!jobId,
    // dataUpdateCount: the answers received so far, i.e. the polls made.
    refetchInterval: (q) => jobProgressInterval(q.state.dataUpdateCount, q.state.data?.status ?? null),
  });
  useReportFailure(query.error, 'Job progress poll');
  const progress = query.data ?? null;
  return {
    status: query.status,
    progress,
    /** True once the job is completed, failed or cancelled (polling has stopped). */
    done: progress !== null && isFinalJobStatus(progress.status),
  };
}
