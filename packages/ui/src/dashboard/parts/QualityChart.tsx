import {
  type CurateFormat,
  createFormat,
  type DashboardMessages,
  dashboardMessages,
  type QualityBucket,
  useFormat,
  useTexts,
} from '@curate/core';
import { lazy, Suspense, useId } from 'react';

// Recharts loads with the first chart drawn, in a chunk of its own (as the billing chart).
const QualityBars = lazy(() => import('./QualityBars'));

const english = createFormat();

/**
 * A summary of the distribution for screen readers: the count and the most common score. `messages` and
 * `format` give the provider's texts and locale (default English, en-US).
 */
export function qualitySummary(
  buckets: readonly QualityBucket[],
  messages: Pick<DashboardMessages, 'noScoredProducts' | 'qualitySummary'> = dashboardMessages,
  format: Pick<CurateFormat, 'number'> = english,
): string {
  const total = buckets.reduce((n, b) => n + b.count, 0);
  if (total === 0) return messages.noScoredProducts;
  const top = buckets.reduce((best, b) => (b.count > best.count ? b : best));
  return messages.qualitySummary(format.number(total), top.score, format.number(top.count));
}

/** The quality score distribution of the company's products, as a bar chart named by its summary. */
export function QualityChart({ buckets }: { buckets: readonly QualityBucket[] }) {
  const summaryId = useId();
  const m = useTexts('dashboard', dashboardMessages);
  const summary = qualitySummary(buckets, m, useFormat());
  const empty = buckets.every((b) => b.count === 0);
  return (
    <section className="curate-Dashboard-card" aria-label={m.qualityDistribution} data-slot="quality-chart">
      <h3 className="curate-Dashboard-cardTitle">{m.qualityDistribution}</h3>
      <p className="curate-Dashboard-hint" id={summaryId}>
        {summary}
      </p>
      {!empty && (
        <div className="curate-Dashboard-chart" role="img" aria-labelledby={summaryId}>
          <Suspense fallback={<p className="curate-Dashboard-hint">{m.loadingChart}</p>}>
            <QualityBars buckets={buckets} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
