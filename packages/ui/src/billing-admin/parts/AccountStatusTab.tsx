import {
  confirmStatusBody,
  overagesBody,
  useFormat,
  type AdminBillingAccount,
  type CompanyBillingAdminController,
  billingAdminMessages,
  commonMessages,
  useTexts,
} from '@curate/core';
import { useId, useState } from 'react';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { atValues } from '../../internal/Formatted';

/** Props of CompanyBillingAdmin.AccountStatusTab. */
export interface AccountStatusTabProps {
  account: AdminBillingAccount;
  billing: CompanyBillingAdminController;
  notify: (kind: 'success' | 'error', message: string) => void;
}

/**
 * Account Status — spec part 3 §2, §4, §5: the status with a confirmation modal (suspend sends 'Suspended by
 * admin', activate null), and the overage settings (allowed or not, the negative limit in steps of 100 up to
 * 100000).
 */
export function AccountStatusTab({ account, billing, notify }: AccountStatusTabProps) {
  const id = useId();
  const m = useTexts('billingAdmin', billingAdminMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [allow, setAllow] = useState(account.allow_overages);
  const [maxNegative, setMaxNegative] = useState(String(Math.abs(account.max_negative_balance)));
  const [overageError, setOverageError] = useState<string | null>(null);
  const suspend = !account.account_suspended;
  const confirm = async () => {
    try {
      notify('success', await billing.updateStatus(confirmStatusBody(suspend)));
    } catch (failure) {
      notify('error', (failure as Error).message);
    } finally {
      setConfirming(false);
    }
  };
  const saveOverages = async () => {
    const checked = overagesBody({ allow, maxNegative }, m, common.problem);
    if (checked.error !== null) return setOverageError(checked.error);
    setOverageError(null);
    try {
      notify('success', await billing.updateOverages(checked.body));
    } catch (failure) {
      setOverageError((failure as Error).message);
    }
  };
  return (
    <div className="curate-BillingAdmin-columns">
      <section className="curate-BillingAdmin-section" aria-label={m.accountStatus}>
        <h3 className="curate-BillingAdmin-sectionTitle">{m.accountStatus}</h3>
        <p className="curate-BillingAdmin-statusLine">
          {m.statusLabel}{' '}
          <Badge tone={account.account_suspended ? 'danger' : 'success'} data-slot="account-status">
            {account.account_suspended ? m.suspended : m.active}
          </Badge>
        </p>
        {account.account_suspended && account.suspension_reason && (
          <p className="curate-BillingAdmin-hint">
            {atValues(m.reasonOf(account.suspension_reason), [account.suspension_reason])}
          </p>
        )}
        <p className="curate-BillingAdmin-warning" role="note">
          {m.suspendWarning}
        </p>
        <Button variant={suspend ? 'danger' : 'primary'} onClick={() => setConfirming(true)}>
          {suspend ? m.suspendAccount : m.activateAccount}
        </Button>
      </section>
      <section className="curate-BillingAdmin-section" aria-label={m.overageSettings}>
        <h3 className="curate-BillingAdmin-sectionTitle">{m.overageSettings}</h3>
        <form
          className="curate-BillingAdmin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveOverages();
          }}
        >
          {overageError && (
            <p className="curate-BillingAdmin-alert" role="alert">
              {overageError}
            </p>
          )}
          <label className="curate-BillingAdmin-check">
            <input type="checkbox" checked={allow} onChange={(event) => setAllow(event.target.checked)} />
            {` ${m.allowOverages}`}
          </label>
          <div className="curate-BillingAdmin-field">
            <label htmlFor={`${id}-max`}>{m.maxNegativeBalance}</label>
            <input
              id={`${id}-max`}
              type="number"
              min={0}
              max={100000}
              step={100}
              value={maxNegative}
              disabled={!allow}
              onChange={(event) => setMaxNegative(event.target.value)}
            />
          </div>
          <p className="curate-BillingAdmin-hint">
            {allow ? m.mayGoDownTo(format.number(Number(maxNegative || 0))) : m.mayNotGoBelowZero}
          </p>
          <div className="curate-BillingAdmin-formActions">
            <Button type="submit" variant="primary" loading={billing.overagesPending} loadingLabel={m.saving}>
              {m.updateOverages}
            </Button>
          </div>
        </form>
      </section>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        title={suspend ? m.suspendAccount : m.activateAccount}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{common.cancel}</Button>
            <Button
              variant={suspend ? 'danger' : 'primary'}
              loading={billing.statusPending}
              loadingLabel={m.saving}
              onClick={() => void confirm()}
            >
              {suspend ? m.confirmSuspension : m.confirmActivation}
            </Button>
          </>
        }
      >
        <p>
          {suspend
            ? `${m.confirmSuspend(account.company_name ?? m.thisCompany)} ${m.suspendWarning}`
            : m.confirmActivate(account.company_name ?? m.thisCompany)}
        </p>
      </Dialog>
    </div>
  );
}
