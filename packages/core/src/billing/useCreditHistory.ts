import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../client/index';
import { CREDIT_HISTORY_PAGE_SIZE, billingRoutes } from '../contract/index';
import { billingMessages as m } from '../messages/billing';
import { billingMessages, useTexts } from '../messages/index';
import { useApiClient } from '../provider/index';
import { billingKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import {
  clampPage,
  creditHistoryDates,
  customRangeProblem,
  pageNumbers,
  totalPages,
  type CreditHistoryRange,
} from './history';

/** 'Failed to export usage data' — spec part 3 §8. */
export const USAGE_EXPORT_FAILED_MESSAGE = m.exportFailed;

export interface CreditHistoryFilters {
  /** 7, 30, 90 days, all time or custom; default 30 days (spec part 3 §2). */
  range: CreditHistoryRange;
  /** The custom range's dates (YYYY-MM-DD, end inclusive), used when range is 'custom'. */
  custom?: { start?: string; end?: string };
  /** One transaction type, or all. */
  transactionType?: string;
  /** One user's transactions, or all. */
  userId?: string;
}

export interface UseCreditHistoryOptions extends CreditHistoryFilters {
  companyId: string;
  /** The page shown, 1-based; kept inside 1 to total pages. */
  page: number;
  /** The clock the relative ranges count from; default now. */
  now?: () => Date;
}

/**
 * The credit history view — spec part 3 §2, §4, §7, §9: 50 transactions a page with the date range, type
 * and user filters, up to 5 page numbers, and the CSV export with the same filters. A reversed custom range
 * asks nothing and says why.
 */
export function useCreditHistory({
  companyId,
  page,
  range,
  custom = {},
  transactionType,
  userId,
  now = () => new Date(),
}: UseCreditHistoryOptions) {
  const client = useApiClient();
  const texts = useTexts('billing', billingMessages);
  const rangeProblem = range === 'custom' ? customRangeProblem(custom, texts) : null;
  // Relative ranges count from the current minute, so the key (and cache) stays the same between renders.
  const dates = creditHistoryDates(range, startOfMinute(now()), custom);
  const filters = {
    ...dates,
    ...(transactionType ? { transaction_type: transactionType } : {}),
    ...(userId ? { user_id: userId } : {}),
  };
  const query = {
    limit: CREDIT_HISTORY_PAGE_SIZE,
    offset: (Math.max(1, page) - 1) * CREDIT_HISTORY_PAGE_SIZE,
    ...filters,
  };
  const list = useQuery({
    queryKey: billingKeys.transactions(companyId, query),
    queryFn: async ({ signal }) =>
      (await client.request(billingRoutes.listBillingTransactions, { params: { companyId }, query, signal })).data,
    enabled: rangeProblem === null,
    placeholderData: keepPreviousData,
  });
  useReportFailure(list.error, 'Credit history');
  const exporter = useMutation({
    mutationFn: (): Promise<DownloadResult> =>
      client.download(billingRoutes.exportBillingUsage, {
        params: { companyId },
        query: { format: 'csv', ...filters },
      }),
  });

  const total = list.data?.total ?? 0;
  const pages = totalPages(total, CREDIT_HISTORY_PAGE_SIZE);
  const current = clampPage(page, pages);
  return {
    status: list.status,
    loading: list.isFetching,
    error: list.error,
    rangeProblem,
    transactions: list.data?.transactions ?? [],
    total,
    page: current,
    pages,
    /** Up to 5 page numbers around the current page (spec part 3 §2). */
    pageNumbers: pageNumbers(current, pages),
    /** Keeps a requested page inside 1 to total pages (spec part 3 §4). */
    clampPage: (requested: number) => clampPage(requested, pages),
    /** Downloads the CSV of the filtered history; rejects on failure (see exportError). */
    exportCsv: () => exporter.mutateAsync(),
    exporting: exporter.isPending,
    exportError: exporter.error ? texts.exportFailed : null,
  };
}

/** What useCreditHistory returns. */
export type CreditHistoryController = ReturnType<typeof useCreditHistory>;

const startOfMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);
