// The catalogue's browsing state as a pure reducer — spec part 1 §4: changing search, filters, status or
// sort reloads from the first page; search is debounced (the typed text applies SEARCH_DEBOUNCE_MS later).
import { textProblem, type ProductSortBy, type ReviewStatus } from '../contract/index';
import { CATALOG_DEFAULT_SORT } from './constants';
import type { ActiveFilter } from './filterRules';

/** Cards (the default, 'grid' in user preferences) or the table. */
export type CatalogView = 'cards' | 'table';

/** What the catalogue shows. */
export interface CatalogState {
  /** The text in the search box, as typed. */
  searchInput: string;
  /** The search the list is asked with (trimmed), applied after the debounce. */
  search: string;
  /** null: All Status. */
  reviewStatus: ReviewStatus | null;
  sortBy: ProductSortBy;
  /** At most one filter per field, in the order added. */
  filters: ActiveFilter[];
  /** Zero-based page. */
  page: number;
  view: CatalogView;
}

export type CatalogAction =
  | { type: 'typeSearch'; text: string }
  | { type: 'applySearch' }
  | { type: 'setReviewStatus'; status: ReviewStatus | null }
  | { type: 'setSortBy'; sortBy: ProductSortBy }
  | { type: 'addFilter'; filter: ActiveFilter }
  | { type: 'removeFilter'; field: string }
  | { type: 'clearFilters' }
  | { type: 'setPage'; page: number }
  | { type: 'setView'; view: CatalogView };

/** The starting state: nothing searched or filtered, All Status, Last Updated, first page, cards. */
export function initialCatalogState(
  init: Partial<Pick<CatalogState, 'search' | 'reviewStatus' | 'sortBy' | 'filters' | 'view'>> = {},
): CatalogState {
  const search = init.search?.trim() ?? '';
  return {
    searchInput: search,
    search,
    reviewStatus: init.reviewStatus ?? null,
    sortBy: init.sortBy ?? CATALOG_DEFAULT_SORT,
    filters: init.filters ?? [],
    page: 0,
    view: init.view ?? 'cards',
  };
}

/** A change of what is listed: back to the first page. */
const relist = (state: CatalogState, change: Partial<CatalogState>): CatalogState => ({ ...state, ...change, page: 0 });

/** The catalogue reducer; actions that change nothing return the same state. */
export function catalogReducer(state: CatalogState, action: CatalogAction): CatalogState {
  switch (action.type) {
    case 'typeSearch':
      return action.text === state.searchInput ? state : { ...state, searchInput: action.text };
    case 'applySearch': {
      const search = state.searchInput.trim();
      return search === state.search || searchProblem(state) ? state : relist(state, { search });
    }
    case 'setReviewStatus':
      return action.status === state.reviewStatus ? state : relist(state, { reviewStatus: action.status });
    case 'setSortBy':
      return action.sortBy === state.sortBy ? state : relist(state, { sortBy: action.sortBy });
    case 'addFilter': {
      const { filter } = action;
      // An empty value (a boolean's 'Either') restricts nothing: it clears the field's filter, no chip.
      if (filter.value === '') return catalogReducer(state, { type: 'removeFilter', field: filter.field });
      const index = state.filters.findIndex((f) => f.field === filter.field);
      if (index >= 0 && state.filters[index]!.value === filter.value) return state;
      const filters = index >= 0 ? state.filters.map((f, i) => (i === index ? filter : f)) : [...state.filters, filter];
      return relist(state, { filters });
    }
    case 'removeFilter': {
      const filters = state.filters.filter((f) => f.field !== action.field);
      return filters.length === state.filters.length ? state : relist(state, { filters });
    }
    case 'clearFilters':
      return state.filters.length === 0 ? state : relist(state, { filters: [] });
    case 'setPage': {
      const page = Math.max(0, Math.floor(action.page));
      return page === state.page ? state : { ...state, page };
    }
    case 'setView':
      return action.view === state.view ? state : { ...state, view: action.view };
  }
}

/**
 * What is wrong with the typed search under the API's text rule (a control character, over 200
 * characters), or undefined. Such a search is never applied: the list stays as it was (issue #11).
 */
export const searchProblem = (state: CatalogState): string | undefined =>
  textProblem(state.searchInput.trim(), 'search');

/** Whether typed search text is still waiting for the debounce. */
export const searchPending = (state: CatalogState): boolean =>
  state.searchInput.trim() !== state.search && !searchProblem(state);
