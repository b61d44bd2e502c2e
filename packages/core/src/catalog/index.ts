// @curate/core catalog: the catalogue browser's logic — spec part 1 §2, §4, §5, §7, §8, §9.
export * from './constants';
export * from './filterRules';
export * from './productDisplay';
export {
  catalogReducer,
  initialCatalogState,
  searchPending,
  searchProblem,
  type CatalogAction,
  type CatalogState,
  type CatalogView,
} from './catalogState';
export { fieldMatches, fieldPanelFor, toCatalogField, type CatalogField, type FieldPanel } from './fieldPanel';
export {
  catalogFieldsQuery,
  catalogKeys,
  catalogPageQuery,
  exportQueryFor,
  fieldValuesQuery,
  listQueryFor,
  type CatalogListQuery,
} from './catalogQueries';
export { catalogListKey } from '../shared/queryKeys';
export { invalidateCatalogLists } from '../shared/invalidation';
export {
  useCatalog,
  type CatalogController,
  type CatalogExportFile,
  type CatalogExportState,
  type CatalogLoadError,
  type UseCatalogOptions,
} from './useCatalog';
export { useFieldValues, type UseFieldValuesOptions } from './useFieldValues';
export { CatalogBase, useCatalogContext, type CatalogBaseProps } from './CatalogBase';
