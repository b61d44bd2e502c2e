// The timing and syncing side of useReviewSession: queue and counters into the reducer, effects out of it,
// the 300 ms auto-advance, the 3 s message overlay and the prefetch of the next product.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import type { ApiClient } from '../client/index';
import { MESSAGE_OVERLAY_MS, REVIEW_AUTO_ADVANCE_MS, autoAdvanceDelay } from './constants';
import { productDetailQuery } from '../shared/productQueries';
import { rawInputQuery } from './reviewQueries';
import { upcomingProductId } from './reviewNavigation';
import type { ReviewSessionAction, ReviewSessionState } from './reviewSessionTypes';
import type { ReviewQueueController } from './useReviewQueue';

/** Stands in for the queue of a session over one product (useProductReviewSession): never loads, never pages. */
const NO_QUEUE = {
  dataUpdatedAt: 0,
  isPlaceholderData: false,
  products: [],
  total: 0,
  loadedPage: 0,
  status: 'pending',
  stats: null,
  statsUpdatedAt: 0,
  page: 0,
  setPage: () => {},
  refetch: async () => {},
} satisfies Partial<ReviewQueueController>;

/** Feeds every freshly fetched queue page and counter answer into the reducer (nothing without a queue). */
export function useQueueSync(queue: ReviewQueueController | undefined, dispatch: Dispatch<ReviewSessionAction>) {
  const { dataUpdatedAt, isPlaceholderData, products, total, loadedPage, status, stats, statsUpdatedAt } =
    queue ?? NO_QUEUE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on dataUpdatedAt so a refetch that returns the same page still reaches a waiting session.
  useEffect(() => {
    if (status !== 'success' || isPlaceholderData) return;
    dispatch({ type: 'queueLoaded', products, total, page: loadedPage });
  }, [dataUpdatedAt, products, status, isPlaceholderData, total, loadedPage, dispatch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on statsUpdatedAt so refetched equal counters still reach the session.
  useEffect(() => {
    if (stats) dispatch({ type: 'statsLoaded', stats });
  }, [stats, statsUpdatedAt, dispatch]);
}

/** Performs the reducer's effects: load a page (the same page is fetched again) or reload page and counters. */
export function useSessionEffects(
  state: ReviewSessionState,
  queue: ReviewQueueController | undefined,
  dispatch: Dispatch<ReviewSessionAction>,
) {
  const { effect } = state;
  const { page, setPage, refetch } = queue ?? NO_QUEUE;
  useEffect(() => {
    if (!effect) return;
    dispatch({ type: 'effectHandled' });
    if (effect.type === 'reload' || effect.page === page) void refetch();
    else setPage(effect.page);
  }, [effect, page, setPage, refetch, dispatch]);
}

/**
 * Opens the next product REVIEW_AUTO_ADVANCE_MS after a decision — spec part 1 §4: counted from the
 * decision's `decidedAt` (Date.now() clock) when known, never before the decision succeeded (see autoAdvanceDelay).
 */
export function useAutoAdvance(
  state: ReviewSessionState,
  dispatch: Dispatch<ReviewSessionAction>,
  delayMs = REVIEW_AUTO_ADVANCE_MS,
) {
  const waiting = state.status === 'advancing' && state.decidedIndex !== null;
  const { decidedAt } = state;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), autoAdvanceDelay(decidedAt, Date.now(), delayMs));
    return () => clearTimeout(timer);
  }, [waiting, decidedAt, delayMs, dispatch]);
}

/** Hides the message overlay MESSAGE_OVERLAY_MS after it appeared — spec part 1 §2, §9. */
export function useMessageTimeout(
  state: ReviewSessionState,
  dispatch: Dispatch<ReviewSessionAction>,
  delayMs = MESSAGE_OVERLAY_MS,
) {
  const id = state.message?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'dismissMessage', id }), delayMs);
    return () => clearTimeout(timer);
  }, [id, delayMs, dispatch]);
}

/** Prefetches the detail and input data of the product that opens next, while the reviewer reads this one (issue #4). */
export function usePrefetchNext(state: ReviewSessionState, client: ApiClient, companyId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const upcoming = state.currentId === null ? null : upcomingProductId(state);
  const rawId = upcoming ? (state.products.find((p) => p.id === upcoming)?.raw_product_id ?? null) : null;
  useEffect(() => {
    if (!enabled || !upcoming) return;
    void queryClient.prefetchQuery(productDetailQuery(client, companyId, upcoming));
    if (rawId) void queryClient.prefetchQuery(rawInputQuery(client, companyId, rawId));
  }, [enabled, upcoming, rawId, client, companyId, queryClient]);
  return upcoming;
}
