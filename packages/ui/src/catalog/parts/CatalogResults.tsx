import { useEffect, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../theme/cx';
import { useCatalogContext } from '@curate/core';
import { CatalogPagination } from './CatalogPagination';
import { CatalogEmpty, CatalogError, CatalogLoading } from './CatalogStates';
import { ProductCards } from './ProductCards';
import { LazyProductTable } from './lazyParts';

/** Props of Catalog.Results; other div attributes pass through. */
export interface CatalogResultsProps extends ComponentPropsWithRef<'div'> {
  /** Paging below the products; default Catalog.Pagination, null for none. */
  pagination?: ReactNode;
}

/** The products in the chosen view (cards or table) with paging, or the loading, error or empty state — spec part 1 §2. */
export function CatalogResults({ pagination, className, ...rest }: CatalogResultsProps) {
  const catalog = useCatalogContext();
  // The table view's chunk, fetched once the catalogue has drawn, so switching views does not wait for it.
  useEffect(() => LazyProductTable.preload(), []);
  const state =
    catalog.status === 'pending'
      ? 'loading'
      : catalog.status === 'error'
        ? 'error'
        : catalog.products.length === 0
          ? 'empty'
          : 'ready';
  return (
    <div
      {...rest}
      className={cx('curate-Catalog-results', className)}
      data-slot="catalog-results"
      data-state={state}
      data-view={catalog.view}
      aria-busy={catalog.isFetching || undefined}
    >
      {state === 'loading' && <CatalogLoading />}
      {state === 'error' && <CatalogError />}
      {state === 'empty' && <CatalogEmpty />}
      {state === 'ready' && (catalog.view === 'table' ? <LazyProductTable /> : <ProductCards />)}
      {state === 'ready' && (pagination === undefined ? <CatalogPagination /> : pagination)}
    </div>
  );
}
