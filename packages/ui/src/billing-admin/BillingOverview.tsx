import {
  BILLING_ADMIN_TOAST_MS,
  useBillingAdmin,
  useCompanyBillingAdmin,
  type BillingAdminController,
  type CompanyBillingRow,
  billingAdminMessages,
  useTexts,
} from '@curate/core';
import { useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { ToastStack } from '../primitives/Toast/ToastStack';
import { useToasts } from '../primitives/Toast/useToasts';
import { cx } from '../theme/cx';
import { ManageCreditsDialog } from './ManageCreditsDialog';
import { CompanyTable } from './parts/CompanyTable';
import { SummaryCards, TokenStatistics } from './parts/SummaryCards';

/** Props of BillingOverview. */
export interface BillingOverviewProps {
  /** Opens a company's billing admin screen (/admin/companies/{companyId}); without it Details is not shown. */
  onOpenCompany?: (companyId: string) => void;
  className?: string;
}

/**
 * The super-admin 'Billing Management' screen — spec part 3 §2 'Super-admin billing overview': the four summary
 * cards, 'Token Usage Analytics (Last 30 Days)' (when any enhancement reported tokens), the searchable company
 * table with refresh, and the Manage Credits modal. Success and failure show as 5 s toasts.
 */
function BillingOverviewRoot({ onOpenCompany, className }: BillingOverviewProps) {
  const billing = useBillingAdmin();
  const m = useTexts('billingAdmin', billingAdminMessages);
  const toasts = useToasts();
  const [managed, setManaged] = useState<CompanyBillingRow | null>(null);
  const state = billing.error
    ? 'error'
    : billing.status === 'pending'
      ? 'loading'
      : billing.allCompanies.length
        ? 'ready'
        : 'empty';
  const notify = (kind: 'success' | 'error', message: string) =>
    toasts.show({ kind, message, duration: BILLING_ADMIN_TOAST_MS });
  return (
    <section
      className={cx('curate-BillingAdmin', className)}
      aria-label={m.title}
      data-slot="billing-overview"
      data-state={state}
    >
      <header className="curate-BillingAdmin-header">
        <h2>{m.title}</h2>
      </header>
      <SummaryCards summary={billing.summary} />
      <TokenStatistics stats={billing.tokenStatistics} />
      <section className="curate-BillingAdmin-section" aria-label={m.companyBalances}>
        <div className="curate-BillingAdmin-toolbar">
          <h3 className="curate-BillingAdmin-sectionTitle">{m.companyBalances}</h3>
          <input
            type="search"
            className="curate-BillingAdmin-search"
            aria-label={m.searchCompanies}
            placeholder={m.searchPlaceholder}
            value={billing.search}
            onChange={(event) => billing.setSearch(event.target.value)}
          />
          <Button
            size="sm"
            onClick={() => void billing.refresh()}
            loading={billing.refreshing && billing.status !== 'pending'}
            loadingLabel={m.refreshing}
          >
            {m.refresh}
          </Button>
        </div>
        {billing.error ? (
          <p className="curate-BillingAdmin-alert" role="alert">
            {billing.error}{' '}
            <Button size="sm" onClick={() => void billing.refresh()}>
              {m.retry}
            </Button>
          </p>
        ) : billing.status === 'pending' ? (
          <p className="curate-BillingAdmin-empty">{m.loadingCompanies}</p>
        ) : (
          <CompanyTable
            companies={billing.companies}
            onManage={setManaged}
            onDetails={onOpenCompany ? (company) => onOpenCompany(company.company_id) : undefined}
            emptyText={billing.search.trim() ? m.noMatch(billing.search.trim()) : m.noCompaniesYet}
          />
        )}
      </section>
      {managed && (
        <ManagedCompany
          company={billing.allCompanies.find((c) => c.company_id === managed.company_id) ?? managed}
          billing={billing}
          notify={notify}
          onClose={() => setManaged(null)}
        />
      )}
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} aria-label={m.notifications} />
    </section>
  );
}

/** The Manage Credits modal over one company, with its stored limits read for the Internal Limits tab. */
function ManagedCompany({
  company,
  billing,
  notify,
  onClose,
}: {
  company: CompanyBillingRow;
  billing: BillingAdminController;
  notify: (kind: 'success' | 'error', message: string) => void;
  onClose: () => void;
}) {
  const account = useCompanyBillingAdmin({ companyId: company.company_id });
  const m = useTexts('billingAdmin', billingAdminMessages);
  const report = async (run: () => Promise<string>) => {
    try {
      notify('success', await run());
      onClose();
    } catch (failure) {
      notify('error', (failure as Error).message);
      throw failure;
    }
  };
  return (
    <ManageCreditsDialog
      company={company}
      account={account.account}
      onClose={onClose}
      pending={{ credits: billing.creditsPending, limits: billing.limitsPending, status: billing.statusPending }}
      onApplyCredits={(body) =>
        report(async () => (await billing.adjustCredits(company.company_id, body, m.applyCreditsFailed)).message)
      }
      onUpdateLimits={(body) => report(() => billing.updateLimits(company.company_id, body))}
      onUpdateStatus={(body) => report(() => billing.updateStatus(company.company_id, body, m.statusFailed))}
    />
  );
}

export const BillingOverview = Object.assign(BillingOverviewRoot, {
  SummaryCards,
  TokenStatistics,
  CompanyTable,
  ManageCreditsDialog,
});
