import { useReviewQueueContext, reviewQueueMessages, useTexts } from '@curate/core';
import { ListPagination, type ListPaginationProps } from '../../internal/ListPagination';

/** Props of ReviewQueue.Pagination: TableShellPagination's, filled from the queue unless given. */
export type QueuePaginationProps = ListPaginationProps;

/** Previous / Next paging reading 'Showing X-Y of Z products' — spec part 1 §2. */
export function QueuePagination(props: QueuePaginationProps) {
  return (
    <ListPagination
      aria-label={useTexts('reviewQueue', reviewQueueMessages).pagesLabel}
      {...props}
      list={useReviewQueueContext().queue}
      baseClassName="curate-ReviewQueue-pagination"
    />
  );
}
