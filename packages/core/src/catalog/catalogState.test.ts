import { describe, expect, it } from 'vitest';
import { buildFilterPairs, productExportFileName, type FieldDefinition, type FieldGroup } from '../contract/index';
import { exportQueryFor, listQueryFor } from './catalogQueries';
import {
  catalogReducer,
  initialCatalogState,
  searchPending,
  searchProblem,
  type CatalogAction,
  type CatalogState,
} from './catalogState';
import {
  CATALOG_DEFAULT_SORT,
  CATALOG_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  catalogPageSummary,
  exportFilteredLabel,
  fieldCountText,
} from './constants';
import { catalogCsvTimestamp } from '../contract/index';
import { fieldPanelFor } from './fieldPanel';
import type { ActiveFilter } from './filterRules';
import { productDisplayName, productShortDescription } from './productDisplay';

const run = (state: CatalogState, ...actions: CatalogAction[]) => actions.reduce(catalogReducer, state);
const material: ActiveFilter = { field: 'material', value: 'steel', displayName: 'Material', kind: 'text' };
const capacity: ActiveFilter = { field: 'capacity_ml', value: '500-750', displayName: 'Capacity (ml)', kind: 'number' };
const onPage3 = () => run(initialCatalogState(), { type: 'setPage', page: 3 });

describe('catalogue constants (spec part 1 §9)', () => {
  it('pages by 20, debounces search by 500 ms and sorts by updated_at by default', () => {
    expect(CATALOG_PAGE_SIZE).toBe(20);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(CATALOG_DEFAULT_SORT).toBe('updated_at');
    expect(initialCatalogState()).toEqual({
      searchInput: '',
      search: '',
      reviewStatus: null,
      sortBy: 'updated_at',
      filters: [],
      page: 0,
      view: 'cards',
    });
  });
});

describe('catalogReducer (spec part 1 §4)', () => {
  it('keeps typed search text pending until the debounce applies it, then goes back to the first page', () => {
    let state = run(onPage3(), { type: 'typeSearch', text: ' bottle ' });
    expect(state.searchInput).toBe(' bottle ');
    expect(state.search).toBe('');
    expect(state.page).toBe(3);
    expect(searchPending(state)).toBe(true);
    state = run(state, { type: 'applySearch' });
    expect(state.search).toBe('bottle');
    expect(state.page).toBe(0);
    expect(searchPending(state)).toBe(false);
  });

  it('never applies a search the API text rule refuses, and says why (issue #11)', () => {
    const applied = run(initialCatalogState(), { type: 'typeSearch', text: 'bottle' }, { type: 'applySearch' });
    for (const text of ['bot\u0000tle', 'x'.repeat(201)]) {
      const typed = run(applied, { type: 'typeSearch', text });
      expect(searchProblem(typed)).toEqual(expect.stringMatching(/^Must /));
      expect(searchPending(typed)).toBe(false);
      expect(run(typed, { type: 'applySearch' }).search).toBe('bottle');
    }
    expect(searchProblem(applied)).toBeUndefined();
  });

  it('goes back to the first page when status, sort or filters change', () => {
    expect(run(onPage3(), { type: 'setReviewStatus', status: 'approved' })).toMatchObject({
      reviewStatus: 'approved',
      page: 0,
    });
    expect(run(onPage3(), { type: 'setSortBy', sortBy: 'quality_confidence_score' })).toMatchObject({
      sortBy: 'quality_confidence_score',
      page: 0,
    });
    const filtered = run(onPage3(), { type: 'addFilter', filter: material });
    expect(filtered).toMatchObject({ filters: [material], page: 0 });
    expect(run(filtered, { type: 'setPage', page: 2 }, { type: 'removeFilter', field: 'material' })).toMatchObject({
      filters: [],
      page: 0,
    });
    expect(run(filtered, { type: 'setPage', page: 2 }, { type: 'clearFilters' })).toMatchObject({
      filters: [],
      page: 0,
    });
  });

  it('keeps the page when nothing changes and when only the view changes', () => {
    const state = run(onPage3(), { type: 'addFilter', filter: material }, { type: 'setPage', page: 2 });
    expect(run(state, { type: 'setReviewStatus', status: null })).toBe(state);
    expect(run(state, { type: 'setSortBy', sortBy: 'updated_at' })).toBe(state);
    expect(run(state, { type: 'addFilter', filter: material })).toBe(state);
    expect(run(state, { type: 'removeFilter', field: 'brand' })).toBe(state);
    expect(run(state, { type: 'typeSearch', text: '  ' }, { type: 'applySearch' }).page).toBe(2);
    expect(run(state, { type: 'setView', view: 'table' })).toMatchObject({ view: 'table', page: 2 });
  });

  it('holds one filter per field: adding a field again replaces its value', () => {
    const state = run(
      initialCatalogState(),
      { type: 'addFilter', filter: material },
      { type: 'addFilter', filter: capacity },
      { type: 'addFilter', filter: { ...material, value: 'glass' } },
    );
    expect(state.filters.map((f) => `${f.field}=${f.value}`)).toEqual(['material=glass', 'capacity_ml=500-750']);
  });

  it("reads an empty value (a boolean's 'Either') as no filter on that field", () => {
    const hazardous = { field: 'is_hazardous', value: 'true', displayName: 'Hazardous', kind: 'boolean' as const };
    const state = run(
      initialCatalogState(),
      { type: 'addFilter', filter: material },
      { type: 'addFilter', filter: hazardous },
    );
    expect(run(state, { type: 'addFilter', filter: { ...hazardous, value: '' } }).filters).toEqual([material]);
    expect(run(initialCatalogState(), { type: 'addFilter', filter: { ...hazardous, value: '' } }).filters).toEqual([]);
  });

  it('never pages below zero', () => {
    expect(run(initialCatalogState(), { type: 'setPage', page: -4 }).page).toBe(0);
  });
});

