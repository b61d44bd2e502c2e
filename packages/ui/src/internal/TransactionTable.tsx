// The credit transactions table, shared by the tenant billing screens and the super-admin billing admin (issue #20).
import { transactionTypeLabel, type CreditTransaction } from '@curate/core';
import { formatDateTime } from './format';

/** Props of TransactionTable. */
export interface TransactionTableProps {
  /** The transactions, newest first. */
  transactions: readonly CreditTransaction[];
  /** Whether the User column shows (tenant-admin and super-admin, spec part 3 §2). */
  showUser: boolean;
  /** The table's accessible name. */
  label: string;
  /** Text when there are no transactions. */
  emptyText: string;
}

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

/** Transactions as a table: date, type, description, amount (signed), balance after and, for admins, the user. */
export function TransactionTable({ transactions, showUser, label, emptyText }: TransactionTableProps) {
  if (transactions.length === 0) return <p className="curate-Billing-empty">{emptyText}</p>;
  return (
    <div className="curate-Billing-tableScroll">
      <table className="curate-Billing-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance</th>
            {showUser && <th scope="col">User</th>}
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => (
            <tr key={t.id} data-slot="transaction-row">
              <td>
                <time dateTime={t.created_at}>{formatDateTime(t.created_at)}</time>
              </td>
              <td>{transactionTypeLabel(t.transaction_type)}</td>
              <td>{t.description ?? '–'}</td>
              <td className="curate-Billing-amount" data-negative={t.amount < 0 ? '' : undefined}>
                {signed(t.amount)}
              </td>
              <td>{t.balance_after ?? '–'}</td>
              {showUser && <td>{t.initiated_by_name ?? 'System'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
