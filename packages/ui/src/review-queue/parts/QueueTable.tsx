import {
  failureDetail,
  useReviewQueueContext,
  type ReviewQueueProduct,
  commonMessages,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import { useTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { TableShell, type TableShellProps, type TableShellState } from '../../primitives/TableShell/TableShell';
import { TableShellHeaderCell, TableShellRow } from '../../primitives/TableShell/TableShellParts';
import { QueueEmpty } from './QueueEmpty';
import { QueuePagination } from './QueuePagination';
import { QueueRow } from './QueueRow';
import { reviewQueueColumns, reviewQueueFeatures } from './queueColumns';

/** Props of ReviewQueue.Table; other TableShell props pass through. */
export interface QueueTableProps extends Partial<Omit<TableShellProps, 'head' | 'children' | 'columnCount' | 'state'>> {
  /** Column definitions (TanStack Table v9); default reviewQueueColumns (the six of spec part 1 §2). */
  // biome-ignore lint/suspicious/noExplicitAny: columns hold different value types; TanStack Table's ColumnDef takes any for a mixed list.
  columns?: ColumnDef<typeof reviewQueueFeatures, ReviewQueueProduct, any>[];
  /** Footer below the table; default ReviewQueue.Pagination, null for none. */
  footer?: ReactNode;
}

/** The table of pending products with its loading, empty and error states — spec part 1 §2. */
export function QueueTable({
  columns = reviewQueueColumns as QueueTableProps['columns'],
  footer,
  caption,
  ...rest
}: QueueTableProps) {
  const { queue } = useReviewQueueContext();
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  const common = useTexts('common', commonMessages);
  const table = useTable({
    features: reviewQueueFeatures,
    columns: columns!,
    data: queue.products as ReviewQueueProduct[],
  });
  const state: TableShellState =
    queue.status === 'pending'
      ? 'loading'
      : queue.status === 'error'
        ? 'error'
        : queue.products.length === 0
          ? 'empty'
          : 'ready';
  return (
    <TableShell
      hideCaption
      caption={caption ?? reviewQueue.tableCaption}
      columnCount={columns!.length}
      state={state}
      loadingState={reviewQueue.loading}
      emptyState={<QueueEmpty />}
      errorState={
        <div className="curate-ReviewQueue-error">
          <p>{reviewQueue.loadFailed(failureDetail(queue.error, common.unknownError))}</p>
          <Button size="sm" onClick={() => void queue.refetch()}>
            {common.tryAgain}
          </Button>
        </div>
      }
      footer={footer === undefined ? state === 'ready' ? <QueuePagination /> : null : footer}
      head={table.getHeaderGroups().map((group) => (
        <TableShellRow key={group.id}>
          {group.headers.map((header) => (
            <TableShellHeaderCell
              key={header.id}
              align={header.column.id === 'actions' || header.column.id === 'sources' ? 'end' : 'start'}
            >
              <table.FlexRender header={header} />
            </TableShellHeaderCell>
          ))}
        </TableShellRow>
      ))}
      {...rest}
      className={rest.className ? `curate-ReviewQueue-table ${rest.className}` : 'curate-ReviewQueue-table'}
      data-fetching={queue.isFetching ? '' : undefined}
    >
      {table.getRowModel().rows.map((row) => (
        <QueueRow key={row.original.id} row={row} renderCell={(cell) => <table.FlexRender cell={cell} />} />
      ))}
    </TableShell>
  );
}
