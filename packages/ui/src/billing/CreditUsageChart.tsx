import { usageSummary, type DailyUsage } from '@curate/core';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
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
  { value: 'chart', label: 'Chart' },
  { value: 'table', label: 'Table' },
] as const;

/** '2026-11-25' → 'Nov 25' (the day is UTC, so it is read as UTC). */
const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Credit usage over the last 30 days (issue #15): a bar chart of the credits used each day (Recharts), with
 * the daily limit as a line, and the same figures as a table — the accessible fallback, one toggle away.
 * The chart is an image named by its summary ('1,245 credits used over the last 30 days; the most on …').
 */
export function CreditUsageChart({ days, dailyLimit = null, defaultView = 'chart' }: CreditUsageChartProps) {
  const [view, setView] = useState<'chart' | 'table'>(defaultView);
  const summaryId = useId();
  const summary = usageSummary(days);
  if (days.length === 0) return null;
  return (
    <section className="curate-Billing-card" aria-label="Credit Usage" data-slot="billing-usage-chart">
      <div className="curate-Billing-cardHeader">
        <h3 className="curate-Billing-cardTitle">Credit Usage</h3>
        <div role="group" aria-label="Show usage as" className="curate-Billing-viewToggle">
          {VIEWS.map((v) => (
            <Button
              key={v.value}
              size="sm"
              variant={view === v.value ? 'primary' : 'secondary'}
              aria-pressed={view === v.value}
              onClick={() => setView(v.value)}
            >
              {v.label}
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
          <BarChart
            responsive
            data={days as DailyUsage[]}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
            style={{ width: '100%', height: '100%' }}
          >
            <CartesianGrid vertical={false} stroke="var(--curate-color-border)" />
            <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
            <YAxis allowDecimals={false} width={48} fontSize={12} />
            <Tooltip
              labelFormatter={(date) => shortDate(String(date))}
              formatter={(value) => [`${value} credits`, 'Used']}
            />
            <Bar
              dataKey="credits_used"
              name="Credits used"
              fill="var(--curate-color-primary)"
              isAnimationActive={false}
            />
            {dailyLimit !== null && (
              <ReferenceLine
                y={dailyLimit}
                ifOverflow="extendDomain"
                stroke="var(--curate-color-danger)"
                strokeDasharray="4 4"
                label={{ value: 'Daily limit', position: 'insideTopRight', fontSize: 12 }}
              />
            )}
          </BarChart>
        </div>
      ) : (
        <div className="curate-Billing-tableScroll">
          <table className="curate-Billing-table" aria-labelledby={summaryId} data-slot="usage-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Credits used</th>
                <th scope="col">Enhancements</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} data-slot="usage-row">
                  <td>
                    <time dateTime={day.date}>{shortDate(day.date)}</time>
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
