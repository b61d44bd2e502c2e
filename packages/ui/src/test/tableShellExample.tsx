// Story-only example: TableShell filled by a TanStack Table v9 instance (useTable + tableFeatures).
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Badge, type BadgeTone } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import type { ReviewRow } from './tableShell';
import { TableShell } from '../primitives/TableShell/TableShell';
import {
  TableShellCell,
  TableShellHeaderCell,
  TableShellRow,
  TableShellSortButton,
} from '../primitives/TableShell/TableShellParts';
import { TableShellPagination } from '../primitives/TableShell/TableShellPagination';

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

// Story stand-in for core's quality banding (spec part 1 §9).
const band = (score: number): BadgeTone =>
  score >= 8 ? 'success' : score >= 6 ? 'warning' : score >= 4 ? 'orange' : 'danger';

const column = createColumnHelper<typeof features, ReviewRow>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Product',
    sortFn: 'alphanumeric',
    cell: (info) => (
      <span>
        {info.getValue()}
        <br />
        <small style={{ color: 'var(--curate-color-text-muted)' }}>{info.row.original.id}</small>
      </span>
    ),
  }),
  column.accessor('qualityScore', {
    header: 'Quality Score',
    sortFn: 'basic',
    cell: (info) => <Badge tone={band(info.getValue())} dot>{`${info.getValue().toFixed(1)}/10`}</Badge>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <Badge tone="info">{info.getValue()}</Badge>,
  }),
  column.accessor('sources', { header: 'Sources', sortFn: 'basic' }),
  column.accessor('enhancedAt', { header: 'Enhanced', sortFn: 'alphanumeric' }),
  column.display({ id: 'actions', header: 'Actions', cell: () => <Button size="sm">Review</Button> }),
]);

export interface ReviewQueueTableExampleProps {
  /** Rows to show; keep the array stable between renders. */
  rows: ReviewRow[];
  /** Rows per page; default 5. */
  pageSize?: number;
}

/** The review queue table (spec part 1 §2) as TableShell + TanStack Table v9, sortable and paged client-side. */
export function ReviewQueueTableExample({ rows, pageSize = 5 }: ReviewQueueTableExampleProps) {
  const table = useTable({
    features,
    columns,
    data: rows,
    initialState: { pagination: { pageIndex: 0, pageSize } },
  });
  const { pageIndex } = table.state.pagination;
  const total = table.getRowCount();
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <TableShell
      caption="Pending products"
      hideCaption
      header={<strong>Review Queue</strong>}
      columnCount={columns.length}
      state={rows.length === 0 ? 'empty' : 'ready'}
      emptyState="No products to review"
      head={table.getHeaderGroups().map((group) => (
        <TableShellRow key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            return (
              <TableShellHeaderCell
                key={header.id}
                sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {header.column.getCanSort() ? (
                  <TableShellSortButton direction={sorted} onClick={header.column.getToggleSortingHandler()}>
                    <table.FlexRender header={header} />
                  </TableShellSortButton>
                ) : (
                  <table.FlexRender header={header} />
                )}
              </TableShellHeaderCell>
            );
          })}
        </TableShellRow>
      ))}
      footer={
        <TableShellPagination
          summary={`Showing ${first}-${last} of ${total} products`}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      }
    >
      {table.getRowModel().rows.map((row) => (
        <TableShellRow key={row.id} interactive>
          {row.getAllCells().map((cell) => (
            <TableShellCell key={cell.id}>
              <table.FlexRender cell={cell} />
            </TableShellCell>
          ))}
        </TableShellRow>
      ))}
    </TableShell>
  );
}
