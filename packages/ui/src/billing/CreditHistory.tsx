import {
  CREDIT_HISTORY_RANGES,
  DEFAULT_CREDIT_HISTORY_RANGE,
  TRANSACTION_TYPES,
  creditHistoryRangeLabel,
  useCreditHistory,
  type CreditHistoryRange,
  billingMessages,
  commonMessages,
  useTexts,
} from '@curate/core';
import { useId, useState } from 'react';
import { saveFile } from '../internal/saveFile';
import { Button } from '../primitives/Button/Button';
import { ToastStack } from '../primitives/Toast/ToastStack';
import { useToasts } from '../primitives/Toast/useToasts';
import { cx } from '../theme/cx';
import { TransactionTable } from '../internal/TransactionTable';

/** Props of CreditHistory. */
export interface CreditHistoryProps {
  /** The company whose credit history is shown. */
  companyId: string;
  /** Whether the User column and filter show (tenant-admin and super-admin); default true. */
  showUsers?: boolean;
  /** The back button to the dashboard; without it the button is not shown. */
  onBack?: () => void;
  /** Receives the exported CSV; default: the browser saves it under the server's file name. */
  saveExport?: (file: { blob: Blob; filename: string }) => void;
  /** Extra class names on the root. */
  className?: string;
}

const fallbackName = () => `credit_history_${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * The credit history view — spec part 3 §2, §4, §9: date range (7, 30, 90 days, all time or custom; default
 * 30 days), type and user filters, 50 transactions a page with up to 5 page numbers, and Export CSV.
 */
export function CreditHistory({
  companyId,
  showUsers = true,
  onBack,
  saveExport = saveFile,
  className,
}: CreditHistoryProps) {
  const id = useId();
  const m = useTexts('billing', billingMessages);
  const common = useTexts('common', commonMessages);
  const toasts = useToasts();
  const [range, setRange] = useState<CreditHistoryRange>(DEFAULT_CREDIT_HISTORY_RANGE);
  const [custom, setCustom] = useState<{ start?: string; end?: string }>({});
  const [transactionType, setTransactionType] = useState('');
  const [user, setUser] = useState('');
  const [page, setPage] = useState(1);
  const [users, setUsers] = useState<Record<string, string>>({});
  const history = useCreditHistory({
    companyId,
    page,
    range,
    custom,
    transactionType: transactionType || undefined,
    userId: user || undefined,
  });
  // The user filter offers the users seen in the history so far.
  const seen = history.transactions.filter((t) => t.initiated_by_user_id && !(t.initiated_by_user_id in users));
  if (seen.length > 0)
    setUsers((known) => ({
      ...known,
      ...Object.fromEntries(seen.map((t) => [t.initiated_by_user_id!, t.initiated_by_name ?? t.initiated_by_user_id!])),
    }));
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const exportCsv = async () => {
    try {
      const file = await history.exportCsv();
      saveExport({ blob: file.blob, filename: file.filename ?? fallbackName() });
      toasts.show({ kind: 'success', message: m.exportStarted });
    } catch {
      // exportError says 'Failed to export usage data'.
    }
  };

  return (
    <div className={cx('curate-Billing', className)} data-slot="credit-history" data-state={history.status}>
      <div className="curate-Billing-header">
        {onBack && <Button onClick={onBack}>{m.backToDashboard}</Button>}
        <h2 className="curate-Billing-title">{m.creditHistory}</h2>
        <Button onClick={() => void exportCsv()} loading={history.exporting} loadingLabel={m.exporting}>
          {m.exportCsv}
        </Button>
      </div>
      {history.exportError && (
        <p className="curate-Billing-alert" role="alert">
          {history.exportError}
        </p>
      )}
      <div className="curate-Billing-filters" role="group" aria-label={m.filters}>
        <label htmlFor={`${id}-range`}>{m.dateRange}</label>
        <select
          id={`${id}-range`}
          value={range}
          onChange={(e) => filtered(setRange)(e.target.value as CreditHistoryRange)}
        >
          {CREDIT_HISTORY_RANGES.map((r) => (
            <option key={r} value={r}>
              {creditHistoryRangeLabel(r, m)}
            </option>
          ))}
        </select>
        {range === 'custom' && (
          <>
            <label htmlFor={`${id}-start`}>{m.from}</label>
            <input
              id={`${id}-start`}
              type="date"
              value={custom.start ?? ''}
              onChange={(e) => filtered(setCustom)({ ...custom, start: e.target.value || undefined })}
            />
            <label htmlFor={`${id}-end`}>{m.to}</label>
            <input
              id={`${id}-end`}
              type="date"
              value={custom.end ?? ''}
              onChange={(e) => filtered(setCustom)({ ...custom, end: e.target.value || undefined })}
            />
          </>
        )}
        <label htmlFor={`${id}-type`}>{m.filterType}</label>
        <select
          id={`${id}-type`}
          value={transactionType}
          onChange={(e) => filtered(setTransactionType)(e.target.value)}
        >
          <option value="">{m.allTypes}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {m.transactionType(type)}
            </option>
          ))}
        </select>
        {showUsers && (
          <>
            <label htmlFor={`${id}-user`}>{m.filterUser}</label>
            <select id={`${id}-user`} value={user} onChange={(e) => filtered(setUser)(e.target.value)}>
              <option value="">{m.allUsers}</option>
              {Object.entries(users).map(([userId, name]) => (
                <option key={userId} value={userId}>
                  {name}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {history.rangeProblem ? (
        <p className="curate-Billing-alert" role="alert">
          {history.rangeProblem}
        </p>
      ) : history.status === 'pending' ? (
        <p className="curate-Billing-status">{m.loadingHistory}</p>
      ) : history.status === 'error' ? (
        <p className="curate-Billing-alert" role="alert">
          {m.loadFailed}
        </p>
      ) : (
        <div aria-busy={history.loading || undefined}>
          <TransactionTable
            transactions={history.transactions}
            showUser={showUsers}
            label={m.creditHistory}
            emptyText={m.noTransactions}
          />
          <nav className="curate-Billing-pager" aria-label={m.historyPages}>
            <Button size="sm" disabled={history.page <= 1} onClick={() => setPage(history.clampPage(history.page - 1))}>
              {common.previous}
            </Button>
            {history.pageNumbers.map((n) => (
              <Button
                key={n}
                size="sm"
                variant={n === history.page ? 'primary' : 'ghost'}
                aria-current={n === history.page ? 'page' : undefined}
                aria-label={m.pageNumber(n)}
                onClick={() => setPage(n)}
              >
                {n}
              </Button>
            ))}
            <Button
              size="sm"
              disabled={history.page >= history.pages}
              onClick={() => setPage(history.clampPage(history.page + 1))}
            >
              {common.next}
            </Button>
            <span className="curate-Billing-hint">{m.historySummary(history.total, history.page, history.pages)}</span>
          </nav>
        </div>
      )}
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  );
}
