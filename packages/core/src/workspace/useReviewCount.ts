import { useQuery } from '@tanstack/react-query';
import { reviewRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { reviewCountKey } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { REVIEW_COUNT_POLL_INTERVAL_MS } from './polling';

export interface UseReviewCountOptions {
  /** The company whose pending products are counted; nothing is asked while it is null or undefined. */
  companyId: string | null | undefined;
  /** Polling interval in ms; default REVIEW_COUNT_POLL_INTERVAL_MS (60 s). */
  intervalMs?: number;
  /** Set false to stop asking; default true. */
  enabled?: boolean;
}

/**
 * The pending review count for the Review Queue tab badge: GET /review-queue with limit 1, reading `total`
 * (spec part 3 §7 'review queue by company (limit 1, reads total)'), polled every 60 s. Failures are only
 * logged and `count` stays null (or at the last known value), so nothing false is shown.
 */
export function useReviewCount({
  companyId,
  intervalMs = REVIEW_COUNT_POLL_INTERVAL_MS,
  enabled = true,
}: UseReviewCountOptions) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: reviewCountKey(companyId),
    queryFn: async ({ signal }) => {
      const page = await client.request(reviewRoutes.getReviewQueue, {
        params: { companyId: companyId! },
        query: { limit: 1, offset: 0, review_status: 'pending' },
        signal,
      });
      return page.total;
    },
    enabled: enabled && !!companyId,
    refetchInterval: intervalMs,
    retry: false,
  });
  useReportFailure(query.error, 'Review count poll');
  return { status: query.status, count: query.data ?? null, error: query.error, refetch: query.refetch };
}
