import { useQuery } from '@tanstack/react-query';
import { realtimeRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { useReportFailure } from '../shared/reportFailure';
import { BALANCE_POLL_INTERVAL_MS } from './polling';

export interface UseCompanyBalanceOptions {
  /** The company whose balance is read; nothing is asked while it is null or undefined. */
  companyId: string | null | undefined;
  /** Polling interval in ms; default BALANCE_POLL_INTERVAL_MS (15 s). */
  intervalMs?: number;
  /** Set false for the super-admin, who sees no balance (spec part 3 §2, §6); default true. */
  enabled?: boolean;
}

/**
 * The header's credit balance and suspension flag from GET /realtime/billing/{companyId} (spec part 3 §7
 * 'billing balance by company (data.current_balance, account_suspended)'), polled every 15 s. Failures are
 * only logged (part 3 §8); `balance` stays null until an answer arrives.
 */
export function useCompanyBalance({
  companyId,
  intervalMs = BALANCE_POLL_INTERVAL_MS,
  enabled = true,
}: UseCompanyBalanceOptions) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['curate', 'company-balance', companyId],
    queryFn: async ({ signal }) => {
      const answer = await client.request(realtimeRoutes.getBillingPoll, { params: { companyId: companyId! }, signal });
      return answer.data;
    },
    enabled: enabled && !!companyId,
    refetchInterval: intervalMs,
    retry: false,
  });
  useReportFailure(query.error, 'Balance poll');
  return {
    status: query.status,
    balance: query.data?.current_balance ?? null,
    suspended: query.data?.account_suspended ?? false,
    error: query.error,
    refetch: query.refetch,
  };
}
