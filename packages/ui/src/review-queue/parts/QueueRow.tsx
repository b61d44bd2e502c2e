import { useReviewQueueContext, type ReviewQueueProduct } from '@curate/core';
import { flexRender, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { TableShellCell, TableShellRow, type TableShellRowProps } from '../../primitives/TableShell/TableShellParts';
import type { reviewQueueFeatures } from './queueColumns';

/** Props of ReviewQueue.Row; other row attributes pass through. */
export interface QueueRowProps extends Omit<TableShellRowProps, 'children'> {
  /** The table row (from ReviewQueue.Table's TanStack Table instance). */
  row: Row<typeof reviewQueueFeatures, ReviewQueueProduct>;
  /** Renders a cell; default the column's own cell. */
  renderCell?: (
    cell: ReturnType<Row<typeof reviewQueueFeatures, ReviewQueueProduct>['getAllCells']>[number],
  ) => ReactNode;
}

/** One pending product; clicking the row opens the review dialog — spec part 1 §2. */
export function QueueRow({
  row,
  renderCell = (cell) => flexRender(cell.column.columnDef.cell, cell.getContext()),
  onClick,
  ...rest
}: QueueRowProps) {
  const { session } = useReviewQueueContext();
  const product = row.original;
  return (
    <TableShellRow
      {...rest}
      interactive
      selected={session.state.currentId === product.id}
      data-product-id={product.id}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) session.open(product.id);
      }}
    >
      {row.getAllCells().map((cell) => (
        <TableShellCell
          key={cell.id}
          align={cell.column.id === 'actions' ? 'end' : cell.column.id === 'sources' ? 'end' : 'start'}
          data-column={cell.column.id}
        >
          {renderCell(cell)}
        </TableShellCell>
      ))}
    </TableShellRow>
  );
}
