import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DownloadResult } from '../client/index';
import { TOKEN_USAGE_PAGE_SIZE, billingAdminRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { billingAdminKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { adminFailure } from './actions';
import { DEFAULT_TOKEN_PERIOD, type TokenPeriod } from './constants';
import { tokenExportRange, tokenRangeProblem, tokenUsageRange, type TokenRange } from './forms';
import { billingAdminMessages, useTexts } from '../messages/index';

export interface UseTokenAnalyticsOptions {
  /** The company whose token use is shown. */
  companyId: string;
  /** The company's code, for the export's file name when the server sends none. */
  companyCode?: string;
  /** The period shown first; default 'monthly' (Last 30 Days). */
  defaultPeriod?: TokenPeriod;
  /** The clock the export's relative ranges count from; default now. */
  now?: () => Date;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The Token Analytics tab — spec part 3 §2, §3, §7, §9: the period (Today, Last 7 Days, Last 30 Days or a
 * custom range of two dates), the enhancements 20 a page newest first, the summary and the tokens per day of
 * the whole range, and the CSV export of the same range named by company and date. A custom range missing a
 * date or reversed asks nothing and says why.
 */
export function useTokenAnalytics({
  companyId,
  companyCode,
  defaultPeriod = DEFAULT_TOKEN_PERIOD,
  now = () => new Date(),
}: UseTokenAnalyticsOptions) {
  const client = useApiClient();
  const M = useTexts('billingAdmin', billingAdminMessages);
  const [period, setPeriodState] = useState<TokenPeriod>(defaultPeriod);
  const [custom, setCustomState] = useState<TokenRange>(() => {
    const end = now();
    return { start: today(new Date(end.getTime() - 29 * 86_400_000)), end: today(end) };
  });
  const [page, setPageState] = useState(1);
  const rangeProblem = period === 'custom' ? tokenRangeProblem(custom, M) : null;
  const query = { ...tokenUsageRange(period, custom), page, page_size: TOKEN_USAGE_PAGE_SIZE };
  const usage = useQuery({
    queryKey: billingAdminKeys.tokenUsage(companyId, query),
    queryFn: async ({ signal }) =>
      (await client.request(billingAdminRoutes.getTokenUsage, { params: { companyId }, query, signal })).data,
    enabled: rangeProblem === null,
    placeholderData: keepPreviousData,
  });
  useReportFailure(usage.error, 'Token usage');
  const exporter = useMutation({
    mutationFn: async (): Promise<DownloadResult & { filename: string; message: string }> => {
      try {
        const file = await client.download(billingAdminRoutes.exportAdminUsage, {
          query: { company_id: companyId, format: 'csv', ...tokenExportRange(period, custom, now()) },
        });
        const filename = file.filename ?? `token_usage_${companyCode ?? companyId}_${today(now())}.csv`;
        return { ...file, filename, message: M.exportStarted };
      } catch (error) {
        throw adminFailure(error, M.exportFailed);
      }
    },
  });
  const pagination = usage.data?.pagination ?? null;
  const pages = Math.max(1, pagination?.total_pages ?? 1);
  return {
    status: rangeProblem ? ('idle' as const) : usage.status,
    loading: usage.isFetching,
    /** 'Failed to load token usage data' (or the server's detail) when the range could not be read; null otherwise. */
    error: usage.error ? adminFailure(usage.error, M.tokenUsageFailed).message : null,
    period,
    /** Chooses a period; the table goes back to page 1. */
    setPeriod: (next: TokenPeriod) => {
      setPeriodState(next);
      setPageState(1);
    },
    custom,
    /** Changes the custom range's dates (YYYY-MM-DD, end inclusive); the table goes back to page 1. */
    setCustom: (next: Partial<TokenRange>) => {
      setCustomState((prev) => ({ ...prev, ...next }));
      setPageState(1);
    },
    rangeProblem,
    enhancements: usage.data?.enhancements ?? [],
    summary: usage.data?.summary ?? null,
    /** Enhancements and tokens per UTC day of the range, oldest first (the chart). */
    daily: usage.data?.daily ?? [],
    total: pagination?.total ?? 0,
    page: Math.min(page, pages),
    pages,
    /** Moves to a page, kept inside 1 to the number of pages. */
    setPage: (next: number) => setPageState(Math.min(Math.max(1, Math.trunc(next)), pages)),
    /** Downloads the range as CSV; resolves the file and 'Export started successfully', rejects with the message. */
    exportCsv: () => exporter.mutateAsync(),
    exporting: exporter.isPending,
  };
}

/** What useTokenAnalytics returns. */
export type TokenAnalyticsController = ReturnType<typeof useTokenAnalytics>;
