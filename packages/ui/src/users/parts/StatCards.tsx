import { type UserStatCards, useFormat, commonMessages, usersMessages, useTexts } from '@curate/core';

/** Props of UserManagement.StatCards. */
export interface UserStatCardsProps {
  cards: UserStatCards;
  /** Shows dashes while the counts load; default false. */
  loading?: boolean;
}

/** Total Users, Admins, Users, Pending Invitations (spec part 3 §2). */
export function StatCards({ cards, loading = false }: UserStatCardsProps) {
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const items = [
    [m.totalUsers, cards.totalUsers],
    [m.admins, cards.admins],
    [m.users, cards.users],
    [m.pendingInvitations, cards.pendingInvitations],
  ] as const;
  return (
    <ul className="curate-UserManagement-stats" data-slot="stat-cards" aria-busy={loading || undefined}>
      {items.map(([label, value]) => (
        <li key={label} className="curate-UserManagement-stat" aria-label={label}>
          <span className="curate-UserManagement-statLabel">{label}</span>
          <strong className="curate-UserManagement-statValue">{loading ? common.none : format.number(value)}</strong>
        </li>
      ))}
    </ul>
  );
}