describe('catalogue calls (spec part 1 §7)', () => {
  const state = run(
    initialCatalogState(),
    { type: 'typeSearch', text: 'bottle' },
    { type: 'applySearch' },
    { type: 'setReviewStatus', status: 'approved' },
    { type: 'addFilter', filter: material },
    { type: 'addFilter', filter: capacity },
    { type: 'setPage', page: 2 },
  );

  it('lists with search, status, sort, limit/offset, custom fields and filter pairs', () => {
    expect(listQueryFor(state, 20)).toEqual({
      search_text: 'bottle',
      review_status: 'approved',
      sort_by: 'updated_at',
      limit: 20,
      offset: 40,
      include_custom_fields: true,
      filter_field_0: 'material',
      filter_value_0: 'steel',
      filter_field_1: 'capacity_ml',
      filter_value_1: '500-750',
    });
    expect(listQueryFor(initialCatalogState(), 20)).toMatchObject({
      search_text: undefined,
      review_status: undefined,
      offset: 0,
    });
  });

  it('exports the filtered view with its filters, or everything with scope=all alone', () => {
    expect(exportQueryFor(state, 'filtered')).toEqual({
      scope: 'filtered',
      review_status: 'approved',
      search_text: 'bottle',
      sort_by: 'updated_at',
      ...buildFilterPairs(state.filters),
    });
    expect(exportQueryFor(state, 'all')).toEqual({ scope: 'all' });
    expect(productExportFileName(catalogCsvTimestamp(new Date('2025-03-02T14:15:03.250Z')))).toBe(
      'products_export_20250302_141503.csv',
    );
  });
});

describe('catalogue texts (spec part 1 §2)', () => {
  it("reads 'Page N • X of Y' with X the products shown so far and Y the total", () => {
    expect(catalogPageSummary(0, 20, 20, 53)).toBe('Page 1 • 20 of 53');
    expect(catalogPageSummary(2, 20, 13, 53)).toBe('Page 3 • 53 of 53');
    expect(catalogPageSummary(0, 20, 0, 0)).toBe('Page 1 • 0 of 0');
  });

  it("reads 'N of M fields' and the export choice", () => {
    expect(fieldCountText(3, 15)).toBe('3 of 15 fields');
    expect(exportFilteredLabel(53)).toBe('Export current filtered view (53 products)');
  });

  it('names a product by its clean name (first element of a JSON array), else its name', () => {
    const base = { clean_name: null, name: 'RAW-NAME 750ML', key_custom_fields: null };
    expect(productDisplayName({ ...base, clean_name: '["Bamboo cutting board, large", "Bamboo board XL"]' })).toBe(
      'Bamboo cutting board, large',
    );
    expect(productDisplayName({ ...base, clean_name: 'Steel bottle' })).toBe('Steel bottle');
    expect(productDisplayName({ ...base, key_custom_fields: { clean_name: 'From key fields' } })).toBe(
      'From key fields',
    );
    expect(productDisplayName(base)).toBe('RAW-NAME 750ML');
    expect(productDisplayName({ ...base, clean_name: '[]', name: null })).toBe('');
    expect(
      productShortDescription({ short_description: null, key_custom_fields: { short_description: 'Keeps cold 24 h' } }),
    ).toBe('Keeps cold 24 h');
  });
});

describe('filter panel fields (spec part 1 §2, §3)', () => {
  const def = (n: number, display_name: string, group_id: string | null): FieldDefinition =>
    ({
      id: `f${n}`,
      field_name: display_name.toLowerCase().replace(/\W+/g, '_'),
      display_name,
      group_id,
      sort_order: n,
      field_type: 'text',
      data_type: 'string',
    }) as FieldDefinition;
  const groups = [
    { id: 'g2', display_name: 'Specifications', sort_order: 2 },
    { id: 'g1', display_name: 'Basic Information', sort_order: 1 },
  ] as FieldGroup[];
  const fields = [def(1, 'Brand', 'g1'), def(2, 'Material', 'g2'), def(3, 'Capacity', 'g2'), def(4, 'Warranty', null)];

  it('groups fields by group order with ungrouped fields under Other Fields, and counts them', () => {
    const panel = fieldPanelFor(fields, groups, '');
    expect(panel.groups.map((g) => [g.displayName, g.fields.map((f) => f.display_name)])).toEqual([
      ['Basic Information', ['Brand']],
      ['Specifications', ['Material', 'Capacity']],
      ['Other Fields', ['Warranty']],
    ]);
    expect(panel.fieldCountText).toBe('4 of 4 fields');
  });

  it('keeps only the fields matching the field search', () => {
    const panel = fieldPanelFor(fields, groups, 'MAT');
    expect(panel.groups.map((g) => g.displayName)).toEqual(['Specifications']);
    expect(panel.fieldCountText).toBe('1 of 4 fields');
  });
});
