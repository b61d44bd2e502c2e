import { Switch } from '@headlessui/react';
import {
  CONTACT_ADMIN_MESSAGE,
  creditWarningDue,
  formatCredits,
  useBilling,
  type LimitMode,
  type TenantBillingAccount,
} from '@curate/core';
import { useState, type ReactNode } from 'react';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { cx } from '../theme/cx';
import { ConfigureLimitsDialog, LIMIT_MODE_LABELS } from './ConfigureLimitsDialog';
import { CreditUsageChart } from './CreditUsageChart';
import { TransactionTable } from '../internal/TransactionTable';

/** Props of BillingDashboard. */
export interface BillingDashboardProps {
  /** The company whose billing is shown. */
  companyId: string;
  /** The signed-in user's roles: tenant-admin and super-admin manage limits and see Credit History. */
  roles: readonly string[];
  /** Whether enhancement jobs are running (the balance is then polled every second). Default false. */
  activeJobs?: boolean;
  /** The Credit History button (shown to admins); without it the button is not shown. */
  onOpenHistory?: () => void;
  /** Extra class names on the root. */
  className?: string;
}

function Card({ title, children, slot }: { title: string; children: ReactNode; slot: string }) {
  return (
    <section className="curate-Billing-card" data-slot={slot} aria-label={title}>
      <h3 className="curate-Billing-cardTitle">{title}</h3>
      {children}
    </section>
  );
}

const limitText = (limit: number | null, mode: LimitMode) =>
  limit === null ? 'No limit' : `${limit} credits (${LIMIT_MODE_LABELS[mode]})`;

const reached = (used: number, limit: number | null) => limit !== null && used >= limit;

function UsageLine({
  label,
  used,
  count,
  limit,
}: {
  label: string;
  used: number;
  count?: number;
  limit: number | null;
}) {
  return (
    <div className="curate-Billing-usage">
      <dt>{label}</dt>
      <dd>
        <strong>{used}</strong> credits
        {count !== undefined && <span className="curate-Billing-hint"> · {count} enhancements</span>}
        {limit !== null && <span className="curate-Billing-hint"> of {limit}</span>}
        {reached(used, limit) && (
          <Badge size="sm" tone="danger">
            Limit reached
          </Badge>
        )}
      </dd>
    </div>
  );
}

/**
 * The tenant billing dashboard — spec part 3 §2: Remaining Credits, Usage Statistics (Today, This Month),
 * Limits & Settings, a chart of the credit usage of the last 30 days (with its table) and Recent Activity (10 rows,
 * a User column for admins). Admins configure limits, switch
 * overages and open the Credit History; other users read 'Contact your admin to modify limits'.
 */
export function BillingDashboard({ companyId, roles, activeJobs, onOpenHistory, className }: BillingDashboardProps) {
  const billing = useBilling({ companyId, roles, activeJobs });
  const [configuring, setConfiguring] = useState(false);
  const rootProps = { className: cx('curate-Billing', className), 'data-slot': 'billing-dashboard' };

  if (billing.status === 'pending')
    return (
      <div {...rootProps} data-state="loading">
        <p className="curate-Billing-status">Loading billing data...</p>
      </div>
    );
  if (billing.error || !billing.account)
    return (
      <div {...rootProps} data-state="error">
        <p className="curate-Billing-alert" role="alert">
          {billing.error ?? 'Failed to load billing data'}
        </p>
        <Button onClick={() => void billing.retry()}>Retry</Button>
      </div>
    );

  const account: TenantBillingAccount = billing.account;
  const usage = billing.usage;
  const warning = creditWarningDue(account, { now: 0, lastShownAt: null });
  return (
    <div {...rootProps} data-state="ready">
      <div className="curate-Billing-header">
        <h2 className="curate-Billing-title">Billing</h2>
        {billing.suspended && (
          <Badge tone="danger" data-slot="billing-suspended">
            ACCOUNT SUSPENDED
          </Badge>
        )}
        {billing.canManage && onOpenHistory && <Button onClick={onOpenHistory}>Credit History</Button>}
      </div>
      {warning && (
        <p className="curate-Billing-warning" role="status" data-kind={warning.kind}>
          {warning.message}
        </p>
      )}
      <div className="curate-Billing-cards">
        <Card title="Remaining Credits" slot="billing-remaining">
          <p className="curate-Billing-balance" data-negative={account.current_balance < 0 ? '' : undefined}>
            {formatCredits(account.current_balance)} <span className="curate-Billing-unit">credits</span>
          </p>
          <dl className="curate-Billing-facts">
            <div>
              <dt>Available</dt>
              <dd>{billing.available} credits</dd>
            </div>
            <div>
              <dt>Plan</dt>
              <dd>{account.active_plan}</dd>
            </div>
          </dl>
        </Card>
        <Card title="Usage Statistics" slot="billing-usage">
          <dl className="curate-Billing-facts">
            <UsageLine
              label="Today"
              used={usage?.today_usage ?? account.today_usage}
              count={usage?.today_enhancements}
              limit={account.daily_spend_limit}
            />
            <UsageLine
              label="This Month"
              used={usage?.month_usage ?? account.month_usage}
              count={usage?.month_enhancements}
              limit={account.monthly_spend_limit}
            />
          </dl>
        </Card>
        <Card title="Limits & Settings" slot="billing-limits">
          <dl className="curate-Billing-facts">
            <div>
              <dt>Daily limit</dt>
              <dd>{limitText(account.daily_spend_limit, account.daily_limit_mode)}</dd>
            </div>
            <div>
              <dt>Monthly limit</dt>
              <dd>{limitText(account.monthly_spend_limit, account.monthly_limit_mode)}</dd>
            </div>
            <div>
              <dt>Overages</dt>
              <dd>
                {account.allow_overages
                  ? `Allowed down to ${formatCredits(account.max_negative_balance)} credits`
                  : 'Not allowed'}
              </dd>
            </div>
          </dl>
          {billing.canManage ? (
            <div className="curate-Billing-actions">
              <Button onClick={() => setConfiguring(true)}>Configure Limits</Button>
              <Switch
                checked={account.allow_overages}
                onChange={(allow: boolean) => void billing.setAllowOverages(allow)}
                disabled={billing.overagesSaving}
                className="curate-Billing-switch"
                data-slot="overages-switch"
              >
                <span className="curate-Billing-switchTrack" aria-hidden="true">
                  <span className="curate-Billing-switchThumb" />
                </span>
                Allow Overages
              </Switch>
              {billing.overagesError && (
                <p className="curate-Billing-alert" role="alert">
                  {billing.overagesError}
                </p>
              )}
            </div>
          ) : (
            <p className="curate-Billing-hint" data-slot="billing-contact-admin">
              {CONTACT_ADMIN_MESSAGE}
            </p>
          )}
        </Card>
      </div>
      {usage && <CreditUsageChart days={usage.daily} dailyLimit={account.daily_spend_limit} />}
      <section className="curate-Billing-card" aria-label="Recent Activity" data-slot="billing-recent">
        <h3 className="curate-Billing-cardTitle">Recent Activity</h3>
        <TransactionTable
          transactions={billing.recent}
          showUser={billing.canManage}
          label="Recent Activity"
          emptyText="No recent activity"
        />
      </section>
      {billing.canManage && (
        <ConfigureLimitsDialog
          open={configuring}
          onClose={() => {
            setConfiguring(false);
            billing.resetLimitsProblems();
          }}
          account={account}
          onSave={billing.updateLimits}
          problems={billing.limitsProblems}
          saving={billing.limitsSaving}
        />
      )}
    </div>
  );
}
