// Catalogue constants and texts — spec part 1 §2, §8, §9.
import { DEFAULT_PAGE_SIZE, type ProductSortBy, type ReviewStatus } from '../contract/index';

/** Catalogue search is applied 500 ms after the last keystroke — spec part 1 §4, §9. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Catalogue page size — spec part 1 §9. */
export const CATALOG_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Default sort of the catalogue — spec part 1 §7, §9. */
export const CATALOG_DEFAULT_SORT: ProductSortBy = 'updated_at';

/** Texts of the filter panel — spec part 1 §2. */
export const FILTER_PANEL_TITLE = 'Filter Products';
export const CATALOG_SEARCH_PLACEHOLDER = 'Search name, description, ID...';
export const SEARCH_FIELDS_LABEL = 'Search Fields';
export const CLEAR_ALL_FILTERS_LABEL = 'Clear All';
export const ALL_STATUS_LABEL = 'All Status';

/** Review Status select: All Status, then the four statuses as written — spec part 1 §2. */
export const REVIEW_STATUS_OPTIONS: ReadonlyArray<{ value: ReviewStatus | ''; label: string }> = [
  { value: '', label: ALL_STATUS_LABEL },
  { value: 'pending', label: 'pending' },
  { value: 'approved', label: 'approved' },
  { value: 'rejected', label: 'rejected' },
  { value: 'skipped', label: 'skipped' },
];

/** Sort By select — spec part 1 §2. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSortBy; label: string }> = [
  { value: 'updated_at', label: 'Last Updated' },
  { value: 'created_at', label: 'Date Created' },
  { value: 'product_id', label: 'Product ID' },
  { value: 'quality_confidence_score', label: 'Quality Score' },
];

/** Empty state — spec part 1 §2. */
export const CATALOG_EMPTY_TITLE = 'No products found';
export const CATALOG_EMPTY_TEXT = 'Try adjusting your search criteria or filters.';
export const CATALOG_LOADING = 'Loading products...';

/** Export dialog — spec part 1 §2, §8. */
export const EXPORT_FAILED_MESSAGE = 'Export failed. Please try again. ❌';
export const EXPORT_BUTTON_LABEL = 'Export CSV';
export const EXPORT_BUSY_LABEL = 'Exporting...';
export const exportFilteredLabel = (total: number): string => `Export current filtered view (${total} products)`;
export const EXPORT_ALL_LABEL = 'Export all products (no filters applied)';

/** Add Filter dialog — spec part 1 §2. */
export const ADD_FILTER_LABEL = 'Add Filter';

/**
 * 'Page N • X of Y' — spec part 1 §2. N is the one-based page, X the products shown so far (the position
 * of the last product on this page), Y the total matching products: 'Page 2 • 40 of 53'.
 */
export function catalogPageSummary(page: number, pageSize: number, shown: number, total: number): string {
  const upTo = shown === 0 ? 0 : page * pageSize + shown;
  return `Page ${page + 1} • ${upTo} of ${total}`;
}

/** 'N of M fields' of the Search Fields box: fields shown after the field search, of all fields — spec part 1 §2. */
export const fieldCountText = (visible: number, total: number): string => `${visible} of ${total} fields`;
