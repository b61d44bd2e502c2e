import { usageSummary, useFormat, type DailyUsage, billingMessages, useTexts } from '@curate/core';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../primitives/Button/Button';

/** Props of CreditUsageChart. */
export interface CreditUsageChartProps {
  /** Credits used per UTC day, oldest first (the billing usage's `daily`). */
  days: readonly DailyUsage[];
  /** The daily spending limit, drawn as a line when set. */
  dailyLimit?: number | null;
  /** Which view shows first; default 'chart'. */
  defaultView?: 'chart' | 'table';
}

const VIEWS = [
  { value: 'chart', text: 'viewChart' },
  { value: 'table', text: 'viewTable' },
] as const;

// Recharts loads with the first chart drawn, in a chunk of its own: pages without a chart never fetch it.
const UsageBars = lazy(() => import('./UsageBars'));

/**
 * Credit usage over the last 30 days (issue #15): a bar chart of the credits used each day (Recharts), with
 * the daily limit as a line, and the same figures as a table — the accessible fallback, one toggle away.
 * The chart is an image named by its summary ('1,245 credits used over the last 30 days; the most on …').
 */
export function CreditUsageChart({ days, dailyLimit = null, defaultView = 'chart' }: CreditUsageChartProps) {
  const [view, setView] = useState<'chart' | 'table'>(defaultView);
  const summaryId = useId();
  const m = useTexts('billing', billingMessages);
  const format = useFormat();
  const summary = usageSummary(days, m, format);
  if (days.length === 0) return null;
  return (
    <section className="curate-Billing-card" aria-label={m.creditUsage} data-slot="billing-usage-chart">
      <div className="curate-Billing-cardHeader">
        <h3 className="curate-Billing-cardTitle">{m.creditUsage}</h3>
        <div role="group" aria-label={m.showUsageAs} className="curate-Billing-viewToggle">
          {VIEWS.map((v) => (
            <Button
              key={v.value}
              size="sm"
              variant={view === v.value ? 'primary' : 'secondary'}
              aria-pressed={view === v.value}
              onClick={() => setView(v.value)}
            >
              {m[v.text]}
            </Button>
          ))}
        </div>
      </div>
      <p className="curate-Billing-hint" id={summaryId} data-slot="usage-summary">
        {summary.text}
      </p>
      {view === 'chart' ? (
        <div
          className="curate-Billing-chart"
          role="img"
          aria-labelledby={summaryId}
          data-slot="usage-chart"
          data-days={days.length}
        >
          <Suspense fallback={<p className="curate-Billing-status">{m.loadingChart}</p>}>
            <UsageBars days={days} dailyLimit={dailyLimit} />
          </Suspense>
        </div>
      ) : (
        <div className="curate-Billing-tableScroll">
          <table className="curate-Billing-table" aria-labelledby={summaryId} data-slot="usage-table">
            <thead>
              <tr>
                <th scope="col">{m.columnDate}</th>
                <th scope="col">{m.creditsUsed}</th>
                <th scope="col">{m.enhancements}</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} data-slot="usage-row">
                  <td>
                    <time dateTime={day.date}>{format.shortDate(day.date)}</time>
                  </td>
                  <td>{day.credits_used}</td>
                  <td>{day.enhancements}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
