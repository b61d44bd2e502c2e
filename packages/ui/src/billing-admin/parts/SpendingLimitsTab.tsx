import {
  limitsDraftOf,
  type AdminBillingAccount,
  type CompanyBillingAdminController,
  billingAdminMessages,
  useTexts,
} from '@curate/core';
import { atValues } from '../../internal/Formatted';
import { useFigure } from './format';
import { LimitsForm } from './LimitsForm';

/** Props of CompanyBillingAdmin.SpendingLimitsTab. */
export interface SpendingLimitsTabProps {
  account: AdminBillingAccount;
  billing: CompanyBillingAdminController;
  notify: (kind: 'success' | 'error', message: string) => void;
}

/**
 * Spending Limits — spec part 3 §2, §3, §7: today's and this month's spend beside the customer's own limits,
 * and the administrator's internal maxima (sent with hard_stop on this screen).
 */
export function SpendingLimitsTab({ account, billing, notify }: SpendingLimitsTabProps) {
  const m = useTexts('billingAdmin', billingAdminMessages);
  const figure = useFigure();
  const limit = (value: number | null) => (value === null ? m.noLimit : m.creditsAmount(figure(value)));
  // The spend as before: the figure, then ' credits', each its own text node.
  const spent = (value: number) => atValues(m.creditsAmount(figure(value)), [figure(value)]);
  return (
    <div className="curate-BillingAdmin-columns">
      <section className="curate-BillingAdmin-section" aria-label={m.currentSpending}>
        <h3 className="curate-BillingAdmin-sectionTitle">{m.currentSpending}</h3>
        <dl className="curate-BillingAdmin-facts">
          <div className="curate-BillingAdmin-fact">
            <dt>{m.spentToday}</dt>
            <dd>{spent(account.daily_spent)}</dd>
          </div>
          <div className="curate-BillingAdmin-fact">
            <dt>{m.spentThisMonth}</dt>
            <dd>{spent(account.monthly_spent)}</dd>
          </div>
          <div className="curate-BillingAdmin-fact">
            <dt>{m.customerDailyLimit}</dt>
            <dd>{limit(account.daily_spend_limit)}</dd>
          </div>
          <div className="curate-BillingAdmin-fact">
            <dt>{m.customerMonthlyLimit}</dt>
            <dd>{limit(account.monthly_spend_limit)}</dd>
          </div>
        </dl>
      </section>
      <section className="curate-BillingAdmin-section" aria-label={m.internalLimits}>
        <h3 className="curate-BillingAdmin-sectionTitle">{m.internalLimits}</h3>
        <p className="curate-BillingAdmin-hint">{m.maximaHint}</p>
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
