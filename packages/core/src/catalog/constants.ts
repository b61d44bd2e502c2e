// Catalogue constants and texts — spec part 1 §2, §8, §9.
import { DEFAULT_PAGE_SIZE, type ProductSortBy, type ReviewStatus } from '../contract/index';
import { catalogMessages as m } from '../messages/catalog';
import type { CatalogMessages } from '../messages/index';

/** Catalogue search is applied 500 ms after the last keystroke — spec part 1 §4, §9. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Catalogue page size — spec part 1 §9. */
export const CATALOG_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Default sort of the catalogue — spec part 1 §7, §9. */
export const CATALOG_DEFAULT_SORT: ProductSortBy = 'updated_at';

/** Texts of the filter panel — spec part 1 §2. */
export const FILTER_PANEL_TITLE = m.filterPanelTitle;
export const CATALOG_SEARCH_PLACEHOLDER = m.searchPlaceholder;
export const SEARCH_FIELDS_LABEL = m.searchFields;
export const CLEAR_ALL_FILTERS_LABEL = m.clearAll;
export const ALL_STATUS_LABEL = m.allStatus;

/** Review Status select: All Status, then the four statuses as written — spec part 1 §2. */
export const REVIEW_STATUS_OPTIONS: ReadonlyArray<{ value: ReviewStatus | ''; label: string }> = [
  { value: '', label: ALL_STATUS_LABEL },
  { value: 'pending', label: 'pending' },
  { value: 'approved', label: 'approved' },
  { value: 'rejected', label: 'rejected' },
  { value: 'skipped', label: 'skipped' },
];

/** Sort By select — spec part 1 §2. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSortBy; label: string }> = sortOptions();

/** The Sort By options in the given texts (default English). */
export function sortOptions(messages: CatalogMessages = m): Array<{ value: ProductSortBy; label: string }> {
  return [
    { value: 'updated_at', label: messages.sortUpdated },
    { value: 'created_at', label: messages.sortCreated },
    { value: 'product_id', label: messages.sortProductId },
    { value: 'quality_confidence_score', label: messages.sortQuality },
  ];
}

/** The Review Status options in the given texts: All Status, then the statuses (default English). */
export function reviewStatusOptions(
  messages: CatalogMessages = m,
  statusLabel: (status: string) => string = (status) => status,
): Array<{ value: ReviewStatus | ''; label: string }> {
  return REVIEW_STATUS_OPTIONS.map((o) => ({
    value: o.value,
    label: o.value === '' ? messages.allStatus : statusLabel(o.value),
  }));
}

/** Empty state — spec part 1 §2. */
export const CATALOG_EMPTY_TITLE = m.emptyTitle;
export const CATALOG_EMPTY_TEXT = m.emptyText;
export const CATALOG_LOADING = m.loading;

/** Export dialog — spec part 1 §2, §8. */
export const EXPORT_FAILED_MESSAGE = m.exportFailed;
export const EXPORT_BUTTON_LABEL = m.exportCsv;
export const EXPORT_BUSY_LABEL = m.exporting;
export const exportFilteredLabel = (total: number): string => m.exportFiltered(total);
export const EXPORT_ALL_LABEL = m.exportAll;

/** Add Filter dialog — spec part 1 §2. */
export const ADD_FILTER_LABEL = m.addFilter;

/**
 * 'Page N • X of Y' — spec part 1 §2. N is the one-based page, X the products shown so far (the position
 * of the last product on this page), Y the total matching products: 'Page 2 • 40 of 53'.
 */
export function catalogPageSummary(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  messages: Pick<CatalogMessages, 'pageSummary'> = m,
): string {
  const upTo = shown === 0 ? 0 : page * pageSize + shown;
  return messages.pageSummary(page + 1, upTo, total);
}

/** 'N of M fields' of the Search Fields box: fields shown after the field search, of all fields — spec part 1 §2. */
export const fieldCountText = (
  visible: number,
  total: number,
  messages: Pick<CatalogMessages, 'fieldCount'> = m,
): string => messages.fieldCount(visible, total);
