import { useFormat, type DailyUsage, billingMessages, useTexts } from '@curate/core';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';

/** The bars of CreditUsageChart (Recharts), loaded on demand. */
export default function UsageBars({ days, dailyLimit }: { days: readonly DailyUsage[]; dailyLimit: number | null }) {
  const m = useTexts('billing', billingMessages);
  const { shortDate } = useFormat();
  return (
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
        formatter={(value) => [m.credits(Number(value)), m.used]}
      />
      <Bar dataKey="credits_used" name={m.creditsUsed} fill="var(--curate-color-primary)" isAnimationActive={false} />
      {dailyLimit !== null && (
        <ReferenceLine
          y={dailyLimit}
          ifOverflow="extendDomain"
          stroke="var(--curate-color-danger)"
          strokeDasharray="4 4"
          label={{ value: m.dailyLimit, position: 'insideTopRight', fontSize: 12 }}
        />
      )}
    </BarChart>
  );
}
