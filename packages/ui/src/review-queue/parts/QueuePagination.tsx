import { useReviewQueueContext } from '@curate/core';
import { TableShellPagination, type TableShellPaginationProps } from '../../primitives/TableShell/TableShellPagination';

/** Props of ReviewQueue.Pagination: TableShellPagination's, filled from the queue unless given. */
export type QueuePaginationProps = Partial<TableShellPaginationProps>;

/** Previous / Next paging reading 'Showing X-Y of Z products' — spec part 1 §2. */
export function QueuePagination(props: QueuePaginationProps) {
  const { queue } = useReviewQueueContext();
  return (
    <TableShellPagination
      aria-label="Review queue pages"
      summary={queue.status === 'success' ? queue.summary : undefined}
      canPrevious={queue.canPrevious}
      canNext={queue.canNext}
      onPrevious={queue.previousPage}
      onNext={queue.nextPage}
      {...props}
      className={props.className ? `curate-ReviewQueue-pagination ${props.className}` : 'curate-ReviewQueue-pagination'}
    />
  );
}
