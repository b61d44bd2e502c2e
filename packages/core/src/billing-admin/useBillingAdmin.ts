import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { billingAdminRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { billingAdminKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { useAdminBillingActions } from './actions';
import { filterCompanies } from './forms';
import { billingAdminMessages, useTexts } from '../messages/index';

export interface UseBillingAdminOptions {
  /** Load only while shown; default true. */
  enabled?: boolean;
}

/**
 * The super-admin billing overview — spec part 3 §2 'Super-admin billing overview', §3, §7: every company's
 * balance and use, the four summary figures, the token statistics of the last 30 days (null when none), the
 * company search (name or code) and refresh; and the Manage Credits actions on any company (credits, internal
 * limits, status), each resolving with the §8 success text or rejecting with the message to show.
 */
export function useBillingAdmin({ enabled = true }: UseBillingAdminOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const M = useTexts('billingAdmin', billingAdminMessages);
  const [search, setSearch] = useState('');
  const overview = useQuery({
    queryKey: billingAdminKeys.overview,
    queryFn: async ({ signal }) => (await client.request(billingAdminRoutes.getBillingOverview, { signal })).data,
    enabled,
  });
  useReportFailure(overview.error, 'Billing overview');
  const actions = useAdminBillingActions();
  const companies = overview.data?.companies ?? [];
  return {
    status: overview.status,
    /** 'Failed to load companies' when the overview could not be read; null otherwise. */
    error: overview.error ? M.loadCompaniesFailed : null,
    /** Whether a read (first or refresh) is under way. */
    refreshing: overview.isFetching,
    /** Reads the overview again (the table's refresh button). */
    refresh: () => queryClient.invalidateQueries({ queryKey: billingAdminKeys.overview }),
    summary: overview.data?.summary ?? null,
    /** Token figures of the last 30 days; null when no enhancement reported tokens (the card is then hidden). */
    tokenStatistics: overview.data?.token_statistics ?? overview.data?.summary.token_statistics ?? null,
    /** Every company. */
    allCompanies: companies,
    /** The companies matching the search. */
    companies: filterCompanies(companies, search),
    search,
    setSearch,
    ...actions,
  };
}

/** What useBillingAdmin returns. */
export type BillingAdminController = ReturnType<typeof useBillingAdmin>;
