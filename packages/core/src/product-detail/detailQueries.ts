// Query keys the detail dialog reads and invalidates. The detail itself shares the review dialog's query
// (GET /products/{id}?include_history=true, reviewKeys.detail), so both dialogs show the same cached product.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateCatalogLists, invalidateReviewLists } from '../shared/invalidation';
import { reviewKeys } from '../shared/queryKeys';

/** After a delete: the catalogue lists and the review queue (pages, counters, the tab badge) reload. */
export async function invalidateAfterDelete(queryClient: QueryClient, companyId: string, productId: string) {
  // The deleted product's detail is only marked stale: the closing dialog must not ask for it again.
  await queryClient.invalidateQueries({ queryKey: reviewKeys.detail(companyId, productId), refetchType: 'none' });
  await Promise.all([invalidateCatalogLists(queryClient, companyId), invalidateReviewLists(queryClient, companyId)]);
}
