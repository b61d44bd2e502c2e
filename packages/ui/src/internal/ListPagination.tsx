import { TableShellPagination, type TableShellPaginationProps } from '../primitives/TableShell/TableShellPagination';
import { cx } from '../theme/cx';

/** What a paged list (a headless hook's controller) offers the pagination. */
export interface PagedList {
  status: string;
  summary: string;
  canPrevious: boolean;
  canNext: boolean;
  previousPage: () => void;
  nextPage: () => void;
}

/** Props of a widget's Pagination part: TableShellPagination's, filled from the list unless given. */
export type ListPaginationProps = Partial<TableShellPaginationProps>;

/** Previous / Next paging over a list: its summary once loaded, its page moves — spec part 1 §2. */
export function ListPagination({
  list,
  baseClassName,
  ...props
}: ListPaginationProps & { list: PagedList; baseClassName: string }) {
  return (
    <TableShellPagination
      summary={list.status === 'success' ? list.summary : undefined}
      canPrevious={list.canPrevious}
      canNext={list.canNext}
      onPrevious={list.previousPage}
      onNext={list.nextPage}
      {...props}
      className={cx(baseClassName, props.className)}
    />
  );
}
