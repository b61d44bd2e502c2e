// What reloads after a product changes, so every screen that lists it agrees — spec part 1 §7.
import type { QueryClient } from '@tanstack/react-query';
import { catalogListKey, reviewCountKey, reviewKeys } from './queryKeys';

/** Marks the company's catalogue pages stale so they reload (after a save, delete, revert or review). */
export const invalidateCatalogLists = (queryClient: QueryClient, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: catalogListKey(companyId) });

/** Marks the pending review count (the Review Queue tab's badge) stale. */
export const invalidateReviewCount = (queryClient: QueryClient, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: reviewCountKey(companyId) });

/** Marks the review queue (pages and counters) and the tab badge stale (after a review or a delete). */
export const invalidateReviewLists = (queryClient: QueryClient, companyId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.queue(companyId) }),
    invalidateReviewCount(queryClient, companyId),
  ]);
