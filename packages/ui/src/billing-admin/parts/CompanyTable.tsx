import { companyBillingStatus, overviewBalanceTone, type CompanyBillingRow } from '@curate/core';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { formatDateTime } from '../../internal/format';
import { figure } from './format';

const STATUS_TONE: Record<ReturnType<typeof companyBillingStatus>, BadgeTone> = {
  Suspended: 'danger',
  'Low Balance': 'warning',
  Active: 'success',
};

/** Props of BillingOverview.CompanyTable. */
export interface CompanyTableProps {
  companies: readonly CompanyBillingRow[];
  /** Opens the Manage Credits modal for a company. */
  onManage: (company: CompanyBillingRow) => void;
  /** Opens the company's billing admin screen (Details); without it the button is not shown. */
  onDetails?: (company: CompanyBillingRow) => void;
  /** Text when no company matches; default 'No companies found.' */
  emptyText?: string;
}

/**
 * Company, Current Balance (below 0 red, below 100 yellow), Total Used, Status (Suspended, else Low Balance,
 * else Active), Last Usage, Actions (Manage, Details) — spec part 3 §2.
 */
export function CompanyTable({ companies, onManage, onDetails, emptyText = 'No companies found.' }: CompanyTableProps) {
  if (companies.length === 0) return <p className="curate-BillingAdmin-empty">{emptyText}</p>;
  return (
    <div className="curate-Billing-tableScroll">
      <table className="curate-Billing-table" aria-label="Companies">
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Current Balance</th>
            <th scope="col">Total Used</th>
            <th scope="col">Status</th>
            <th scope="col">Last Usage</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => {
            const status = companyBillingStatus(company);
            return (
              <tr key={company.company_id} data-slot="company-row" data-code={company.company_code}>
                <td>
                  <div className="curate-BillingAdmin-name">{company.company_name}</div>
                  <div className="curate-BillingAdmin-code">{company.company_code}</div>
                </td>
                <td
                  className="curate-BillingAdmin-balance"
                  data-tone={overviewBalanceTone(company.current_balance) ?? undefined}
                >
                  {figure(company.current_balance)}
                </td>
                <td>{figure(company.total_credits_used)}</td>
                <td>
                  <Badge size="sm" tone={STATUS_TONE[status]} title={company.suspension_reason ?? undefined}>
                    {status}
                  </Badge>
                </td>
                <td>{company.last_usage_at ? formatDateTime(company.last_usage_at) : 'Never'}</td>
                <td className="curate-BillingAdmin-actions">
                  <Button size="sm" onClick={() => onManage(company)} aria-label={`Manage ${company.company_name}`}>
                    Manage
                  </Button>
                  {onDetails && (
                    <Button
                      size="sm"
                      onClick={() => onDetails(company)}
                      aria-label={`Details of ${company.company_name}`}
                    >
                      Details
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
