import { useQuery } from '@tanstack/react-query';
import { healthRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { HEALTH_POLL_INTERVAL_MS, toHealthStatus, type HealthStatus } from './healthStatus';

export interface UseHealthOptions {
  /** Polling interval in ms; defaults to HEALTH_POLL_INTERVAL_MS (30 s). */
  intervalMs?: number;
}

/** Polls GET /health and reports 'checking' | 'healthy' | 'unhealthy'. */
export function useHealth({ intervalMs = HEALTH_POLL_INTERVAL_MS }: UseHealthOptions = {}) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['curate', 'health'],
    queryFn: ({ signal }) => client.request(healthRoutes.getHealth, { signal }),
    refetchInterval: intervalMs,
    retry: false,
  });
  const status: HealthStatus = toHealthStatus({ data: query.data, isError: query.isError });
  /** When the last answer arrived (ms); each poll that answers moves it. */
  return { status, health: query.data, answeredAt: query.dataUpdatedAt, refetch: query.refetch };
}
