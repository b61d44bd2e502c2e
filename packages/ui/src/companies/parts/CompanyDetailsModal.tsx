import {
  companyStatus,
  companyStatusLabel,
  roleLabel,
  useFormat,
  commonMessages,
  companiesMessages,
  usersMessages,
  useTexts,
} from '@curate/core';
import type { CompanyUser, ManagedCompany } from '@curate/core/contract';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** Props of the Company details modal. */
export interface CompanyDetailsModalProps {
  open: boolean;
  company: ManagedCompany | null;
  users: readonly CompanyUser[];
  status: 'idle' | 'pending' | 'error' | 'success';
  /** 'Failed to load company data' when the details could not be read. */
  error: string | null;
  onRetry: () => void;
  onAddUser: (company: ManagedCompany) => void;
  onClose: () => void;
}

/** Company details (spec part 3 §2): code, status, creation date and the user list, with Add User. */
export function CompanyDetailsModal({
  open,
  company,
  users,
  status,
  error,
  onRetry,
  onAddUser,
  onClose,
}: CompanyDetailsModalProps) {
  const m = useTexts('companies', companiesMessages);
  const roles = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={company ? company.company_name : m.companyDetails}
      description={m.companyDetails}
      footer={
        <>
          <Button onClick={onClose}>{common.close}</Button>
          <Button variant="primary" disabled={!company} onClick={() => company && onAddUser(company)}>
            {m.addUser}
          </Button>
        </>
      }
    >
      <div className="curate-CompanyManagement-details" data-slot="company-details" data-state={status}>
        {company && (
          <dl className="curate-CompanyManagement-facts">
            <div>
              <dt>{m.code}</dt>
              <dd>
                <code>{company.company_code}</code>
              </dd>
            </div>
            <div>
              <dt>{m.status}</dt>
              <dd>{companyStatusLabel(companyStatus(company), m)}</dd>
            </div>
            <div>
              <dt>{m.users}</dt>
              <dd>{format.number(status === 'success' ? users.length : company.user_count)}</dd>
            </div>
            <div>
              <dt>{m.created}</dt>
              <dd>{format.date(company.created_at)}</dd>
            </div>
          </dl>
        )}
        {error ? (
          <p className="curate-CompanyManagement-alert" role="alert">
            {error}{' '}
            <Button size="sm" onClick={onRetry}>
              {m.retry}
            </Button>
          </p>
        ) : status === 'pending' ? (
          <p className="curate-CompanyManagement-empty">{m.loadingUsers}</p>
        ) : users.length === 0 ? (
          <p className="curate-CompanyManagement-empty">{m.noUsers}</p>
        ) : (
          <table className="curate-CompanyManagement-table" aria-label={m.companyUsers}>
            <thead>
              <tr>
                <th scope="col">{m.columnName}</th>
                <th scope="col">{m.columnEmail}</th>
                <th scope="col">{m.columnRole}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.full_name || user.email}</td>
                  <td>{user.email}</td>
                  <td>
                    <Badge tone={user.role === 'tenant-admin' ? 'info' : 'neutral'}>
                      {roleLabel(user.role, roles)}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Dialog>
  );
}
