// Query keys the detail dialog reads and invalidates. The detail itself shares the review dialog's query
// (GET /products/{id}?include_history=true, reviewKeys.detail), so both dialogs show the same cached product.
import type { Query, QueryClient } from '@tanstack/react-query';
import { productRoutes } from '../contract/index';
import { reviewKeys } from '../review-queue/reviewQueries';

/** Whether a query key holds `companyId`, as an element or as an object's companyId. */
const mentionsCompany = (key: readonly unknown[], companyId: string) =>
  key.some((part) => part === companyId || (typeof part === 'object' && part !== null && (part as { companyId?: unknown }).companyId === companyId));

/** Key prefix of the catalogue's list pages (core/src/catalog catalogListKey: ['curate', 'companies', id, 'catalog', 'list', query]). */
const catalogListPrefix = (companyId: string) => ['curate', 'companies', companyId, 'catalog', 'list'] as const;

/**
 * Whether a query is one of the company's catalogue lists: its key starts with the catalogue's list prefix,
 * or it starts with 'curate', names the listProducts route id and holds the company id (as an element or
 * a params object's companyId) — so a partner's own list of GET /products reloads too.
 */
export function isCatalogListQuery(query: Pick<Query, 'queryKey'>, companyId: string): boolean {
  const key = query.queryKey;
  if (catalogListPrefix(companyId).every((part, i) => key[i] === part)) return true;
  return key[0] === 'curate' && key.includes(productRoutes.listProducts.id) && mentionsCompany(key, companyId);
}

/** Marks the company's catalogue lists stale so they reload — spec part 1 §4 (the list reloads after a delete; also after a save or revert). */
export const invalidateCatalogLists = (queryClient: QueryClient, companyId: string) =>
  queryClient.invalidateQueries({ predicate: (query) => isCatalogListQuery(query, companyId) });

/** After a delete: the catalogue lists and the review queue (pages, counters, the tab badge) reload. */
export async function invalidateAfterDelete(queryClient: QueryClient, companyId: string, productId: string) {
  // The deleted product's detail is only marked stale: the closing dialog must not ask for it again.
  await queryClient.invalidateQueries({ queryKey: reviewKeys.detail(companyId, productId), refetchType: 'none' });
  await Promise.all([
    invalidateCatalogLists(queryClient, companyId),
    queryClient.invalidateQueries({ queryKey: reviewKeys.queue(companyId) }),
    queryClient.invalidateQueries({ queryKey: ['curate', 'review-count', companyId] }),
  ]);
}
