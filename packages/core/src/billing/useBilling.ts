import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BILLING_RECENT_ACTIVITY_LIMIT,
  billingLimitsUpdateWithin,
  billingRoutes,
  type BillingLimitsUpdate,
  type TenantBillingAccount,
} from '../contract/index';
import { billingMessages as m } from '../messages/billing';
import { useTexts, billingMessages, commonMessages } from '../messages/index';
import { failureDetail } from '../product-fields/index';
import { useApiClient } from '../provider/index';
import { useCompanyBalance } from '../shared/balancePoll';
import { billingKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { availableCredits, canManageBilling } from './credits';

/** The account (limits, overage settings) is read again at least this often; the balance is polled apart. */
export const ACCOUNT_REFRESH_MS = 60_000;

/** 'Failed to load billing data' — spec part 3 §8. */
export const BILLING_LOAD_FAILED_MESSAGE = m.loadFailed;
/** 'Failed to update limits' — spec part 3 §8. */
export const LIMITS_UPDATE_FAILED_MESSAGE = m.limitsFailed('');
/** 'Failed to update overage settings' — spec part 3 §8. */
export const OVERAGES_UPDATE_FAILED_MESSAGE = m.overagesFailed;

/** Field messages of a refused limits form, by field name; the form-wide one under ''. */
export type LimitsProblems = Partial<Record<keyof BillingLimitsUpdate | '', string>>;

export interface UseBillingOptions {
  /** The company whose billing is shown. */
  companyId: string;
  /** The signed-in user's roles: tenant-admin and super-admin may change limits (spec part 3 §2). */
  roles: readonly string[];
  /** Whether enhancement jobs are running: the account is then polled every second (spec part 3 §9). Default false. */
  activeJobs?: boolean;
  /** The clock, for tests; default Date.now. */
  now?: () => number;
}

/**
 * The tenant billing dashboard's logic — spec part 3 §2, §4, §7, §9: the account (balance, limits, usage,
 * the administrator's maxima) polled on the §9 schedule, usage counters, the 10 latest transactions,
 * notifications, available credits, and the limit and overage changes, checked against the maxima before
 * they are sent ('Cannot exceed maximum limit of N credits set by administrator'). Its messages are the
 * provider's (`messages.billing`).
 */
export function useBilling({ companyId, roles, activeJobs = false, now = Date.now }: UseBillingOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const texts = useTexts('billing', billingMessages);
  const common = useTexts('common', commonMessages);

  // The balance poll the workspace header shares, on the §9 schedule (1 s while jobs run, faster just after a
  // change); a change it sees refreshes the account, usage and activity below at once.
  const balance = useCompanyBalance({ companyId, activeJobs, maxIntervalMs: Number.POSITIVE_INFINITY, now });
  const account = useQuery({
    queryKey: billingKeys.account(companyId),
    queryFn: async ({ signal }) =>
      (await client.request(billingRoutes.getBillingAccount, { params: { companyId }, signal })).data,
    // Limits and overage settings the administrator changes show within a minute.
    refetchInterval: ACCOUNT_REFRESH_MS,
  });
  const usage = useQuery({
    queryKey: billingKeys.usage(companyId),
    queryFn: async ({ signal }) =>
      (await client.request(billingRoutes.getBillingUsage, { params: { companyId }, signal })).data,
  });
  const recentQuery = { limit: BILLING_RECENT_ACTIVITY_LIMIT, offset: 0 };
  const recent = useQuery({
    queryKey: billingKeys.transactions(companyId, recentQuery),
    queryFn: async ({ signal }) =>
      (
        await client.request(billingRoutes.listBillingTransactions, {
          params: { companyId },
          query: recentQuery,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  const notifications = useQuery({
    queryKey: billingKeys.notifications(companyId),
    queryFn: async ({ signal }) =>
      (await client.request(billingRoutes.listBillingNotifications, { params: { companyId }, signal })).data
        .notifications,
  });
  useReportFailure(account.error, 'Billing account');
  useReportFailure(usage.error ?? recent.error ?? notifications.error, 'Billing data');

  const applyAccount = (next: TenantBillingAccount) => {
    queryClient.setQueryData(billingKeys.account(companyId), next);
    void queryClient.invalidateQueries({ queryKey: billingKeys.usage(companyId) });
  };
  const [limitsProblems, setLimitsProblems] = useState<LimitsProblems>({});
  const limits = useMutation({
    mutationFn: async (body: BillingLimitsUpdate) =>
      (await client.request(billingRoutes.updateBillingLimits, { params: { companyId }, body })).data,
    onSuccess: applyAccount,
  });
  const overages = useMutation({
    mutationFn: async (allow: boolean) =>
      (
        await client.request(billingRoutes.updateBillingLimits, {
          params: { companyId },
          body: { allow_overages: allow },
        })
      ).data,
    onSuccess: applyAccount,
  });
  const markRead = useMutation({
    mutationFn: (notificationId: string) =>
      client.request(billingRoutes.markBillingNotificationRead, { params: { companyId, notificationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.notifications(companyId) }),
  });

  // The balance and the suspension as the poll last saw them, so the dashboard and the header agree.
  const data =
    account.data && balance.balance !== null
      ? { ...account.data, current_balance: balance.balance, account_suspended: balance.suspended }
      : (account.data ?? null);
  const maxima = {
    internal_daily_limit: data?.internal_daily_limit ?? null,
    internal_monthly_limit: data?.internal_monthly_limit ?? null,
  };

  /**
   * Checks the limits against the administrator's maxima, then sends them. Resolves true when saved; false
   * when refused, with the messages in `limitsProblems` (the form-wide 'Failed to update limits' under '').
   */
  const updateLimits = async (values: BillingLimitsUpdate): Promise<boolean> => {
    // The maximum's refusal in the provider's words; the contract's other checks through common.problem.
    const aboveMaximum = new Set<string>();
    const maximumMessage = (max: number) => {
      const text = texts.limitAboveMaximum(max);
      aboveMaximum.add(text);
      return text;
    };
    const checked = billingLimitsUpdateWithin(maxima, maximumMessage).safeParse(values);
    if (!checked.success) {
      const problems: LimitsProblems = {};
      for (const issue of checked.error.issues) {
        const key = (issue.path[0] ?? '') as keyof LimitsProblems;
        problems[key] ??= aboveMaximum.has(issue.message) ? issue.message : common.problem(issue.message);
      }
      setLimitsProblems(problems);
      return false;
    }
    setLimitsProblems({});
    try {
      await limits.mutateAsync(values);
      return true;
    } catch (error) {
      setLimitsProblems({ '': texts.limitsFailed(failureDetail(error)) });
      return false;
    }
  };

  return {
    status: account.status,
    /** 'Failed to load billing data' when the account could not be loaded; null otherwise. */
    error: account.error ? texts.loadFailed : null,
    retry: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(companyId) }),
    account: data,
    /** Credits that can still be spent (spec part 3 §4); null until the account is loaded. */
    available: data ? availableCredits(data) : null,
    suspended: data?.account_suspended ?? false,
    /** The administrator's maxima for the customer's limits (null: no maximum). */
    maxima,
    usage: usage.data ?? null,
    recent: recent.data?.transactions ?? [],
    recentStatus: recent.status,
    notifications: notifications.data ?? [],
    /** Whether this user sees Configure Limits, Allow Overages, Credit History and the User column (spec part 3 §2). */
    canManage: canManageBilling(roles),
    updateLimits,
    limitsProblems,
    limitsSaving: limits.isPending,
    resetLimitsProblems: () => setLimitsProblems({}),
    /** Switches overages on or off; resolves false on failure (see overagesError). */
    setAllowOverages: async (allow: boolean) => {
      try {
        await overages.mutateAsync(allow);
        return true;
      } catch {
        return false;
      }
    },
    overagesSaving: overages.isPending,
    overagesError: overages.error ? texts.overagesFailed : null,
    markNotificationRead: (notificationId: string) => markRead.mutateAsync(notificationId),
  };
}

/** What useBilling returns. */
export type BillingController = ReturnType<typeof useBilling>;
