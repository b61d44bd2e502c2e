import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_TRANSACTIONS_LIMIT, billingAdminRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { billingAdminKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { useAdminBillingActions } from './actions';
import { billingAdminMessages, useTexts } from '../messages/index';

export interface UseCompanyBillingAdminOptions {
  /** The company administered. */
  companyId: string;
}

/**
 * One company's billing as the super-admin administers it — spec part 3 §2 'Company billing admin', §3, §7:
 * the account (balance, spend, internal and customer limits, overages, suspension, token statistics), its
 * transactions 20 a page, and the writes (credits, internal limits, overages, status) bound to the company.
 */
export function useCompanyBillingAdmin({ companyId }: UseCompanyBillingAdminOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const M = useTexts('billingAdmin', billingAdminMessages);
  const [page, setPage] = useState(1);
  const account = useQuery({
    queryKey: billingAdminKeys.account(companyId),
    queryFn: async ({ signal }) =>
      (await client.request(billingAdminRoutes.getAdminBillingAccount, { params: { companyId }, signal })).data,
  });
  const transactions = useQuery({
    queryKey: billingAdminKeys.transactions(companyId, page),
    queryFn: async ({ signal }) =>
      (
        await client.request(billingAdminRoutes.listCompanyTransactions, {
          params: { companyId },
          query: { limit: ADMIN_TRANSACTIONS_LIMIT, offset: (page - 1) * ADMIN_TRANSACTIONS_LIMIT },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  useReportFailure(account.error ?? transactions.error, 'Company billing');
  const actions = useAdminBillingActions();
  const total = transactions.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_TRANSACTIONS_LIMIT));
  return {
    status: account.status,
    /** 'Failed to load company data' when the account could not be read; null otherwise. */
    error: account.error ? M.loadCompanyFailed : null,
    retry: () => queryClient.invalidateQueries({ queryKey: billingAdminKeys.company(companyId) }),
    account: account.data ?? null,
    transactions: transactions.data?.transactions ?? [],
    transactionsStatus: transactions.status,
    transactionsTotal: total,
    /** The transactions page shown (1-based, 20 a page) and the number of pages. */
    page: Math.min(page, pages),
    pages,
    setPage: (next: number) => setPage(Math.min(Math.max(1, Math.trunc(next)), pages)),
    adjustCredits: (body: Parameters<typeof actions.adjustCredits>[1]) => actions.adjustCredits(companyId, body),
    creditsPending: actions.creditsPending,
    updateLimits: (body: Parameters<typeof actions.updateLimits>[1]) => actions.updateLimits(companyId, body),
    limitsPending: actions.limitsPending,
    updateOverages: (body: Parameters<typeof actions.updateOverages>[1]) => actions.updateOverages(companyId, body),
    overagesPending: actions.overagesPending,
    updateStatus: (body: Parameters<typeof actions.updateStatus>[1]) => actions.updateStatus(companyId, body),
    statusPending: actions.statusPending,
  };
}

/** What useCompanyBillingAdmin returns. */
export type CompanyBillingAdminController = ReturnType<typeof useCompanyBillingAdmin>;
