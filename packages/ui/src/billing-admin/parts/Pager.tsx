import { billingAdminMessages, commonMessages, useTexts } from '@curate/core';
import { atValues } from '../../internal/Formatted';
import { Button } from '../../primitives/Button/Button';

/** Props of the billing admin's pager. */
export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation's name, e.g. 'Transactions'. */
  label: string;
}

/** Previous / 'Page n of m' / Next; hidden when there is one page. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const m = useTexts('billingAdmin', billingAdminMessages);
  const common = useTexts('common', commonMessages);
  if (pages <= 1) return null;
  return (
    <nav className="curate-BillingAdmin-pager" aria-label={m.pagesOf(label)}>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {common.previous}
      </Button>
      <span aria-live="polite">{atValues(m.pageOf(page, pages), [page, pages])}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {common.next}
      </Button>
    </nav>
  );
}
