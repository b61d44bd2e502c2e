import { type QualityBucket, useFormat, dashboardMessages, useTexts } from '@curate/core';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** The bars of QualityChart (Recharts), loaded on demand. */
export default function QualityBars({ buckets }: { buckets: readonly QualityBucket[] }) {
  const m = useTexts('dashboard', dashboardMessages);
  const format = useFormat();
  const number = (value: unknown) => (typeof value === 'number' ? format.number(value) : String(value));
  return (
    <BarChart
      responsive
      data={buckets as QualityBucket[]}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="var(--curate-color-border)" />
      <XAxis dataKey="score" fontSize={12} tickFormatter={number} />
      <YAxis allowDecimals={false} width={40} fontSize={12} tickFormatter={number} />
      <Tooltip
        labelFormatter={(score) => m.chartScore(number(score))}
        formatter={(value) => [m.chartProductCount(number(value)), m.chartProducts]}
      />
      <Bar dataKey="count" name={m.chartProducts} fill="var(--curate-color-primary)" isAnimationActive={false} />
    </BarChart>
  );
}
