// The company's balance poll — spec part 3 §7 'Real-time' (GET /realtime/billing/{companyId}), §9 'Polling'.
// One query per company, shared by the workspace header (balance, 'ACCOUNT SUSPENDED' tag) and the billing
// dashboard, so the two always show the same figure; a change it sees refreshes the rest of the billing data.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { realtimeRoutes, type BillingPoll } from '../contract/index';
import { useApiClient } from '../provider/index';
import { billingKeys } from './queryKeys';
import { useReportFailure } from './reportFailure';

/** Header credit balance: polled at least every 15 s for non-super-admins (spec part 3 §9). */
export const BALANCE_POLL_INTERVAL_MS = 15_000;

/**
 * How often the billing data is polled — spec part 3 §9: every 1 s while jobs run; 2 s within 10 s of a
 * balance change, 5 s within 60 s, 15 s within 5 minutes, otherwise 30 s.
 */
export function billingPollInterval({
  activeJobs,
  msSinceChange,
}: {
  activeJobs: boolean;
  /** Milliseconds since the balance last changed; null when it has not changed since loading. */
  msSinceChange: number | null;
}): number {
  if (activeJobs) return 1_000;
  if (msSinceChange === null) return 30_000;
  if (msSinceChange < 10_000) return 2_000;
  if (msSinceChange < 60_000) return 5_000;
  if (msSinceChange < 5 * 60_000) return 15_000;
  return 30_000;
}

/** What the poll keeps in the cache: the answer and when the balance or the suspension last changed. */
export interface BalancePollState {
  poll: BillingPoll;
  /** Epoch ms of the last change seen since the poll started; null when nothing has changed. */
  changedAt: number | null;
}

export interface UseCompanyBalanceOptions {
  /** The company whose balance is read; nothing is asked while it is null or undefined. */
  companyId: string | null | undefined;
  /** The longest wait between two polls; default BALANCE_POLL_INTERVAL_MS (15 s, the header's). */
  maxIntervalMs?: number;
  /** Poll every second whatever the server says of running jobs (e.g. a screen that just started one). */
  activeJobs?: boolean;
  /** Set false for the super-admin, who sees no balance (spec part 3 §2, §6); default true. */
  enabled?: boolean;
  /** The clock, for tests; default Date.now. */
  now?: () => number;
}

/**
 * The company's credit balance and suspension flag from GET /realtime/billing/{companyId} (spec part 3 §7
 * 'billing balance by company (data.current_balance, account_suspended)'), on the §9 billing schedule (1 s
 * while the company's jobs run, faster just after a change) and never slower than `maxIntervalMs`. Every
 * user of the same company shares one query. When the balance or the suspension changes, the company's other
 * billing data (account, usage, transactions, notifications) is refreshed. Failures are only logged (part 3
 * §8); `balance` stays null until an answer arrives.
 */
export function useCompanyBalance({
  companyId,
  maxIntervalMs = BALANCE_POLL_INTERVAL_MS,
  activeJobs = false,
  enabled = true,
  now = Date.now,
}: UseCompanyBalanceOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = billingKeys.poll(companyId ?? '');
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<BalancePollState> => {
      const poll = (await client.request(realtimeRoutes.getBillingPoll, { params: { companyId: companyId! }, signal }))
        .data;
      const previous = queryClient.getQueryData<BalancePollState>(key);
      const changed =
        !!previous &&
        (previous.poll.current_balance !== poll.current_balance ||
          !!previous.poll.account_suspended !== !!poll.account_suspended);
      if (changed) {
        void queryClient.invalidateQueries({
          queryKey: billingKeys.all(companyId!),
          predicate: (q) => q.queryKey[4] !== 'poll',
        });
      }
      return { poll, changedAt: changed ? now() : (previous?.changedAt ?? null) };
    },
    enabled: enabled && !!companyId,
    refetchInterval: (q) => {
      const state = q.state.data;
      const interval = billingPollInterval({
        activeJobs: activeJobs || (state?.poll.active_jobs ?? 0) > 0,
        msSinceChange: state?.changedAt == null ? null : now() - state.changedAt,
      });
      return Math.min(interval, maxIntervalMs);
    },
    retry: false,
  });
  useReportFailure(query.error, 'Balance poll');
  const poll = query.data?.poll;
  return {
    status: query.status,
    balance: poll?.current_balance ?? null,
    suspended: poll?.account_suspended ?? false,
    /** Credits spent today and this month (UTC), as the spending limits count them; null until loaded. */
    dailySpent: poll?.daily_spent ?? null,
    monthlySpent: poll?.monthly_spent ?? null,
    error: query.error,
    refetch: query.refetch,
  };
}
