import { type BillingSummary, type TokenStats, billingAdminMessages, useTexts } from '@curate/core';
import { useFigure } from './format';

/** Props of BillingOverview.SummaryCards. */
export interface SummaryCardsProps {
  /** The platform totals; null while loading (dashes). */
  summary: BillingSummary | null;
}

/** Total Companies, Total Balance, Total Used, Low Balance — spec part 3 §2. */
export function SummaryCards({ summary }: SummaryCardsProps) {
  const m = useTexts('billingAdmin', billingAdminMessages);
  const figure = useFigure();
  const cards = [
    [m.totalCompanies, summary?.total_companies],
    [m.totalBalance, summary?.total_balance],
    [m.totalUsed, summary?.total_used],
    [m.lowBalance, summary?.companies_with_low_balance],
  ] as const;
  return (
    <ul className="curate-BillingAdmin-cards" data-slot="summary-cards" aria-busy={summary === null || undefined}>
      {cards.map(([label, value]) => (
        <li key={label} className="curate-BillingAdmin-card" aria-label={label}>
          <span className="curate-BillingAdmin-cardLabel">{label}</span>
          <strong className="curate-BillingAdmin-cardValue">{figure(value)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** Props of BillingOverview.TokenStatistics. */
export interface TokenStatisticsProps {
  /** The figures; null hides the section (no enhancement reported tokens). */
  stats: TokenStats | null;
  /** Heading; default 'Token Usage Analytics (Last 30 Days)' (billingAdmin.tokenUsageTitle). */
  title?: string;
}

/** 'Token Usage Analytics (Last 30 Days)': total, average per enhancement, min and max — spec part 3 §2. */
export function TokenStatistics({ stats, title: given }: TokenStatisticsProps) {
  const m = useTexts('billingAdmin', billingAdminMessages);
  const figure = useFigure();
  if (!stats) return null;
  const title = given ?? m.tokenUsageTitle;
  const items = [
    [m.totalTokens, stats.total_tokens_consumed],
    [m.avgPerEnhancement, stats.average_tokens_per_enhancement],
    [m.minTokens, stats.min_tokens],
    [m.maxTokens, stats.max_tokens],
  ] as const;
  return (
    <section className="curate-BillingAdmin-section" aria-label={title} data-slot="token-statistics">
      <h3 className="curate-BillingAdmin-sectionTitle">{title}</h3>
      <dl className="curate-BillingAdmin-facts">
        {items.map(([label, value]) => (
          <div key={label} className="curate-BillingAdmin-fact">
            <dt>{label}</dt>
            <dd>{figure(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
