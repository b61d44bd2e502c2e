import { type DashboardStats, useFormat, commonMessages, dashboardMessages, useTexts } from '@curate/core';

/** The four cards — spec part 2 §2.6: Total Enhanced, Pending Review, Approved, Avg Quality (x/10). */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const m = useTexts('dashboard', dashboardMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const average = stats?.average_quality_score;
  const cards = [
    { key: 'total', label: m.totalEnhanced, value: stats ? format.number(stats.total_enhanced) : common.none },
    { key: 'pending', label: m.pendingReview, value: stats ? format.number(stats.pending_review) : common.none },
    {
      key: 'approved',
      label: m.approved,
      value: stats ? format.number(stats.status_breakdown.approved) : common.none,
    },
    {
      key: 'quality',
      label: m.avgQuality,
      value:
        average == null
          ? common.none
          : m.scoreOutOfTen(format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
    },
  ];
  return (
    <div className="curate-Dashboard-cards" data-slot="stat-cards">
      {cards.map((card) => (
        <section key={card.key} className="curate-Dashboard-stat" aria-label={card.label} data-slot="stat-card">
          <h3 className="curate-Dashboard-statLabel">{card.label}</h3>
          <p className="curate-Dashboard-statValue">{card.value}</p>
        </section>
      ))}
    </div>
  );
}
