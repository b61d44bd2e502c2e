import type { QualityBucket } from '@curate/core';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** The bars of QualityChart (Recharts), loaded on demand. */
export default function QualityBars({ buckets }: { buckets: readonly QualityBucket[] }) {
  return (
    <BarChart
      responsive
      data={buckets as QualityBucket[]}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="var(--curate-color-border)" />
      <XAxis dataKey="score" fontSize={12} />
      <YAxis allowDecimals={false} width={40} fontSize={12} />
      <Tooltip labelFormatter={(score) => `Score ${score}`} formatter={(value) => [`${value} products`, 'Products']} />
      <Bar dataKey="count" name="Products" fill="var(--curate-color-primary)" isAnimationActive={false} />
    </BarChart>
  );
}
