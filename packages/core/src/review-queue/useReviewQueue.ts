import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ReviewQueueStats } from '../contract/index';
import { useApiClient } from '../provider/index';
import { useTexts, reviewQueueMessages } from '../messages/index';
import { showingRange } from './constants';
import { lastPageFor, moveReviewCounters, pageCountFor, removeFromQueuePage } from './queueUpdates';
import { reviewQueuePageQuery, reviewStatsQuery, type ReviewQueuePage } from './reviewQueries';
import type { ReviewVerdict } from './reviewSessionTypes';
import { invalidateReviewCount } from '../shared/invalidation';
import { reviewKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';

/** What failed to load, for a host's onLoadError callback. */
export interface ReviewLoadError {
  /** 'queue' (the page), 'stats' (counters), 'product' (a product's detail) or 'raw-product' (its input data). */
  type: 'queue' | 'stats' | 'product' | 'raw-product';
  message: string;
}

export interface UseReviewQueueOptions {
  /** The company whose pending products are listed; nothing is asked while it is empty. */
  companyId: string;
  /** Products per page; default DEFAULT_PAGE_SIZE (20, spec part 1 §9). */
  pageSize?: number;
  /** Zero-based page shown first; default 0. */
  initialPage?: number;
  /** Set false to stop asking; default true. */
  enabled?: boolean;
  /** Told of each load failure (also logged; the list stays empty — spec part 1 §8). Default none. */
  onLoadError?: (error: ReviewLoadError) => void;
}

/**
 * The review queue: one page of pending products (GET /review-queue, limit / offset, review_status=pending)
 * and the counters (GET /review-queue/stats) — spec part 1 §2, §7. `status` is the page's
 * 'pending' | 'error' | 'success'; `applyDecision` moves a decided product out of the cached page and the
 * counters, as the review dialog does, and reads the page again so it refills.
 */
export function useReviewQueue({
  companyId,
  pageSize = DEFAULT_PAGE_SIZE,
  initialPage = 0,
  enabled = true,
  onLoadError,
}: UseReviewQueueOptions) {
  const client = useApiClient();
  const reviewQueueTexts = useTexts('reviewQueue', reviewQueueMessages);
  const queryClient = useQueryClient();
  const [page, setPageState] = useState(initialPage);
  const active = enabled && companyId !== '';
  const pageQuery = useQuery({
    ...reviewQueuePageQuery(client, companyId, pageSize, page),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  const statsQuery = useQuery({ ...reviewStatsQuery(client, companyId), enabled: active });
  useReportFailure(pageQuery.error, 'Loading the review queue', (message) => onLoadError?.({ type: 'queue', message }));
  useReportFailure(statsQuery.error, 'Loading the review stats', (message) =>
    onLoadError?.({ type: 'stats', message }),
  );

  const data = pageQuery.data;
  const total = data?.total ?? 0;
  const products = data?.products ?? [];
  const shownPage = data?.page ?? page;
  const lastPage = lastPageFor(total, pageSize);

  // The queue shrinks as products are reviewed: stay on a page that still has products.
  useEffect(() => {
    if (pageQuery.isSuccess && !pageQuery.isPlaceholderData && page > lastPage) setPageState(lastPage);
  }, [pageQuery.isSuccess, pageQuery.isPlaceholderData, page, lastPage]);

  const setPage = useCallback((next: number) => setPageState(Math.max(0, Math.floor(next))), []);
  const { refetch: refetchPage } = pageQuery;
  const { refetch: refetchStats } = statsQuery;
  const refetch = useCallback(async () => {
    await Promise.all([refetchPage(), refetchStats()]);
  }, [refetchPage, refetchStats]);

  const applyDecision = useCallback(
    (productId: string, verdict: ReviewVerdict) => {
      const key = reviewKeys.page(companyId, pageSize, page);
      queryClient.setQueryData<ReviewQueuePage>(key, (old) => old && removeFromQueuePage(old, productId));
      // The products after it moved up on the server: the page is read again so it refills and the next
      // page starts where this one ends (none skipped by Next).
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<ReviewQueueStats>(
        reviewKeys.stats(companyId),
        (old) => old && moveReviewCounters(old, verdict),
      );
      // Other cached pages shifted on the server; drop them so they are never shown stale.
      queryClient.removeQueries({ queryKey: reviewKeys.pages(companyId), predicate: (q) => q.queryKey[6] !== page });
      // The workspace's Review Queue tab badge reads the same total.
      void invalidateReviewCount(queryClient, companyId);
    },
    [companyId, page, pageSize, queryClient],
  );

  return {
    status: pageQuery.status,
    products,
    total,
    /** The page asked for (zero-based). */
    page,
    /** The page whose products are shown (differs from `page` while the next one loads). */
    loadedPage: shownPage,
    pageSize,
    pageCount: pageCountFor(total, pageSize),
    stats: statsQuery.data ?? null,
    statsStatus: statsQuery.status,
    /** 'Showing X-Y of Z products' — spec part 1 §2. */
    summary: showingRange(shownPage, pageSize, products.length, total, reviewQueueTexts),
    canPrevious: shownPage > 0,
    canNext: (shownPage + 1) * pageSize < total,
    isEmpty: pageQuery.isSuccess && total === 0 && products.length === 0,
    isFetching: pageQuery.isFetching,
    /** True while the rows shown belong to the previous page. */
    isPlaceholderData: pageQuery.isPlaceholderData,
    /** When the shown page last arrived (changes on every fetch, even when nothing changed). */
    dataUpdatedAt: pageQuery.dataUpdatedAt,
    statsUpdatedAt: statsQuery.dataUpdatedAt,
    error: pageQuery.error,
    statsError: statsQuery.error,
    setPage,
    nextPage: () => setPage(shownPage + 1),
    previousPage: () => setPage(shownPage - 1),
    refetch,
    applyDecision,
  };
}

/** What useReviewQueue returns. */
export type ReviewQueueController = ReturnType<typeof useReviewQueue>;
