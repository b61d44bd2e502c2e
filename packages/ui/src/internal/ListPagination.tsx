import { useState } from 'react';
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
  /** True while the page asked for is on its way (the previous one stays shown). */
  isPlaceholderData: boolean;
}

/** Props of a widget's Pagination part: TableShellPagination's, filled from the list unless given. */
export type ListPaginationProps = Partial<TableShellPaginationProps>;

/**
 * Previous / Next paging over a list: its summary once loaded, its page moves — spec part 1 §2; the button
 * pressed shows it is busy until its page has arrived (issue #14).
 */
export function ListPagination({
  list,
  baseClassName,
  ...props
}: ListPaginationProps & { list: PagedList; baseClassName: string }) {
  const [pressed, setPressed] = useState<'previous' | 'next' | null>(null);
  return (
    <TableShellPagination
      summary={list.status === 'success' ? list.summary : undefined}
      canPrevious={list.canPrevious}
      canNext={list.canNext}
      onPrevious={() => {
        setPressed('previous');
        list.previousPage();
      }}
      onNext={() => {
        setPressed('next');
        list.nextPage();
      }}
      loading={list.isPlaceholderData ? pressed : null}
      {...props}
      className={cx(baseClassName, props.className)}
    />
  );
}
