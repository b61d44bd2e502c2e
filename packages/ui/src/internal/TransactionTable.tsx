// The credit transactions table, shared by the tenant billing screens and the super-admin billing admin (issue #20).
import { useFormat, type CreditTransaction, billingMessages, commonMessages, useTexts } from '@curate/core';

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

/**
 * Transactions as a table: date, type, description, amount (signed), balance after and, for admins, the user.
 * Headers, type names and 'System' are the provider's `messages.billing`; dates follow its locale.
 */
export function TransactionTable({ transactions, showUser, label, emptyText }: TransactionTableProps) {
  const m = useTexts('billing', billingMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  if (transactions.length === 0) return <p className="curate-Billing-empty">{emptyText}</p>;
  return (
    <div className="curate-Billing-tableScroll">
      <table className="curate-Billing-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{m.columnDate}</th>
            <th scope="col">{m.columnType}</th>
            <th scope="col">{m.columnDescription}</th>
            <th scope="col">{m.columnAmount}</th>
            <th scope="col">{m.columnBalance}</th>
            {showUser && <th scope="col">{m.columnUser}</th>}
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => (
            <tr key={t.id} data-slot="transaction-row">
              <td>
                <time dateTime={t.created_at}>{format.dateTime(t.created_at)}</time>
              </td>
              <td>{m.transactionType(t.transaction_type)}</td>
              <td>{t.description ?? common.none}</td>
              <td className="curate-Billing-amount" data-negative={t.amount < 0 ? '' : undefined}>
                {signed(t.amount)}
              </td>
              <td>{t.balance_after ?? common.none}</td>
              {showUser && <td>{t.initiated_by_name ?? m.system}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
