import type { DashboardStats } from '@curate/core';

const number = (n: number) => n.toLocaleString('en-US');

/** The four cards — spec part 2 §2.6: Total Enhanced, Pending Review, Approved, Avg Quality (x/10). */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards = [
    { label: 'Total Enhanced', value: stats ? number(stats.total_enhanced) : '–' },
    { label: 'Pending Review', value: stats ? number(stats.pending_review) : '–' },
    { label: 'Approved', value: stats ? number(stats.status_breakdown.approved) : '–' },
    {
      label: 'Avg Quality',
      value: stats?.average_quality_score == null ? '–' : `${stats.average_quality_score.toFixed(1)}/10`,
    },
  ];
  return (
    <div className="curate-Dashboard-cards" data-slot="stat-cards">
      {cards.map((card) => (
        <section key={card.label} className="curate-Dashboard-stat" aria-label={card.label} data-slot="stat-card">
          <h3 className="curate-Dashboard-statLabel">{card.label}</h3>
          <p className="curate-Dashboard-statValue">{card.value}</p>
        </section>
      ))}
    </div>
  );
}
