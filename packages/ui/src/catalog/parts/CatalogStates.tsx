import { failureDetail } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../../primitives/Button/Button';
import { useCatalogContext, catalogMessages, commonMessages, useTexts } from '@curate/core';

/** 'No products found' / 'Try adjusting your search criteria or filters.' — spec part 1 §2. */
export function CatalogEmpty({ className, children, ...rest }: ComponentPropsWithRef<'div'>) {
  const m = useTexts('catalog', catalogMessages);
  return (
    <div {...rest} className={cx('curate-Catalog-empty', className)} data-slot="catalog-empty">
      <p className="curate-Catalog-emptyTitle">{m.emptyTitle}</p>
      <p className="curate-Catalog-emptyText">{m.emptyText}</p>
      {children}
    </div>
  );
}

/** 'Loading products...' while the first page is on its way. */
export function CatalogLoading({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  const m = useTexts('catalog', catalogMessages);
  return (
    <div role="status" {...rest} className={cx('curate-Catalog-loading', className)} data-slot="catalog-loading">
      {m.loading}
    </div>
  );
}

/** The load failure with a retry, announced as an alert. */
export function CatalogError({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const common = useTexts('common', commonMessages);
  return (
    <div {...rest} className={cx('curate-Catalog-error', className)} data-slot="catalog-error">
      <p role="alert">{m.loadFailed(failureDetail(catalog.error, common.unknownError))}</p>
      <Button size="sm" onClick={() => void catalog.refetch()}>
        {common.tryAgain}
      </Button>
    </div>
  );
}
