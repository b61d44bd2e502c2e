import { COMPANY_TOAST_DURATION_MS, useCompanies, companiesMessages, useTexts } from '@curate/core';
import type { ManagedCompany } from '@curate/core/contract';
import { useState } from 'react';
import { cx } from '../theme/cx';
import { Button } from '../primitives/Button/Button';
import { ToastStack } from '../primitives/Toast/ToastStack';
import { useToasts } from '../primitives/Toast/useToasts';
import { AddUserModal } from './parts/AddUserModal';
import { CompaniesTable } from './parts/CompaniesTable';
import { CompanyDetailsModal } from './parts/CompanyDetailsModal';
import { CompanyLogo } from './parts/CompanyLogo';
import { NewCompanyModal } from './parts/NewCompanyModal';
import { StatCards } from './parts/StatCards';

/** Props of CompanyManagement. */
export interface CompanyManagementProps {
  /** Where a row's Manage Billing links; default /admin/companies/{companyId} (spec part 3 §2). */
  billingHref?: (companyId: string) => string;
  /** Called instead of following the Manage Billing link (e.g. the host's router); default the link is followed. */
  onManageBilling?: (company: ManagedCompany) => void;
  /** The level of the 'Company Management' heading; default 2 (1 when the widget is the page). */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * Company management for the super-admin — spec part 3 §2: the stat cards (total companies, active
 * companies, total users), the company table with its row actions (view details, edit, activate or
 * deactivate, manage billing), the Create New Company, Company details and Add User to company modals,
 * and 3 s toasts.
 */
function CompanyManagementRoot({ billingHref, onManageBilling, headingLevel = 2, className }: CompanyManagementProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const companies = useCompanies();
  const m = useTexts('companies', companiesMessages);
  const toasts = useToasts();
  const [creating, setCreating] = useState(false);
  const [addingTo, setAddingTo] = useState<ManagedCompany | null>(null);
  const notify = (kind: 'success' | 'error' | 'info', message: string) =>
    toasts.show({ kind, message, duration: COMPANY_TOAST_DURATION_MS });
  const state = companies.status === 'error' ? 'error' : companies.status === 'pending' ? 'loading' : 'ready';

  const toggle = async (company: ManagedCompany) => {
    try {
      notify('success', await companies.toggleCompanyStatus(company));
    } catch (failure) {
      notify('error', (failure as Error).message);
    }
  };

  return (
    <section
      className={cx('curate-CompanyManagement', className)}
      aria-label={m.title}
      data-slot="company-management"
      data-state={state}
    >
      <header className="curate-CompanyManagement-header">
        <Heading>{m.title}</Heading>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {m.createCompany}
        </Button>
      </header>
      <StatCards cards={companies.stats} loading={companies.status !== 'success'} />
      {companies.error ? (
        <div className="curate-CompanyManagement-alert" role="alert">
          {companies.error}{' '}
          <Button size="sm" onClick={companies.refetch}>
            {m.retry}
          </Button>
        </div>
      ) : companies.status === 'pending' ? (
        <p className="curate-CompanyManagement-empty">{m.loadingCompanies}</p>
      ) : (
        <CompaniesTable
          companies={companies.companies}
          statusChangingId={companies.statusChangingId}
          onViewDetails={(company) => companies.openDetails(company.id)}
          onEdit={() => notify('info', m.editSoon)}
          onToggleStatus={(company) => void toggle(company)}
          billingHref={billingHref}
          onManageBilling={onManageBilling}
        />
      )}

      <NewCompanyModal
        open={creating}
        onClose={() => setCreating(false)}
        onSubmit={async (draft) => notify('success', await companies.createCompany(draft))}
      />
      <CompanyDetailsModal
        open={companies.detailsId !== null && addingTo === null}
        company={companies.details.company}
        users={companies.details.users}
        status={companies.details.status}
        error={companies.details.error}
        onRetry={companies.details.refetch}
        onAddUser={setAddingTo}
        onClose={companies.closeDetails}
      />
      <AddUserModal
        company={addingTo}
        onClose={() => setAddingTo(null)}
        onSubmit={async (company, draft) => notify('success', await companies.addUser(company.id, draft))}
      />
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} aria-label={m.notifications} />
    </section>
  );
}

export const CompanyManagement = Object.assign(CompanyManagementRoot, {
  StatCards,
  Table: CompaniesTable,
  Logo: CompanyLogo,
  NewCompanyModal,
  DetailsModal: CompanyDetailsModal,
  AddUserModal,
});
