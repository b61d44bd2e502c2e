import { BILLING_ADMIN_MESSAGES, TOKEN_PERIODS, useTokenAnalytics, type DailyTokenUsage } from '@curate/core';
import { lazy, Suspense, useId } from 'react';
import { formatDateTime } from '../../internal/format';
import { saveFile } from '../../internal/saveFile';
import { shortDate } from '../../internal/shortDate';
import { Button } from '../../primitives/Button/Button';
import { figure } from './format';
import { Pager } from './Pager';

// Recharts loads with the first chart drawn, in a chunk of its own.
const TokenBars = lazy(() => import('./TokenBars'));

/** Props of CompanyBillingAdmin.TokenAnalyticsTab. */
export interface TokenAnalyticsTabProps {
  companyId: string;
  companyCode?: string;
  notify: (kind: 'success' | 'error', message: string) => void;
  /** Saves the exported file; default a browser download. */
  saveExport?: (file: { blob: Blob; filename: string }) => void;
}

/** '1,245,000 tokens over 12 days; the most on Nov 20 (210,000).' */
function chartSummary(days: readonly DailyTokenUsage[]): string {
  const total = days.reduce((sum, d) => sum + d.tokens, 0);
  const top = days.reduce((best, d) => (d.tokens > best.tokens ? d : best), days[0]!);
  return `${figure(total)} tokens over ${days.length} ${days.length === 1 ? 'day' : 'days'}; the most on ${shortDate(top.date)} (${figure(top.tokens)}).`;
}

/**
 * Token Analytics (super admin only) — spec part 3 §1, §2, §3, §7: period buttons Today, Last 7 Days, Last 30
 * Days and Custom Range (two date pickers), the summary, the export, a chart of tokens per day, the
 * enhancements 20 a page and the fixed-pricing note.
 */
export function TokenAnalyticsTab({ companyId, companyCode, notify, saveExport = saveFile }: TokenAnalyticsTabProps) {
  const id = useId();
  const tokens = useTokenAnalytics({ companyId, companyCode });
  const exportCsv = async () => {
    try {
      const file = await tokens.exportCsv();
      saveExport(file);
      notify('success', file.message);
    } catch (failure) {
      notify('error', (failure as Error).message);
    }
  };
  const summary = tokens.summary;
  return (
    <div className="curate-BillingAdmin-stack" data-slot="token-analytics" data-state={tokens.status}>
      <div className="curate-BillingAdmin-toolbar">
        <div role="group" aria-label="Period" className="curate-BillingAdmin-periods">
          {TOKEN_PERIODS.map((period) => (
            <Button
              key={period.value}
              size="sm"
              variant={tokens.period === period.value ? 'primary' : 'secondary'}
              aria-pressed={tokens.period === period.value}
              onClick={() => tokens.setPeriod(period.value)}
            >
              {period.label}
            </Button>
          ))}
        </div>
        {tokens.period === 'custom' && (
          <div className="curate-BillingAdmin-range">
            <label htmlFor={`${id}-start`}>Start date</label>
            <input
              id={`${id}-start`}
              type="date"
              value={tokens.custom.start}
              max={tokens.custom.end || undefined}
              onChange={(event) => tokens.setCustom({ start: event.target.value })}
            />
            <label htmlFor={`${id}-end`}>End date</label>
            <input
              id={`${id}-end`}
              type="date"
              value={tokens.custom.end}
              min={tokens.custom.start || undefined}
              onChange={(event) => tokens.setCustom({ end: event.target.value })}
            />
          </div>
        )}
        <Button size="sm" onClick={() => void exportCsv()} loading={tokens.exporting} loadingLabel="Exporting...">
          Export CSV
        </Button>
      </div>
      {tokens.rangeProblem && (
        <p className="curate-BillingAdmin-alert" role="alert">
          {tokens.rangeProblem}
        </p>
      )}
      {tokens.error && (
        <p className="curate-BillingAdmin-alert" role="alert">
          {tokens.error}
        </p>
      )}
      <dl className="curate-BillingAdmin-facts" aria-label="Token summary" aria-busy={tokens.loading || undefined}>
        {(
          [
            ['Enhancements', summary ? tokens.total : null],
            ['Total Tokens', summary?.total_tokens],
            ['Average Tokens', summary?.avg_tokens],
            ['Min Tokens', summary?.min_tokens],
            ['Max Tokens', summary?.max_tokens],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="curate-BillingAdmin-fact">
            <dt>{label}</dt>
            <dd>{figure(value)}</dd>
          </div>
        ))}
      </dl>
      {tokens.daily.length > 0 && (
        <section className="curate-BillingAdmin-section" aria-label="Tokens per Day">
          <h3 className="curate-BillingAdmin-sectionTitle">Tokens per Day</h3>
          <p className="curate-BillingAdmin-hint" id={`${id}-chart`} data-slot="chart-summary">
            {chartSummary(tokens.daily)}
          </p>
          <div
            className="curate-BillingAdmin-chart"
            role="img"
            aria-labelledby={`${id}-chart`}
            data-slot="token-chart"
            data-days={tokens.daily.length}
          >
            <Suspense fallback={<p className="curate-BillingAdmin-hint">Loading chart...</p>}>
              <TokenBars days={tokens.daily} />
            </Suspense>
          </div>
        </section>
      )}
      {tokens.status === 'pending' ? (
        <p className="curate-BillingAdmin-empty">Loading token usage…</p>
      ) : tokens.enhancements.length === 0 ? (
        !tokens.error &&
        !tokens.rangeProblem && <p className="curate-BillingAdmin-empty">No enhancements in this period.</p>
      ) : (
        <div className="curate-Billing-tableScroll">
          <table className="curate-Billing-table" aria-label="Enhancements">
            <thead>
              <tr>
                <th scope="col">Completed</th>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Initiated By</th>
                <th scope="col">Tokens Used</th>
                <th scope="col">Credits</th>
              </tr>
            </thead>
            <tbody>
              {tokens.enhancements.map((row) => (
                <tr key={row.job_id} data-slot="token-row">
                  <td>{row.completed_at ? formatDateTime(row.completed_at) : '–'}</td>
                  <td>{row.product_name ?? '–'}</td>
                  <td>{row.sku ?? '–'}</td>
                  <td>{row.initiated_by ?? '–'}</td>
                  <td>{figure(row.actual_tokens_used)}</td>
                  <td>{row.credits_consumed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={tokens.page} pages={tokens.pages} onPage={tokens.setPage} label="Enhancements" />
      <p className="curate-BillingAdmin-note" role="note">
        {BILLING_ADMIN_MESSAGES.fixedPricing}
      </p>
    </div>
  );
}
