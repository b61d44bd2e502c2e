// @curate/ui catalog: the catalogue browser — spec part 1 §2.
export { Catalog, type CatalogProps } from './Catalog';
export {
  FilterPanel as CatalogFilterPanel,
  type FilterPanelProps as CatalogFilterPanelProps,
} from './parts/FilterPanel';
export { CatalogSearch, CatalogSortSelect, CatalogStatusSelect } from './parts/FilterControls';
export { ActiveFilters as CatalogActiveFilters } from './parts/ActiveFilters';
export {
  FieldGroups as CatalogFieldGroups,
  type FieldGroupsProps as CatalogFieldGroupsProps,
} from './parts/FieldGroups';
// The two dialogs and the table view load in chunks of their own (parts/lazyParts.ts).
export {
  LazyAddFilterDialog as CatalogAddFilterDialog,
  LazyExportDialog as CatalogExportDialog,
  LazyProductTable as CatalogProductTable,
} from './parts/lazyParts';
export type { AddFilterDialogProps as CatalogAddFilterDialogProps } from './parts/AddFilterDialog';
export type { ExportDialogProps as CatalogExportDialogProps } from './parts/ExportDialog';
export {
  CatalogToolbar,
  ExportButton as CatalogExportButton,
  ViewToggle as CatalogViewToggle,
} from './parts/CatalogToolbar';
export { CatalogResults } from './parts/CatalogResults';
export { ProductCard as CatalogProductCard, ProductCards as CatalogProductCards } from './parts/ProductCards';
export type { ProductTableProps as CatalogProductTableProps } from './parts/ProductTable';
export { CATALOG_ROW_HEIGHT } from './parts/catalogRow';
export { CatalogPagination } from './parts/CatalogPagination';
export { CatalogEmpty, CatalogError, CatalogLoading } from './parts/CatalogStates';
export { saveFile as saveCatalogExport } from '../internal/saveFile';
