import { useFormat, type DailyTokenUsage, billingAdminMessages, useTexts } from '@curate/core';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** The bars of the tokens-per-day chart (Recharts), loaded on demand like the tenant's usage chart. */
export default function TokenBars({ days }: { days: readonly DailyTokenUsage[] }) {
  const m = useTexts('billingAdmin', billingAdminMessages);
  const format = useFormat();
  const shortDate = (day: string) => format.shortDate(day);
  return (
    <BarChart
      responsive
      data={days as DailyTokenUsage[]}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="var(--curate-color-border)" />
      <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
      <YAxis allowDecimals={false} width={56} fontSize={12} />
      <Tooltip
        labelFormatter={(date) => shortDate(String(date))}
        formatter={(value) => [m.tokensValue(format.number(Number(value))), m.tokens]}
      />
      <Bar dataKey="tokens" name={m.tokens} fill="var(--curate-color-primary)" isAnimationActive={false} />
    </BarChart>
  );
}
