import { Switch } from '@headlessui/react';
import {
  CREDITS_FORMAT,
  creditWarningDue,
  useBilling,
  useFormat,
  type BillingMessages,
  type LimitMode,
  type TenantBillingAccount,
  billingMessages,
  useTexts,
} from '@curate/core';
import { useState, type ReactNode } from 'react';
import { atValues } from '../internal/Formatted';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { ToastStack } from '../primitives/Toast/ToastStack';
import { useToasts } from '../primitives/Toast/useToasts';
import { cx } from '../theme/cx';
import { ConfigureLimitsDialog, limitModeLabel } from './ConfigureLimitsDialog';
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

const limitText = (limit: number | null, mode: LimitMode, m: BillingMessages) =>
  limit === null ? m.noLimit : m.limitWithMode(limit, limitModeLabel(mode, m));

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
  const m = useTexts('billing', billingMessages);
  return (
    <div className="curate-Billing-usage">
      <dt>{label}</dt>
      <dd>
        <strong>{used}</strong>
        {` ${m.creditsUnit}`}
        {count !== undefined && (
          <span className="curate-Billing-hint">{atValues(` · ${m.enhancementCount(count)}`, [count])}</span>
        )}
        {limit !== null && <span className="curate-Billing-hint">{atValues(` ${m.ofLimit(limit)}`, [limit])}</span>}
        {reached(used, limit) && (
          <Badge size="sm" tone="danger">
            {m.limitReached}
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
  const m = useTexts('billing', billingMessages);
  const toasts = useToasts();
  const succeeded = (message: string) => toasts.show({ kind: 'success', message });
  const format = useFormat();
  const credits = (value: number) => format.number(value, CREDITS_FORMAT);
  const rootProps = { className: cx('curate-Billing', className), 'data-slot': 'billing-dashboard' };

  if (billing.status === 'pending')
    return (
      <div {...rootProps} data-state="loading">
        <p className="curate-Billing-status">{m.loading}</p>
      </div>
    );
  if (billing.error || !billing.account)
    return (
      <div {...rootProps} data-state="error">
        <p className="curate-Billing-alert" role="alert">
          {billing.error ?? m.loadFailed}
        </p>
        <Button onClick={() => void billing.retry()}>{m.retry}</Button>
      </div>
    );

  const account: TenantBillingAccount = billing.account;
  const usage = billing.usage;
  const warning = creditWarningDue(account, { now: 0, lastShownAt: null }, m);
  return (
    <div {...rootProps} data-state="ready">
      <div className="curate-Billing-header">
        <h2 className="curate-Billing-title">{m.title}</h2>
        {billing.suspended && (
          <Badge tone="danger" data-slot="billing-suspended">
            {m.suspended}
          </Badge>
        )}
        {billing.canManage && onOpenHistory && <Button onClick={onOpenHistory}>{m.creditHistory}</Button>}
      </div>
      {warning && (
        <p className="curate-Billing-warning" role="status" data-kind={warning.kind}>
          {warning.message}
        </p>
      )}
      <div className="curate-Billing-cards">
        <Card title={m.remainingCredits} slot="billing-remaining">
          <p className="curate-Billing-balance" data-negative={account.current_balance < 0 ? '' : undefined}>
            {credits(account.current_balance)} <span className="curate-Billing-unit">{m.creditsUnit}</span>
          </p>
          <dl className="curate-Billing-facts">
            <div>
              <dt>{m.available}</dt>
              <dd>{atValues(m.credits(billing.available ?? 0), [billing.available ?? 0])}</dd>
            </div>
            <div>
              <dt>{m.plan}</dt>
              <dd>{account.active_plan}</dd>
            </div>
          </dl>
        </Card>
        <Card title={m.usageStatistics} slot="billing-usage">
          <dl className="curate-Billing-facts">
            <UsageLine
              label={m.today}
              used={usage?.today_usage ?? account.today_usage}
              count={usage?.today_enhancements}
              limit={account.daily_spend_limit}
            />
            <UsageLine
              label={m.thisMonth}
              used={usage?.month_usage ?? account.month_usage}
              count={usage?.month_enhancements}
              limit={account.monthly_spend_limit}
            />
          </dl>
        </Card>
        <Card title={m.limitsSettings} slot="billing-limits">
          <dl className="curate-Billing-facts">
            <div>
              <dt>{m.dailyLimit}</dt>
              <dd>{limitText(account.daily_spend_limit, account.daily_limit_mode, m)}</dd>
            </div>
            <div>
              <dt>{m.monthlyLimit}</dt>
              <dd>{limitText(account.monthly_spend_limit, account.monthly_limit_mode, m)}</dd>
            </div>
            <div>
              <dt>{m.overages}</dt>
              <dd>
                {account.allow_overages
                  ? m.overagesAllowed(credits(account.max_negative_balance))
                  : m.overagesNotAllowed}
              </dd>
            </div>
          </dl>
          {billing.canManage ? (
            <div className="curate-Billing-actions">
              <Button onClick={() => setConfiguring(true)}>{m.configureLimits}</Button>
              <Switch
                checked={account.allow_overages}
                onChange={async (allow: boolean) => {
                  if (await billing.setAllowOverages(allow)) succeeded(m.overagesUpdated);
                }}
                disabled={billing.overagesSaving}
                className="curate-Billing-switch"
                data-slot="overages-switch"
              >
                <span className="curate-Billing-switchTrack" aria-hidden="true">
                  <span className="curate-Billing-switchThumb" />
                </span>
                {m.allowOverages}
              </Switch>
              {billing.overagesError && (
                <p className="curate-Billing-alert" role="alert">
                  {billing.overagesError}
                </p>
              )}
            </div>
          ) : (
            <p className="curate-Billing-hint" data-slot="billing-contact-admin">
              {m.contactAdmin}
            </p>
          )}
        </Card>
      </div>
      {usage && <CreditUsageChart days={usage.daily} dailyLimit={account.daily_spend_limit} />}
      <section className="curate-Billing-card" aria-label={m.recentActivity} data-slot="billing-recent">
        <h3 className="curate-Billing-cardTitle">{m.recentActivity}</h3>
        <TransactionTable
          transactions={billing.recent}
          showUser={billing.canManage}
          label={m.recentActivity}
          emptyText={m.noRecentActivity}
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
          onSave={async (values) => {
            const saved = await billing.updateLimits(values);
            if (saved) succeeded(m.limitsUpdated);
            return saved;
          }}
          problems={billing.limitsProblems}
          saving={billing.limitsSaving}
        />
      )}
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  );
}
