export { TableShell, type TableShellProps, type TableShellState } from './TableShell';
export {
  TableShellCell,
  TableShellHeaderCell,
  TableShellRow,
  TableShellSortButton,
  type TableCellAlign,
  type TableShellCellProps,
  type TableShellHeaderCellProps,
  type TableShellRowProps,
  type TableShellSortButtonProps,
} from './TableShellParts';
export { TableShellPagination, type TableShellPaginationProps } from './TableShellPagination';
