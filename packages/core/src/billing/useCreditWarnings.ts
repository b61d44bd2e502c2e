import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { billingRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { billingKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { creditWarningDue, type CreditWarning } from './credits';

/** The credit check runs every 60 s — spec part 3 §9. */
export const CREDIT_CHECK_INTERVAL_MS = 60_000;

export interface UseCreditWarningsOptions {
  /** The company whose credits are checked; nothing is asked while null (e.g. for the super-admin). */
  companyId: string | null | undefined;
  /** Called with each warning due: 'No credits remaining! …' or 'Low credits warning! Only N credits available.' */
  onWarning: (warning: CreditWarning) => void;
  /** The clock, for tests; default Date.now. */
  now?: () => number;
}

/**
 * The credit check of spec part 3 §8, §9: reads the billing account at once and every 60 s, and calls
 * `onWarning` when credits run low (balance below 15) or out (no available credits), at most every 10
 * minutes (every 5 when none are left). Shares the account cache with useBilling.
 */
export function useCreditWarnings({ companyId, onWarning, now = Date.now }: UseCreditWarningsOptions): void {
  const client = useApiClient();
  const query = useQuery({
    queryKey: billingKeys.account(companyId ?? ''),
    queryFn: async ({ signal }) =>
      (await client.request(billingRoutes.getBillingAccount, { params: { companyId: companyId! }, signal })).data,
    enabled: !!companyId,
    refetchInterval: CREDIT_CHECK_INTERVAL_MS,
  });
  useReportFailure(query.error, 'Credit check');
  const lastShownAt = useRef<number | null>(null);
  const latest = useRef(onWarning);
  latest.current = onWarning;
  const account = query.data;
  useEffect(() => {
    if (!account) return;
    const at = now();
    const warning = creditWarningDue(account, { now: at, lastShownAt: lastShownAt.current });
    if (!warning) return;
    lastShownAt.current = at;
    latest.current(warning);
  }, [account, now]);
}
