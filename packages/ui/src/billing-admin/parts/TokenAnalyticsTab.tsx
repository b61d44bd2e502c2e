import {
  TOKEN_PERIODS,
  tokenPeriodLabel,
  useFormat,
  useTokenAnalytics,
  type BillingAdminMessages,
  type CurateFormat,
  type DailyTokenUsage,
  billingAdminMessages,
  commonMessages,
  useTexts,
} from '@curate/core';
import { lazy, Suspense, useId } from 'react';
import { saveFile } from '../../internal/saveFile';
import { Button } from '../../primitives/Button/Button';
import { useFigure } from './format';
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

/** '1,245,000 tokens over 12 days; the most on Nov 20 (210,000).' in `m`'s words and `format`'s figures. */
function chartSummary(
  days: readonly DailyTokenUsage[],
  m: Pick<BillingAdminMessages, 'tokenChartSummary'>,
  format: CurateFormat,
  figure: (n: number) => string,
): string {
  const total = days.reduce((sum, d) => sum + d.tokens, 0);
  const top = days.reduce((best, d) => (d.tokens > best.tokens ? d : best), days[0]!);
  return m.tokenChartSummary(figure(total), days.length, format.shortDate(top.date), figure(top.tokens));
}

/**
 * Token Analytics (super admin only) — spec part 3 §1, §2, §3, §7: period buttons Today, Last 7 Days, Last 30
 * Days and Custom Range (two date pickers), the summary, the export, a chart of tokens per day, the
 * enhancements 20 a page and the fixed-pricing note.
 */
export function TokenAnalyticsTab({ companyId, companyCode, notify, saveExport = saveFile }: TokenAnalyticsTabProps) {
  const id = useId();
  const m = useTexts('billingAdmin', billingAdminMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const figure = useFigure();
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
        <div role="group" aria-label={m.period} className="curate-BillingAdmin-periods">
          {TOKEN_PERIODS.map((period) => (
            <Button
              key={period.value}
              size="sm"
              variant={tokens.period === period.value ? 'primary' : 'secondary'}
              aria-pressed={tokens.period === period.value}
              onClick={() => tokens.setPeriod(period.value)}
            >
              {tokenPeriodLabel(period.value, m)}
            </Button>
          ))}
        </div>
        {tokens.period === 'custom' && (
          <div className="curate-BillingAdmin-range">
            <label htmlFor={`${id}-start`}>{m.startDate}</label>
            <input
              id={`${id}-start`}
              type="date"
              value={tokens.custom.start}
              max={tokens.custom.end || undefined}
              onChange={(event) => tokens.setCustom({ start: event.target.value })}
            />
            <label htmlFor={`${id}-end`}>{m.endDate}</label>
            <input
              id={`${id}-end`}
              type="date"
              value={tokens.custom.end}
              min={tokens.custom.start || undefined}
              onChange={(event) => tokens.setCustom({ end: event.target.value })}
            />
          </div>
        )}
        <Button size="sm" onClick={() => void exportCsv()} loading={tokens.exporting} loadingLabel={m.exporting}>
          {m.exportCsv}
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
      <dl className="curate-BillingAdmin-facts" aria-label={m.tokenSummary} aria-busy={tokens.loading || undefined}>
        {(
          [
            [m.enhancements, summary ? tokens.total : null],
            [m.totalTokens, summary?.total_tokens],
            [m.averageTokens, summary?.avg_tokens],
            [m.minTokens, summary?.min_tokens],
            [m.maxTokens, summary?.max_tokens],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="curate-BillingAdmin-fact">
            <dt>{label}</dt>
            <dd>{figure(value)}</dd>
          </div>
        ))}
      </dl>
      {tokens.daily.length > 0 && (
        <section className="curate-BillingAdmin-section" aria-label={m.tokensPerDay}>
          <h3 className="curate-BillingAdmin-sectionTitle">{m.tokensPerDay}</h3>
          <p className="curate-BillingAdmin-hint" id={`${id}-chart`} data-slot="chart-summary">
            {chartSummary(tokens.daily, m, format, figure)}
          </p>
          <div
            className="curate-BillingAdmin-chart"
            role="img"
            aria-labelledby={`${id}-chart`}
            data-slot="token-chart"
            data-days={tokens.daily.length}
          >
            <Suspense fallback={<p className="curate-BillingAdmin-hint">{m.loadingChart}</p>}>
              <TokenBars days={tokens.daily} />
            </Suspense>
          </div>
        </section>
      )}
      {tokens.status === 'pending' ? (
        <p className="curate-BillingAdmin-empty">{m.loadingTokenUsage}</p>
      ) : tokens.enhancements.length === 0 ? (
        !tokens.error && !tokens.rangeProblem && <p className="curate-BillingAdmin-empty">{m.noEnhancements}</p>
      ) : (
        <div className="curate-Billing-tableScroll">
          <table className="curate-Billing-table" aria-label={m.enhancements}>
            <thead>
              <tr>
                <th scope="col">{m.columnCompleted}</th>
                <th scope="col">{m.columnProduct}</th>
                <th scope="col">{m.columnSku}</th>
                <th scope="col">{m.columnInitiatedBy}</th>
                <th scope="col">{m.columnTokensUsed}</th>
                <th scope="col">{m.columnCredits}</th>
              </tr>
            </thead>
            <tbody>
              {tokens.enhancements.map((row) => (
                <tr key={row.job_id} data-slot="token-row">
                  <td>{row.completed_at ? format.dateTime(row.completed_at) : common.none}</td>
                  <td>{row.product_name ?? common.none}</td>
                  <td>{row.sku ?? common.none}</td>
                  <td>{row.initiated_by ?? common.none}</td>
                  <td>{figure(row.actual_tokens_used)}</td>
                  <td>{row.credits_consumed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={tokens.page} pages={tokens.pages} onPage={tokens.setPage} label={m.enhancements} />
      <p className="curate-BillingAdmin-note" role="note">
        {m.fixedPricing}
      </p>
    </div>
  );
}
