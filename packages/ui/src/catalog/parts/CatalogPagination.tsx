import { TableShellPagination, type TableShellPaginationProps } from '../../primitives/TableShell/TableShellPagination';
import { useCatalogContext } from '@curate/core';
import { cx } from '../../internal/cx';

/** Props of Catalog.Pagination: TableShellPagination's, filled from the catalogue unless given. */
export type CatalogPaginationProps = Partial<TableShellPaginationProps>;

/** Previous / Next paging reading 'Page N • X of Y' — spec part 1 §2. */
export function CatalogPagination(props: CatalogPaginationProps) {
  const catalog = useCatalogContext();
  return (
    <TableShellPagination
      aria-label="Catalogue pages"
      summary={catalog.status === 'success' ? catalog.summary : undefined}
      canPrevious={catalog.canPrevious}
      canNext={catalog.canNext}
      onPrevious={catalog.previousPage}
      onNext={catalog.nextPage}
      {...props}
      className={cx('curate-Catalog-pagination', props.className)}
    />
  );
}
