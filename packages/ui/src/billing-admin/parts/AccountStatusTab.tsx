import {
  BILLING_ADMIN_MESSAGES,
  confirmStatusBody,
  overagesBody,
  type AdminBillingAccount,
  type CompanyBillingAdminController,
} from '@curate/core';
import { useId, useState } from 'react';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

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
    const checked = overagesBody({ allow, maxNegative });
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
      <section className="curate-BillingAdmin-section" aria-label="Account Status">
        <h3 className="curate-BillingAdmin-sectionTitle">Account Status</h3>
        <p className="curate-BillingAdmin-statusLine">
          Status:{' '}
          <Badge tone={account.account_suspended ? 'danger' : 'success'} data-slot="account-status">
            {account.account_suspended ? 'Suspended' : 'Active'}
          </Badge>
        </p>
        {account.account_suspended && account.suspension_reason && (
          <p className="curate-BillingAdmin-hint">Reason: {account.suspension_reason}</p>
        )}
        <p className="curate-BillingAdmin-warning" role="note">
          {BILLING_ADMIN_MESSAGES.suspendWarning}
        </p>
        <Button variant={suspend ? 'danger' : 'primary'} onClick={() => setConfirming(true)}>
          {suspend ? 'Suspend Account' : 'Activate Account'}
        </Button>
      </section>
      <section className="curate-BillingAdmin-section" aria-label="Overage Settings">
        <h3 className="curate-BillingAdmin-sectionTitle">Overage Settings</h3>
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
            <input type="checkbox" checked={allow} onChange={(event) => setAllow(event.target.checked)} /> Allow
            Overages
          </label>
          <div className="curate-BillingAdmin-field">
            <label htmlFor={`${id}-max`}>Max Negative Balance (credits)</label>
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
            {allow
              ? `The balance may go down to -${Number(maxNegative || 0).toLocaleString('en-US')} credits.`
              : 'The balance may not go below 0.'}
          </p>
          <div className="curate-BillingAdmin-formActions">
            <Button type="submit" variant="primary" loading={billing.overagesPending} loadingLabel="Saving...">
              Update Overage Settings
            </Button>
          </div>
        </form>
      </section>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        title={suspend ? 'Suspend Account' : 'Activate Account'}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button
              variant={suspend ? 'danger' : 'primary'}
              loading={billing.statusPending}
              loadingLabel="Saving..."
              onClick={() => void confirm()}
            >
              {suspend ? 'Confirm Suspension' : 'Confirm Activation'}
            </Button>
          </>
        }
      >
        <p>
          {suspend
            ? `Suspend ${account.company_name ?? 'this company'}? ${BILLING_ADMIN_MESSAGES.suspendWarning}`
            : `Activate ${account.company_name ?? 'this company'}? Enhancements can run again.`}
        </p>
      </Dialog>
    </div>
  );
}
