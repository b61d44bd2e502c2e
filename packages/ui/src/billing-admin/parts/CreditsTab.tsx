import type { CompanyBillingAdminController } from '@curate/core';
import { TransactionTable } from '../../internal/TransactionTable';
import { CreditsForm } from './CreditsForm';
import { Pager } from './Pager';

/** Props of CompanyBillingAdmin.CreditsTab. */
export interface CreditsTabProps {
  billing: CompanyBillingAdminController;
  notify: (kind: 'success' | 'error', message: string) => void;
}

/** Credits & Transactions — spec part 3 §2, §5, §7: add or remove credits (description required), the history 20 a page. */
export function CreditsTab({ billing, notify }: CreditsTabProps) {
  return (
    <div className="curate-BillingAdmin-columns">
      <section className="curate-BillingAdmin-section" aria-label="Add or Remove Credits">
        <h3 className="curate-BillingAdmin-sectionTitle">Add or Remove Credits</h3>
        <CreditsForm
          requireDescription
          applying={billing.creditsPending}
          onApply={async (body) => {
            const { message } = await billing.adjustCredits(body);
            notify('success', message);
          }}
        />
      </section>
      <section className="curate-BillingAdmin-section" aria-label="Transaction History">
        <h3 className="curate-BillingAdmin-sectionTitle">Transaction History</h3>
        {billing.transactionsStatus === 'pending' ? (
          <p className="curate-BillingAdmin-empty">Loading transactions…</p>
        ) : billing.transactionsStatus === 'error' ? (
          <p className="curate-BillingAdmin-alert" role="alert">
            {billing.error ?? 'Failed to load company data'}
          </p>
        ) : (
          <>
            <TransactionTable
              transactions={billing.transactions}
              showUser
              label="Transactions"
              emptyText="No transactions yet."
            />
            <Pager page={billing.page} pages={billing.pages} onPage={billing.setPage} label="Transactions" />
          </>
        )}
      </section>
    </div>
  );
}
