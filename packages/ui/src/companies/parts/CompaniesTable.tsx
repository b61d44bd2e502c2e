import { type CompanyStatus, companyBillingPath, companyStatus } from '@curate/core';
import type { ManagedCompany } from '@curate/core/contract';
import type { MouseEvent } from 'react';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { CompanyLogo } from './CompanyLogo';

/** Props of CompanyManagement.Table. */
export interface CompaniesTableProps {
  companies: readonly ManagedCompany[];
  onViewDetails: (company: ManagedCompany) => void;
  onEdit: (company: ManagedCompany) => void;
  onToggleStatus: (company: ManagedCompany) => void;
  /** The company whose status is changing (its toggle waits); default none. */
  statusChangingId?: string | null;
  /** Where Manage Billing links; default /admin/companies/{companyId}. */
  billingHref?: (companyId: string) => string;
  /** Called instead of following the link (e.g. the host's router); default the link is followed. */
  onManageBilling?: (company: ManagedCompany) => void;
}

const TONES: Record<CompanyStatus, BadgeTone> = { Suspended: 'danger', Active: 'success', Inactive: 'neutral' };
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The companies: name with logo, code, users, status, created, and the row actions (spec part 3 §2). */
export function CompaniesTable({
  companies,
  onViewDetails,
  onEdit,
  onToggleStatus,
  statusChangingId = null,
  billingHref = companyBillingPath,
  onManageBilling,
}: CompaniesTableProps) {
  if (companies.length === 0)
    return <p className="curate-CompanyManagement-empty">No companies yet. Create the first one.</p>;
  return (
    <table className="curate-CompanyManagement-table" aria-label="Companies" data-slot="companies-table">
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col">Code</th>
          <th scope="col">Users</th>
          <th scope="col">Status</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {companies.map((company) => {
          const status = companyStatus(company);
          const name = company.company_name;
          const follow = (event: MouseEvent) => {
            if (!onManageBilling) return;
            event.preventDefault();
            onManageBilling(company);
          };
          return (
            <tr key={company.id} data-status={status.toLowerCase()}>
              <td>
                <span className="curate-CompanyManagement-name">
                  <CompanyLogo name={name} url={company.logo_url} />
                  {name}
                </span>
              </td>
              <td>
                <code>{company.company_code}</code>
              </td>
              <td>{company.user_count}</td>
              <td>
                <Badge tone={TONES[status]}>{status}</Badge>
              </td>
              <td>{dateOf(company.created_at)}</td>
              <td className="curate-CompanyManagement-actions">
                <Button size="sm" aria-label={`View details of ${name}`} onClick={() => onViewDetails(company)}>
                  Details
                </Button>
                <Button size="sm" aria-label={`Edit ${name}`} onClick={() => onEdit(company)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant={company.is_active ? 'danger' : undefined}
                  aria-label={`${company.is_active ? 'Deactivate' : 'Activate'} ${name}`}
                  loading={statusChangingId === company.id}
                  loadingLabel={company.is_active ? 'Deactivating...' : 'Activating...'}
                  disabled={statusChangingId !== null && statusChangingId !== company.id}
                  onClick={() => onToggleStatus(company)}
                >
                  {company.is_active ? 'Deactivate' : 'Activate'}
                </Button>
                <a
                  className="curate-CompanyManagement-link"
                  href={billingHref(company.id)}
                  aria-label={`Manage billing of ${name}`}
                  onClick={follow}
                >
                  Manage Billing
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
