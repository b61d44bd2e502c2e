import { limitsDraftOf, type AdminBillingAccount, type CompanyBillingAdminController } from '@curate/core';
import { figure } from './format';
import { LimitsForm } from './LimitsForm';

/** Props of CompanyBillingAdmin.SpendingLimitsTab. */
export interface SpendingLimitsTabProps {
  account: AdminBillingAccount;
  billing: CompanyBillingAdminController;
  notify: (kind: 'success' | 'error', message: string) => void;
}

const limit = (value: number | null) => (value === null ? 'No limit' : `${figure(value)} credits`);

/**
 * Spending Limits — spec part 3 §2, §3, §7: today's and this month's spend beside the customer's own limits,
 * and the administrator's internal maxima (sent with hard_stop on this screen).
 */
export function SpendingLimitsTab({ account, billing, notify }: SpendingLimitsTabProps) {
  return (
    <div className="curate-BillingAdmin-columns">
      <section className="curate-BillingAdmin-section" aria-label="Current Spending">
        <h3 className="curate-BillingAdmin-sectionTitle">Current Spending</h3>
        <dl className="curate-BillingAdmin-facts">
          <div className="curate-BillingAdmin-fact">
            <dt>Spent Today</dt>
            <dd>{figure(account.daily_spent)} credits</dd>
          </div>
          <div className="curate-BillingAdmin-fact">
            <dt>Spent This Month</dt>
            <dd>{figure(account.monthly_spent)} credits</dd>
          </div>
          <div className="curate-BillingAdmin-fact">
            <dt>Customer Daily Limit</dt>
            <dd>{limit(account.daily_spend_limit)}</dd>
          </div>
          <div className="curate-BillingAdmin-fact">
            <dt>Customer Monthly Limit</dt>
            <dd>{limit(account.monthly_spend_limit)}</dd>
          </div>
        </dl>
      </section>
      <section className="curate-BillingAdmin-section" aria-label="Internal Limits">
        <h3 className="curate-BillingAdmin-sectionTitle">Internal Limits</h3>
        <p className="curate-BillingAdmin-hint">The customer's own limits may not exceed these maxima.</p>
        <LimitsForm
          key={`${account.internal_daily_limit}-${account.internal_monthly_limit}`}
          initial={limitsDraftOf(account)}
          chooseMode={false}
          saving={billing.limitsPending}
          onSave={async (body) => notify('success', await billing.updateLimits(body))}
        />
      </section>
    </div>
  );
}
