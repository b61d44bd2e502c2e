import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  productExportFileName,
  productRoutes,
  type ExportScope,
  type ProductSortBy,
  type ReviewStatus,
} from '../contract/index';
import { failureDetail } from '../product-fields/index';
import { useApiClient } from '../provider/index';
import { useTexts, catalogMessages } from '../messages/index';
import { fieldGroupsQuery } from '../shared/productQueries';
import { useReportFailure } from '../shared/reportFailure';
import { catalogCsvTimestamp } from '../contract/index';
import { catalogFieldsQuery, catalogPageQuery, exportQueryFor, listQueryFor } from './catalogQueries';
import {
  catalogReducer,
  initialCatalogState,
  searchPending,
  searchProblem,
  type CatalogState,
  type CatalogView,
} from './catalogState';
import { CATALOG_PAGE_SIZE, SEARCH_DEBOUNCE_MS, catalogPageSummary } from './constants';
import { fieldPanelFor } from './fieldPanel';
import type { ActiveFilter } from './filterRules';

/** What failed to load, for a host's onLoadError callback. */
export interface CatalogLoadError {
  /** 'products' (the page) or 'fields' (the filter panel's fields and groups). */
  type: 'products' | 'fields';
  message: string;
}

/** A downloaded export: the CSV and the name to save it under (the server's, else products_export_{timestamp}.csv). */
export interface CatalogExportFile {
  blob: Blob;
  filename: string;
}

/** Where an export stands: 'idle', 'exporting', 'done' or 'failed' ('Export failed. Please try again. ❌'). */
export type CatalogExportState = 'idle' | 'exporting' | 'done' | 'failed';

export interface UseCatalogOptions {
  /** The company whose catalogue is browsed; nothing is asked while it is empty. */
  companyId: string;
  /** Products per page; default CATALOG_PAGE_SIZE (20, spec part 1 §9). */
  pageSize?: number;
  /** Search, status, sort and filters to start with; default none, All Status, Last Updated. */
  initial?: Partial<Pick<CatalogState, 'search' | 'reviewStatus' | 'sortBy' | 'filters'>>;
  /** The view, when the host owns it (controlled); default: kept by the hook. */
  view?: CatalogView;
  /** The view to start with when uncontrolled; default 'cards'. */
  defaultView?: CatalogView;
  /** Told when the view changes (both modes). Default none. */
  onViewChange?: (view: CatalogView) => void;
  /** Set false to stop asking; default true. */
  enabled?: boolean;
  /** Told of each load failure ({ type, message }; also logged — spec part 1 §8). Default none. */
  onLoadError?: (error: CatalogLoadError) => void;
}

/**
 * The catalogue: one page of enhanced products (GET /products with search_text, review_status, sort_by,
 * limit / offset, include_custom_fields=true and filter pairs), the fields of the filter panel and the CSV
 * export — spec part 1 §2, §4, §7. Search applies 500 ms after typing; any change of search, filters,
 * status or sort reloads from the first page. The previous page stays shown while the next one loads.
 */
