import { failureDetail } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../../primitives/Button/Button';
import { CATALOG_EMPTY_TEXT, CATALOG_EMPTY_TITLE, CATALOG_LOADING, useCatalogContext } from '@curate/core';

/** 'No products found' / 'Try adjusting your search criteria or filters.' — spec part 1 §2. */
export function CatalogEmpty({ className, children, ...rest }: ComponentPropsWithRef<'div'>) {
  return (
    <div {...rest} className={cx('curate-Catalog-empty', className)} data-slot="catalog-empty">
      <p className="curate-Catalog-emptyTitle">{CATALOG_EMPTY_TITLE}</p>
      <p className="curate-Catalog-emptyText">{CATALOG_EMPTY_TEXT}</p>
      {children}
    </div>
  );
}

/** 'Loading products...' while the first page is on its way. */
export function CatalogLoading({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return (
    <div role="status" {...rest} className={cx('curate-Catalog-loading', className)} data-slot="catalog-loading">
      {CATALOG_LOADING}
    </div>
  );
}

/** The load failure with a retry, announced as an alert. */
export function CatalogError({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  const catalog = useCatalogContext();
  return (
    <div {...rest} className={cx('curate-Catalog-error', className)} data-slot="catalog-error">
      <p role="alert">{`Failed to load products: ${failureDetail(catalog.error)}`}</p>
      <Button size="sm" onClick={() => void catalog.refetch()}>
        Try again
      </Button>
    </div>
  );
}
