import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import {
  accountStatusBody,
  limitsDraftOf,
  type AccountStatusUpdate,
  type AdminBillingAccount,
  type CompanyBillingRow,
  type CreditAdjustment,
  type InternalLimitsUpdate,
  billingAdminMessages,
  useTexts,
} from '@curate/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';
import { CreditsForm } from './parts/CreditsForm';
import { useFigure } from './parts/format';
import { LimitsForm } from './parts/LimitsForm';

/** The Manage Credits modal's tabs. */
export type ManageCreditsTab = 'credits' | 'limits' | 'status';
const TABS: { id: ManageCreditsTab; label: 'tabAddRemoveCredits' | 'tabInternalLimits' | 'tabAccountStatus' }[] = [
  { id: 'credits', label: 'tabAddRemoveCredits' },
  { id: 'limits', label: 'tabInternalLimits' },
  { id: 'status', label: 'tabAccountStatus' },
];

/** Props of ManageCreditsDialog. */
export interface ManageCreditsDialogProps {
  /** The company managed; null closes the modal. */
  company: CompanyBillingRow | null;
  /** The company's account, for the stored limits; null or undefined while it loads (the limits start empty). */
  account?: AdminBillingAccount | null;
  /** Adds or removes credits; resolves when done, rejects with the message to show. */
  onApplyCredits: (body: CreditAdjustment) => Promise<unknown>;
  /** Sets the internal limits; resolves when done, rejects with the message to show. */
  onUpdateLimits: (body: InternalLimitsUpdate) => Promise<unknown>;
  /** Suspends or activates; resolves when done, rejects with the message to show. */
  onUpdateStatus: (body: AccountStatusUpdate) => Promise<unknown>;
  onClose: () => void;
  /** The tab shown on open; default 'credits'. */
  defaultTab?: ManageCreditsTab;
  /** Whether a write is under way, per form. */
  pending?: { credits?: boolean; limits?: boolean; status?: boolean };
}

/**
 * The overview's 'Manage Credits' modal — spec part 3 §2, §5: Add/Remove Credits (operation, amount min 1, a
 * description visible to the customer — optional here, generated when empty — and internal notes), Internal
 * Limits (daily and monthly, empty for no limit, and the enforcement mode) and Account Status (Active or
 * Suspended, a required reason when suspending, and the warning that suspension blocks every enhancement).
 */
export function ManageCreditsDialog({
  company,
  account,
  onApplyCredits,
  onUpdateLimits,
  onUpdateStatus,
  onClose,
  defaultTab = 'credits',
  pending = {},
}: ManageCreditsDialogProps) {
  const m = useTexts('billingAdmin', billingAdminMessages);
  const figure = useFigure();
  const [tab, setTab] = useState(TABS.findIndex((t) => t.id === defaultTab));
  useEffect(() => {
    if (company) setTab(TABS.findIndex((t) => t.id === defaultTab));
  }, [company, defaultTab]);
  return (
    <Dialog
      open={company !== null}
      onClose={onClose}
      size="lg"
      title={company ? m.manageCreditsOf(company.company_name) : m.manageCredits}
      description={company ? m.currentBalanceOf(figure(company.current_balance)) : undefined}
    >
      {company && (
        <TabGroup selectedIndex={tab} onChange={setTab} data-slot="manage-credits">
          <TabList className="curate-BillingAdmin-tabs" aria-label={m.manageCredits}>
            {TABS.map((t) => (
              <Tab key={t.id} className="curate-BillingAdmin-tab">
                {m[t.label]}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="curate-BillingAdmin-panel">
            <TabPanel>
              <CreditsForm requireDescription={false} onApply={onApplyCredits} applying={pending.credits} />
            </TabPanel>
            <TabPanel>
              <LimitsForm
                key={account ? 'loaded' : 'empty'}
                initial={account ? limitsDraftOf(account) : { daily: '', monthly: '', mode: 'hard_stop' as const }}
                onSave={onUpdateLimits}
                saving={pending.limits}
              />
            </TabPanel>
            <TabPanel>
              <StatusForm company={company} onSave={onUpdateStatus} saving={pending.status} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
    </Dialog>
  );
}

function StatusForm({
  company,
  onSave,
  saving = false,
}: {
  company: CompanyBillingRow;
  onSave: (body: AccountStatusUpdate) => Promise<unknown>;
  saving?: boolean;
}) {
  const id = useId();
  const m = useTexts('billingAdmin', billingAdminMessages);
  const [suspended, setSuspended] = useState(company.account_suspended);
  const [reason, setReason] = useState(company.suspension_reason ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const checked = accountStatusBody({ suspended, reason }, m);
    if (checked.error !== null) return setError(checked.error);
    setError(null);
    try {
      await onSave(checked.body);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <form
      className="curate-BillingAdmin-form"
      data-slot="status-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && (
        <p className="curate-BillingAdmin-alert" role="alert">
          {error}
        </p>
      )}
      <fieldset className="curate-BillingAdmin-radios">
        <legend>{m.accountStatus}</legend>
        {[
          { value: false, label: m.active },
          { value: true, label: m.suspended },
        ].map((option) => (
          <label key={String(option.value)}>
            <input
              type="radio"
              name={`${id}-status`}
              checked={suspended === option.value}
              onChange={() => setSuspended(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {suspended && (
        <>
          <div className="curate-BillingAdmin-field">
            <label htmlFor={`${id}-reason`}>{m.suspensionReason}</label>
            <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <p className="curate-BillingAdmin-warning" role="note">
            {m.suspendWarning}
          </p>
        </>
      )}
      <div className="curate-BillingAdmin-formActions">
        <Button type="submit" variant={suspended ? 'danger' : 'primary'} loading={saving} loadingLabel={m.saving}>
          {m.updateStatus}
        </Button>
      </div>
    </form>
  );
}
