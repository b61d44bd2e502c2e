import {
  type CompanyStatus,
  companyBillingPath,
  companyStatus,
  companyStatusLabel,
  useFormat,
  companiesMessages,
  useTexts,
} from '@curate/core';
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
  const m = useTexts('companies', companiesMessages);
  const format = useFormat();
  if (companies.length === 0) return <p className="curate-CompanyManagement-empty">{m.noCompanies}</p>;
  return (
    <table className="curate-CompanyManagement-table" aria-label={m.companies} data-slot="companies-table">
      <thead>
        <tr>
          <th scope="col">{m.columnCompany}</th>
          <th scope="col">{m.columnCode}</th>
          <th scope="col">{m.columnUsers}</th>
          <th scope="col">{m.columnStatus}</th>
          <th scope="col">{m.columnCreated}</th>
          <th scope="col">{m.columnActions}</th>
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
              <td>{format.number(company.user_count)}</td>
              <td>
                <Badge tone={TONES[status]}>{companyStatusLabel(status, m)}</Badge>
              </td>
              <td>{format.date(company.created_at)}</td>
              <td className="curate-CompanyManagement-actions">
                <Button size="sm" aria-label={m.viewDetailsOf(name)} onClick={() => onViewDetails(company)}>
                  {m.details}
                </Button>
                <Button size="sm" aria-label={m.editNamed(name)} onClick={() => onEdit(company)}>
                  {m.edit}
                </Button>
                <Button
                  size="sm"
                  variant={company.is_active ? 'danger' : undefined}
                  aria-label={company.is_active ? m.deactivateNamed(name) : m.activateNamed(name)}
                  loading={statusChangingId === company.id}
                  loadingLabel={company.is_active ? m.deactivating : m.activating}
                  disabled={statusChangingId !== null && statusChangingId !== company.id}
                  onClick={() => onToggleStatus(company)}
                >
                  {company.is_active ? m.deactivate : m.activate}
                </Button>
                <a
                  className="curate-CompanyManagement-link"
                  href={billingHref(company.id)}
                  aria-label={m.manageBillingOf(name)}
                  onClick={follow}
                >
                  {m.manageBilling}
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
