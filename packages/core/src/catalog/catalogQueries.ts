// Query keys, query options and call parameters of the catalogue — spec part 1 §7.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/index';
import {
  buildFilterPairs,
  fieldRoutes,
  productRoutes,
  type ExportScope,
  type ProductListResponse,
} from '../contract/index';
import { catalogListKey, companyKey } from '../shared/queryKeys';
import type { CatalogState } from './catalogState';

/** Query keys of the catalogue. */
export const catalogKeys = {
  /** Everything of the catalogue of a company. */
  all: (companyId: string) => [...companyKey(companyId), 'catalog'] as const,
  lists: catalogListKey,
  list: (companyId: string, query: CatalogListQuery) => [...catalogListKey(companyId), query] as const,
  /** Field definitions with usage counts, for the filter panel. */
  fields: (companyId: string) => [...companyKey(companyId), 'catalog', 'fields'] as const,
  /** Distinct values of a field with product counts. */
  fieldValues: (companyId: string, fieldId: string) => [...companyKey(companyId), 'fields', fieldId, 'values'] as const,
};

/** The query of GET /products for a state and page size. */
export type CatalogListQuery = ReturnType<typeof listQueryFor>;

/**
 * GET /products parameters: search_text, review_status, sort_by, limit, offset, include_custom_fields=true
 * and filter_field_{n} / filter_value_{n} per active filter — spec part 1 §7. Empty search and All Status
 * are left out.
 */
export function listQueryFor(
  state: Pick<CatalogState, 'search' | 'reviewStatus' | 'sortBy' | 'filters' | 'page'>,
  pageSize: number,
) {
  return {
    search_text: state.search || undefined,
    review_status: state.reviewStatus ?? undefined,
    sort_by: state.sortBy,
    limit: pageSize,
    offset: state.page * pageSize,
    include_custom_fields: true,
    ...buildFilterPairs(state.filters),
  };
}

/**
 * GET /products/export parameters: scope=all alone, or scope=filtered with the current status, search,
 * sort and filter pairs — spec part 1 §7.
 */
export function exportQueryFor(
  state: Pick<CatalogState, 'search' | 'reviewStatus' | 'sortBy' | 'filters'>,
  scope: ExportScope,
) {
  if (scope === 'all') return { scope };
  return {
    scope,
    review_status: state.reviewStatus ?? undefined,
    search_text: state.search || undefined,
    sort_by: state.sortBy,
    ...buildFilterPairs(state.filters),
  };
}

/** One catalogue page. */
export const catalogPageQuery = (client: ApiClient, companyId: string, query: CatalogListQuery) =>
  queryOptions({
    queryKey: catalogKeys.list(companyId, query),
    queryFn: ({ signal }): Promise<ProductListResponse> =>
      client.request(productRoutes.listProducts, { params: { companyId }, query, signal }),
  });

/** The company's active field definitions with usage counts: GET /fields?include_usage=true&is_active=true — spec part 1 §7. */
export const catalogFieldsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: catalogKeys.fields(companyId),
    queryFn: async ({ signal }) =>
      (
        await client.request(fieldRoutes.listFields, {
          params: { companyId },
          query: { include_usage: true, is_active: true },
          signal,
        })
      ).fields,
    staleTime: 60_000,
  });

/** A field's distinct values with product counts: GET /fields/{fieldId}/values — spec part 1 §7. */
export const fieldValuesQuery = (client: ApiClient, companyId: string, fieldId: string) =>
  queryOptions({
    queryKey: catalogKeys.fieldValues(companyId, fieldId),
    queryFn: async ({ signal }) =>
      (await client.request(fieldRoutes.getFieldValues, { params: { companyId, fieldId }, signal })).values,
    staleTime: 60_000,
  });
