import type { ComponentPropsWithRef } from 'react';
import { cx, dataFlag } from '../../theme/cx';

/** Horizontal alignment of a cell's content. */
export type TableCellAlign = 'start' | 'center' | 'end';

/** Props of TableShellRow; other <tr> attributes (and ref) pass through. */
export interface TableShellRowProps extends ComponentPropsWithRef<'tr'> {
  /** Marks the row as selected (data-selected, aria-selected is left to the widget); default false. */
  selected?: boolean;
  /** Row reacts to hover and shows a pointer, e.g. when a click opens a dialog; default false. */
  interactive?: boolean;
}

/** A table row with hover and selected styling. */
export function TableShellRow({ selected = false, interactive = false, className, ...rest }: TableShellRowProps) {
  return (
    <tr
      {...rest}
      className={cx('curate-TableShell-row', className)}
      data-slot="table-shell-row"
      data-selected={dataFlag(selected)}
      data-interactive={dataFlag(interactive)}
    />
  );
}

/** Props of TableShellHeaderCell; other <th> attributes (and ref) pass through. */
export interface TableShellHeaderCellProps extends Omit<ComponentPropsWithRef<'th'>, 'align'> {
  /** Current sort of this column, set as aria-sort and data-sort; default none. */
  sort?: 'ascending' | 'descending';
  /** Content alignment; default 'start'. */
  align?: TableCellAlign;
}

/** A column header cell (scope="col"). */
export function TableShellHeaderCell({
  sort,
  align = 'start',
  scope = 'col',
  className,
  ...rest
}: TableShellHeaderCellProps) {
  return (
    <th
      {...rest}
      scope={scope}
      aria-sort={sort}
      className={cx('curate-TableShell-headerCell', className)}
      data-slot="table-shell-header-cell"
      data-sort={sort}
      data-align={align}
    />
  );
}

/** Props of TableShellCell; other <td> attributes (and ref) pass through. */
export interface TableShellCellProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  /** Content alignment; default 'start'. */
  align?: TableCellAlign;
}

/** A body cell. */
export function TableShellCell({ align = 'start', className, ...rest }: TableShellCellProps) {
  return (
    <td {...rest} className={cx('curate-TableShell-cell', className)} data-slot="table-shell-cell" data-align={align} />
  );
}

/** Props of TableShellSortButton; other <button> attributes (and ref) pass through. */
export interface TableShellSortButtonProps extends ComponentPropsWithRef<'button'> {
  /** Current sort direction, shown as an arrow; default false (unsorted). */
  direction?: 'asc' | 'desc' | false;
}

/** The clickable label of a sortable column header. */
export function TableShellSortButton({
  direction = false,
  className,
  children,
  type = 'button',
  ...rest
}: TableShellSortButtonProps) {
  const arrow = direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕';
  return (
    <button
      {...rest}
      type={type}
      className={cx('curate-TableShell-sortButton', className)}
      data-slot="table-shell-sort-button"
      data-direction={direction || undefined}
    >
      {children}
      <span className="curate-TableShell-sortIcon" aria-hidden="true">
        {arrow}
      </span>
    </button>
  );
}
