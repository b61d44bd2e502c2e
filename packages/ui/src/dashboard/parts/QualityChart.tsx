import type { QualityBucket } from '@curate/core';
import { lazy, Suspense, useId } from 'react';

// Recharts loads with the first chart drawn, in a chunk of its own (as the billing chart).
const QualityBars = lazy(() => import('./QualityBars'));

/** A summary of the distribution for screen readers: the count and the most common score. */
export function qualitySummary(buckets: readonly QualityBucket[]): string {
  const total = buckets.reduce((n, b) => n + b.count, 0);
  if (total === 0) return 'No scored products yet.';
  const top = buckets.reduce((best, b) => (b.count > best.count ? b : best));
  return `${total.toLocaleString('en-US')} scored products; most score ${top.score}/10 (${top.count.toLocaleString('en-US')}).`;
}

/** The quality score distribution of the company's products, as a bar chart named by its summary. */
export function QualityChart({ buckets }: { buckets: readonly QualityBucket[] }) {
  const summaryId = useId();
  const summary = qualitySummary(buckets);
  const empty = buckets.every((b) => b.count === 0);
  return (
    <section className="curate-Dashboard-card" aria-label="Quality Score Distribution" data-slot="quality-chart">
      <h3 className="curate-Dashboard-cardTitle">Quality Score Distribution</h3>
      <p className="curate-Dashboard-hint" id={summaryId}>
        {summary}
      </p>
      {!empty && (
        <div className="curate-Dashboard-chart" role="img" aria-labelledby={summaryId}>
          <Suspense fallback={<p className="curate-Dashboard-hint">Loading chart...</p>}>
            <QualityBars buckets={buckets} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
