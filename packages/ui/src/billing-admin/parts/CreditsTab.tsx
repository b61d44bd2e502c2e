import { type CompanyBillingAdminController, billingAdminMessages, useTexts } from '@curate/core';
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
  const m = useTexts('billingAdmin', billingAdminMessages);
  return (
    <div className="curate-BillingAdmin-columns">
      <section className="curate-BillingAdmin-section" aria-label={m.addOrRemoveCredits}>
        <h3 className="curate-BillingAdmin-sectionTitle">{m.addOrRemoveCredits}</h3>
        <CreditsForm
          requireDescription
          applying={billing.creditsPending}
          onApply={async (body) => {
            const { message } = await billing.adjustCredits(body);
            notify('success', message);
          }}
        />
      </section>
      <section className="curate-BillingAdmin-section" aria-label={m.transactionHistory}>
        <h3 className="curate-BillingAdmin-sectionTitle">{m.transactionHistory}</h3>
        {billing.transactionsStatus === 'pending' ? (
          <p className="curate-BillingAdmin-empty">{m.loadingTransactions}</p>
        ) : billing.transactionsStatus === 'error' ? (
          <p className="curate-BillingAdmin-alert" role="alert">
            {billing.error ?? m.loadCompanyFailed}
          </p>
        ) : (
          <>
            <TransactionTable
              transactions={billing.transactions}
              showUser
              label={m.transactions}
              emptyText={m.noTransactionsYet}
            />
            <Pager page={billing.page} pages={billing.pages} onPage={billing.setPage} label={m.transactions} />
          </>
        )}
      </section>
    </div>
  );
}
