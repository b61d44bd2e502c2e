import {
  companyBillingStatus,
  companyBillingStatusLabel,
  overviewBalanceTone,
  useFormat,
  type CompanyBillingRow,
  billingAdminMessages,
  useTexts,
} from '@curate/core';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { useFigure } from './format';

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
  /** Text when no company matches; default 'No companies found.' (billingAdmin.noCompaniesFound). */
  emptyText?: string;
}

/**
 * Company, Current Balance (below 0 red, below 100 yellow), Total Used, Status (Suspended, else Low Balance,
 * else Active), Last Usage, Actions (Manage, Details) — spec part 3 §2.
 */
export function CompanyTable({ companies, onManage, onDetails, emptyText }: CompanyTableProps) {
  const m = useTexts('billingAdmin', billingAdminMessages);
  const format = useFormat();
  const figure = useFigure();
  if (companies.length === 0) return <p className="curate-BillingAdmin-empty">{emptyText ?? m.noCompaniesFound}</p>;
  return (
    <div className="curate-Billing-tableScroll">
      <table className="curate-Billing-table" aria-label={m.companies}>
        <thead>
          <tr>
            <th scope="col">{m.columnCompany}</th>
            <th scope="col">{m.columnCurrentBalance}</th>
            <th scope="col">{m.columnTotalUsed}</th>
            <th scope="col">{m.columnStatus}</th>
            <th scope="col">{m.columnLastUsage}</th>
            <th scope="col">{m.columnActions}</th>
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
                    {companyBillingStatusLabel(status, m)}
                  </Badge>
                </td>
                <td>{company.last_usage_at ? format.dateTime(company.last_usage_at) : m.never}</td>
                <td className="curate-BillingAdmin-actions">
                  <Button size="sm" onClick={() => onManage(company)} aria-label={m.manageNamed(company.company_name)}>
                    {m.manage}
                  </Button>
                  {onDetails && (
                    <Button size="sm" onClick={() => onDetails(company)} aria-label={m.detailsOf(company.company_name)}>
                      {m.details}
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
