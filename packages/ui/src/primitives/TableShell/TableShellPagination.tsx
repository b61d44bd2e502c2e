import { commonMessages, useTexts } from '@curate/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../Button/Button';

/** Props of TableShellPagination; other nav attributes (and ref) pass through. */
export interface TableShellPaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** Position text, e.g. 'Showing 1-20 of 53 products'; default none. */
  summary?: ReactNode;
  /** Whether there is a previous page; default false. */
  canPrevious?: boolean;
  /** Whether there is a next page; default false. */
  canNext?: boolean;
  /** Called when Previous is pressed. */
  onPrevious?: () => void;
  /** Called when Next is pressed. */
  onNext?: () => void;
  /** Previous button label; default 'Previous'. */
  previousLabel?: string;
  /** Next button label; default 'Next'. */
  nextLabel?: string;
  /** The button whose page is on its way ('previous' or 'next'): it shows it is busy; default none. */
  loading?: 'previous' | 'next' | null;
  /** Accessible name of the navigation landmark, unique per page (axe landmark-unique); default 'Pagination'. */
  'aria-label'?: string;
}

/** Previous/Next paging with a summary line, for TableShell's footer slot. */
export function TableShellPagination({
  summary,
  canPrevious = false,
  canNext = false,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  loading = null,
  'aria-label': ariaLabel,
  className,
  ...rest
}: TableShellPaginationProps) {
  const common = useTexts('common', commonMessages);
  return (
    <nav
      {...rest}
      aria-label={ariaLabel ?? common.pagination}
      className={cx('curate-TableShell-pagination', className)}
      data-slot="table-shell-pagination"
    >
      <span className="curate-TableShell-summary" data-slot="table-shell-summary" aria-live="polite">
        {summary}
      </span>
      <span className="curate-TableShell-pageButtons">
        <Button
          size="sm"
          disabled={!canPrevious && loading !== 'previous'}
          loading={loading === 'previous'}
          onClick={onPrevious}
        >
          {previousLabel ?? common.previous}
        </Button>
        <Button size="sm" disabled={!canNext && loading !== 'next'} loading={loading === 'next'} onClick={onNext}>
          {nextLabel ?? common.next}
        </Button>
      </span>
    </nav>
  );
}
