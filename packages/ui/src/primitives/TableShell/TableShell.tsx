import { commonMessages, useTexts } from '@curate/core';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, dataFlag } from '../../theme/cx';

/** What the table body shows: the rows, or one of the three state slots in their place. */
export type TableShellState = 'ready' | 'loading' | 'empty' | 'error';

/** Props of TableShell; other div attributes (and ref) pass through to the frame. */
export interface TableShellProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The table's accessible name, rendered as its <caption>. */
  caption: ReactNode;
  /** Hides the caption visually while keeping it for assistive technology; default false. */
  hideCaption?: boolean;
  /** Toolbar area above the table (title, filters, actions); default none. */
  header?: ReactNode;
  /** Header rows rendered inside <thead> (use TableShellRow + TableShellHeaderCell). */
  head: ReactNode;
  /** Body rows rendered inside <tbody> while state is 'ready'. */
  children?: ReactNode;
  /** Number of columns, so a state row spans the whole table. */
  columnCount: number;
  /** Body state; 'loading' | 'empty' | 'error' replace the rows with their slot; default 'ready'. */
  state?: TableShellState;
  /** Loading slot (use for the first load; keep rows while refetching); default 'Loading...'. */
  loadingState?: ReactNode;
  /** Empty slot; default 'No results'. */
  emptyState?: ReactNode;
  /** Error slot, announced as an alert; default 'Something went wrong.'. */
  errorState?: ReactNode;
  /** Footer area below the table, e.g. TableShellPagination; default none. */
  footer?: ReactNode;
}

/** A styled, presentational table frame with header, caption, state slots and a footer, which widgets fill with rows. */
export function TableShell({
  caption,
  hideCaption = false,
  header,
  head,
  children,
  columnCount,
  state = 'ready',
  loadingState,
  emptyState,
  errorState,
  footer,
  className,
  ...rest
}: TableShellProps) {
  const captionId = useId();
  const common = useTexts('common', commonMessages);
  const slot = {
    loading: loadingState ?? common.loading,
    empty: emptyState ?? common.noResults,
    error: errorState ?? common.somethingWentWrong,
  }[state as Exclude<TableShellState, 'ready'>];
  return (
    <div {...rest} className={cx('curate-TableShell', className)} data-slot="table-shell" data-state={state}>
      {header && (
        <div className="curate-TableShell-header" data-slot="table-shell-header">
          {header}
        </div>
      )}
      <div
        className="curate-TableShell-scroll"
        data-slot="table-shell-scroll"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table
          className="curate-TableShell-table"
          data-slot="table-shell-table"
          aria-busy={state === 'loading' || undefined}
        >
          <caption
            id={captionId}
            className="curate-TableShell-caption"
            data-slot="table-shell-caption"
            data-hidden={dataFlag(hideCaption)}
          >
            {caption}
          </caption>
          <thead className="curate-TableShell-head" data-slot="table-shell-head">
            {head}
          </thead>
          <tbody className="curate-TableShell-body" data-slot="table-shell-body">
            {state === 'ready' ? (
              children
            ) : (
              <tr className="curate-TableShell-stateRow">
                <td colSpan={columnCount} className="curate-TableShell-state" data-slot={`table-shell-${state}`}>
                  <div role={state === 'error' ? 'alert' : state === 'loading' ? 'status' : undefined}>{slot}</div>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {footer && (
        <div className="curate-TableShell-footer" data-slot="table-shell-footer">
          {footer}
        </div>
      )}
    </div>
  );
}
