import { useCatalogContext, catalogMessages, useTexts } from '@curate/core';
import { ListPagination, type ListPaginationProps } from '../../internal/ListPagination';

/** Props of Catalog.Pagination: TableShellPagination's, filled from the catalogue unless given. */
export type CatalogPaginationProps = ListPaginationProps;

/** Previous / Next paging reading 'Page N • X of Y' — spec part 1 §2. */
export function CatalogPagination(props: CatalogPaginationProps) {
  return (
    <ListPagination
      aria-label={useTexts('catalog', catalogMessages).pagesLabel}
      {...props}
      list={useCatalogContext()}
      baseClassName="curate-Catalog-pagination"
    />
  );
}
