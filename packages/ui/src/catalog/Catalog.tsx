import type { EnhancedProduct } from '@curate/core';
import { useMemo, type ReactNode } from 'react';
import { cx } from '../theme/cx';
import { CatalogUiContext } from './catalogUi';
import {
  CatalogBase,
  useCatalogContext,
  type CatalogBaseProps,
  type CatalogExportFile,
  useTexts,
  catalogMessages,
} from '@curate/core';
import { ActiveFilters } from './parts/ActiveFilters';
import { LazyAddFilterDialog, LazyExportDialog, LazyProductTable } from './parts/lazyParts';
import { CatalogPagination } from './parts/CatalogPagination';
import { CatalogResults } from './parts/CatalogResults';
import { CatalogEmpty, CatalogError, CatalogLoading } from './parts/CatalogStates';
import { CatalogToolbar, ExportButton, ViewToggle } from './parts/CatalogToolbar';
import { FieldGroups } from './parts/FieldGroups';
import { CatalogSearch, CatalogSortSelect, CatalogStatusSelect } from './parts/FilterControls';
import { FilterPanel } from './parts/FilterPanel';
import { ProductCard, ProductCards } from './parts/ProductCards';
import { saveFile } from '../internal/saveFile';

/** Props of Catalog. */
export interface CatalogProps extends Omit<CatalogBaseProps, 'children' | 'loading' | 'error' | 'empty'> {
  /** Called with the product when a card or a row's View Details is activated (e.g. to open the detail dialog). Default none. */
  onProductOpen?: (product: EnhancedProduct) => void;
  /** Saves a finished export; default: the browser saves it under the server's file name (object URL + <a download>). */
  saveExport?: (file: CatalogExportFile) => void;
  /** Extra class names on the widget root. */
  className?: string;
  /** Your layout of the parts (Catalog.FilterPanel, .Toolbar, .Results ...); default the whole screen. */
  children?: ReactNode;
}

function Layout({ className, children }: Pick<CatalogProps, 'className' | 'children'>) {
  const catalog = useCatalogContext();
  const catalogTexts = useTexts('catalog', catalogMessages);
  return (
    <div
      className={cx('curate-Catalog', className)}
      data-slot="catalog"
      data-state={catalog.status}
      data-view={catalog.view}
      data-fetching={catalog.isFetching ? '' : undefined}
    >
      {children ?? (
        <>
          <FilterPanel />
          <section className="curate-Catalog-main" data-slot="catalog-main" aria-label={catalogTexts.catalogue}>
            <CatalogToolbar />
            <CatalogResults />
          </section>
        </>
      )}
    </div>
  );
}

/**
 * The catalogue screen, ready-made — spec part 1 §2: the 'Filter Products' panel, the cards/table toggle,
 * Export, the products with paging, and the Add Filter and Export dialogs. Compose your own from
 * Catalog.FilterPanel, .Search, .StatusSelect, .SortSelect, .ActiveFilters, .FieldGroups, .Toolbar,
 * .ViewToggle, .ExportButton, .Results, .Cards, .Table, .Pagination, .Empty inside <Catalog>. The view is
 * controlled (view + onViewChange) or not (defaultView, default 'cards').
 */
function CatalogRoot({ className, children, onProductOpen, saveExport = saveFile, ...base }: CatalogProps) {
  const ui = useMemo(() => ({ onProductOpen, saveExport }), [onProductOpen, saveExport]);
  return (
    <CatalogBase {...base}>
      <CatalogUiContext.Provider value={ui}>
        <Layout className={className}>{children}</Layout>
      </CatalogUiContext.Provider>
    </CatalogBase>
  );
}

export const Catalog = Object.assign(CatalogRoot, {
  FilterPanel,
  Search: CatalogSearch,
  StatusSelect: CatalogStatusSelect,
  SortSelect: CatalogSortSelect,
  ActiveFilters,
  FieldGroups,
  AddFilterDialog: LazyAddFilterDialog,
  Toolbar: CatalogToolbar,
  ViewToggle,
  ExportButton,
  ExportDialog: LazyExportDialog,
  Results: CatalogResults,
  Cards: ProductCards,
  Card: ProductCard,
  Table: LazyProductTable,
  Pagination: CatalogPagination,
  Empty: CatalogEmpty,
  Loading: CatalogLoading,
  Error: CatalogError,
});