export function useCatalog({
  companyId,
  pageSize = CATALOG_PAGE_SIZE,
  initial,
  view: controlledView,
  defaultView,
  onViewChange,
  enabled = true,
  onLoadError,
}: UseCatalogOptions) {
  const client = useApiClient();
  const catalogTexts = useTexts('catalog', catalogMessages);
  const [state, dispatch] = useReducer(catalogReducer, undefined, () =>
    initialCatalogState({ ...initial, view: defaultView }),
  );
  const [fieldSearch, setFieldSearch] = useState('');
  const active = enabled && companyId !== '';

  useEffect(() => {
    if (!searchPending(state)) return;
    const timer = setTimeout(() => dispatch({ type: 'applySearch' }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const query = useMemo(() => listQueryFor(state, pageSize), [state, pageSize]);
  const pageQuery = useQuery({
    ...catalogPageQuery(client, companyId, query),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  const fieldsQuery = useQuery({ ...catalogFieldsQuery(client, companyId), enabled: active });
  const groupsQuery = useQuery({ ...fieldGroupsQuery(client, companyId), enabled: active });
  useReportFailure(pageQuery.error, 'Loading the catalogue products', (message) =>
    onLoadError?.({ type: 'products', message }),
  );
  useReportFailure(fieldsQuery.error ?? groupsQuery.error, 'Loading the catalogue fields', (message) =>
    onLoadError?.({ type: 'fields', message }),
  );

  const data = pageQuery.data;
  const products = data?.products ?? [];
  const total = data?.total ?? 0;
  const loadedPage = data ? Math.floor(data.offset / pageSize) : state.page;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const hasMore = data?.has_more ?? false;
  // The catalogue may shrink (e.g. a product deleted): stay on a page that still has products.
  const lastPage = pageCount - 1;
  const settled = pageQuery.isSuccess && !pageQuery.isPlaceholderData;
  useEffect(() => {
    if (settled && state.page > lastPage) dispatch({ type: 'setPage', page: lastPage });
  }, [settled, state.page, lastPage]);
  const panel = useMemo(
    () => fieldPanelFor(fieldsQuery.data ?? [], groupsQuery.data ?? [], fieldSearch, catalogTexts),
    [fieldsQuery.data, groupsQuery.data, fieldSearch, catalogTexts],
  );

  const view = controlledView ?? state.view;
  const viewChangeRef = useRef(onViewChange);
  viewChangeRef.current = onViewChange;
  const setView = useCallback((next: CatalogView) => {
    dispatch({ type: 'setView', view: next });
    viewChangeRef.current?.(next);
  }, []);

  const stateRef = useRef(state);
  stateRef.current = state;
  const exportMutation = useMutation({
    mutationFn: async (scope: ExportScope): Promise<CatalogExportFile> => {
      const file = await client.download(productRoutes.exportProducts, {
        params: { companyId },
        query: exportQueryFor(stateRef.current, scope),
      });
      return { blob: file.blob, filename: file.filename ?? productExportFileName(catalogCsvTimestamp(new Date())) };
    },
    onError: (error) => console.warn(`[curate] Export failed: ${failureDetail(error)}`),
  });
  const exportState: CatalogExportState = { idle: 'idle', pending: 'exporting', success: 'done', error: 'failed' }[
    exportMutation.status
  ] as CatalogExportState;

  const { refetch: refetchPage } = pageQuery;
  const refetch = useCallback(async () => {
    await refetchPage();
  }, [refetchPage]);
  const setPage = useCallback((page: number) => dispatch({ type: 'setPage', page }), []);

  return {
    /** The company browsed. */
    companyId,
    status: pageQuery.status,
    products,
    total,
    /** The page asked for (zero-based). */
    page: state.page,
    /** The page whose products are shown (differs from `page` while the next one loads). */
    loadedPage,
    pageSize,
    pageCount,
    hasMore,
    canPrevious: loadedPage > 0,
    canNext: hasMore,
    /** 'Page N • X of Y' — see catalogPageSummary. */
    summary: catalogPageSummary(loadedPage, pageSize, products.length, total, catalogTexts),
    isEmpty: pageQuery.isSuccess && !pageQuery.isPlaceholderData && products.length === 0,
    isFetching: pageQuery.isFetching,
    isPlaceholderData: pageQuery.isPlaceholderData,
    error: pageQuery.error,
    /** The text in the search box (updates at once). */
    search: state.searchInput,
    /** The search the list is asked with (SEARCH_DEBOUNCE_MS after typing). */
    appliedSearch: state.search,
    searchPending: searchPending(state),
    /** Why the typed search is not applied (the API's text rule), or undefined. */
    searchProblem: searchProblem(state),
    reviewStatus: state.reviewStatus,
    sortBy: state.sortBy,
    filters: state.filters,
    view,
    /** Every active field definition (with usage counts). */
    fields: fieldsQuery.data ?? [],
    fieldsStatus: fieldsQuery.status,
    /** The filter panel's groups, keeping the fields that match the field search. */
    fieldGroups: panel.groups,
    fieldSearch,
    visibleFieldCount: panel.visibleFieldCount,
    totalFieldCount: panel.totalFieldCount,
    /** 'N of M fields'. */
    fieldCountText: panel.fieldCountText,
    exportState,
    /** 'Export failed. Please try again. ❌' after a failed export, else null — spec part 1 §8. */
    exportError: exportState === 'failed' ? catalogTexts.exportFailed : null,
    setSearch: useCallback((text: string) => dispatch({ type: 'typeSearch', text }), []),
    setReviewStatus: useCallback((status: ReviewStatus | null) => dispatch({ type: 'setReviewStatus', status }), []),
    setSortBy: useCallback((sortBy: ProductSortBy) => dispatch({ type: 'setSortBy', sortBy }), []),
    addFilter: useCallback((filter: ActiveFilter) => dispatch({ type: 'addFilter', filter }), []),
    removeFilter: useCallback((field: string) => dispatch({ type: 'removeFilter', field }), []),
    clearFilters: useCallback(() => dispatch({ type: 'clearFilters' }), []),
    setPage,
    nextPage: () => setPage(loadedPage + 1),
    previousPage: () => setPage(loadedPage - 1),
    setView,
    setFieldSearch,
    refetch,
    /** Downloads the CSV of the filtered view (status, search, sort, filters) or of all products. Rejects on failure. */
    exportCsv: exportMutation.mutateAsync,
    /** Back to the 'idle' export state (e.g. when the Export dialog opens again). */
    resetExport: exportMutation.reset,
  };
}

/** What useCatalog returns. */
export type CatalogController = ReturnType<typeof useCatalog>;
