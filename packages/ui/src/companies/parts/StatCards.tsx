import { useFormat, type CompanyStatCards, commonMessages, companiesMessages, useTexts } from '@curate/core';

/** Props of CompanyManagement.StatCards. */
export interface CompanyStatCardsProps {
  cards: CompanyStatCards;
  /** Shows dashes while the companies load; default false. */
  loading?: boolean;
}

/** Total Companies, Active Companies, Total Users (spec part 3 §2). */
export function StatCards({ cards, loading = false }: CompanyStatCardsProps) {
  const m = useTexts('companies', companiesMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const items = [
    [m.totalCompanies, cards.totalCompanies],
    [m.activeCompanies, cards.activeCompanies],
    [m.totalUsers, cards.totalUsers],
  ] as const;
  return (
    <ul className="curate-CompanyManagement-stats" data-slot="stat-cards" aria-busy={loading || undefined}>
      {items.map(([label, value]) => (
        <li key={label} className="curate-CompanyManagement-stat" aria-label={label}>
          <span className="curate-CompanyManagement-statLabel">{label}</span>
          <strong className="curate-CompanyManagement-statValue">{loading ? common.none : format.number(value)}</strong>
        </li>
      ))}
    </ul>
  );
}
