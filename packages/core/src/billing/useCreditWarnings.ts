import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { billingRoutes, type BillingNotification } from '../contract/index';
import { billingMessages, useTexts } from '../messages/index';
import { useApiClient } from '../provider/index';
import { billingKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { creditWarningDue, isSpendLimitNotice, SPEND_LIMIT_NOTICE_MS, type CreditWarning } from './credits';

/** The credit check runs every 60 s — spec part 3 §9. */
export const CREDIT_CHECK_INTERVAL_MS = 60_000;

export interface UseCreditWarningsOptions {
  /** The company whose credits are checked; nothing is asked while null (e.g. for the super-admin). */
  companyId: string | null | undefined;
  /** Called with each warning due: 'No credits remaining! …' or 'Low credits warning! Only N credits available.' */
  onWarning: (warning: CreditWarning) => void;
  /** Called with each high-priority unread spend_limit_exceeded notification, which is marked read 15 s later. */
  onNotice?: (notification: BillingNotification) => void;
  /** The clock, for tests; default Date.now. */
  now?: () => number;
}

/**
 * The credit check of spec part 3 §8, §9: reads the billing account at once and every 60 s, and calls
 * `onWarning` when credits run low (balance below 15) or out (no available credits), at most every 10
 * minutes (every 5 when none are left). With `onNotice`, it also reads the billing notifications on the same
 * schedule and hands over each high-priority unread spend_limit_exceeded one, marking it read 15 s later.
 * Shares the account and notification caches with useBilling.
 */
export function useCreditWarnings({ companyId, onWarning, onNotice, now = Date.now }: UseCreditWarningsOptions): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: billingKeys.account(companyId ?? ''),
    queryFn: async ({ signal }) =>
      (await client.request(billingRoutes.getBillingAccount, { params: { companyId: companyId! }, signal })).data,
    enabled: !!companyId,
    refetchInterval: CREDIT_CHECK_INTERVAL_MS,
  });
  useReportFailure(query.error, 'Credit check');
  const notices = useQuery({
    queryKey: billingKeys.notifications(companyId ?? ''),
    queryFn: async ({ signal }) =>
      (await client.request(billingRoutes.listBillingNotifications, { params: { companyId: companyId! }, signal })).data
        .notifications,
    enabled: !!companyId && !!onNotice,
    refetchInterval: CREDIT_CHECK_INTERVAL_MS,
  });
  useReportFailure(notices.error, 'Billing notifications');
  const lastShownAt = useRef<number | null>(null);
  // The provider's texts, read when a warning is due (a change of texts alone shows none).
  const texts = useTexts('billing', billingMessages);
  const latest = useRef({ onWarning, onNotice, texts });
  latest.current = { onWarning, onNotice, texts };
  const account = query.data;
  useEffect(() => {
    if (!account) return;
    const at = now();
    const warning = creditWarningDue(account, { now: at, lastShownAt: lastShownAt.current }, latest.current.texts);
    if (!warning) return;
    lastShownAt.current = at;
    latest.current.onWarning(warning);
  }, [account, now]);

  // Each notice once per mount; its timer marks it read (an unmount first leaves it unread, to show again).
  const shown = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (!companyId) return;
    for (const notice of notices.data ?? []) {
      if (!isSpendLimitNotice(notice) || shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      latest.current.onNotice?.(notice);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void client
          .request(billingRoutes.markBillingNotificationRead, { params: { companyId, notificationId: notice.id } })
          .then(() => queryClient.invalidateQueries({ queryKey: billingKeys.notifications(companyId) }))
          .catch((error: unknown) => console.warn('Marking a billing notification read failed', error));
      }, SPEND_LIMIT_NOTICE_MS);
      timers.current.add(timer);
    }
  }, [notices.data, companyId, client, queryClient]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
}
