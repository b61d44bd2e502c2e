// The recent-jobs query both the jobs hook and the dashboard read (one cache entry) — spec part 2 §7.1.
import type { ApiClient } from '../client/index';
import { type JobListFilter, jobRoutes } from '../contract/index';
import { jobKeys } from './queryKeys';

/** Query options of a company's jobs page, newest first (of one tab when status is given). */
export function jobListQuery(
  client: ApiClient,
  companyId: string,
  query: { limit: number; offset: number; status?: JobListFilter },
) {
  return {
    queryKey: jobKeys.list(companyId, query),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      client.request(jobRoutes.listEnhancementJobs, { params: { companyId }, query, signal }),
  };
}
