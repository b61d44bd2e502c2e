import { companyStatus, roleLabel } from '@curate/core';
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

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={company ? company.company_name : 'Company details'}
      description="Company details"
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" disabled={!company} onClick={() => company && onAddUser(company)}>
            Add User
          </Button>
        </>
      }
    >
      <div className="curate-CompanyManagement-details" data-slot="company-details" data-state={status}>
        {company && (
          <dl className="curate-CompanyManagement-facts">
            <div>
              <dt>Code</dt>
              <dd>
                <code>{company.company_code}</code>
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{companyStatus(company)}</dd>
            </div>
            <div>
              <dt>Users</dt>
              <dd>{status === 'success' ? users.length : company.user_count}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{dateOf(company.created_at)}</dd>
            </div>
          </dl>
        )}
        {error ? (
          <p className="curate-CompanyManagement-alert" role="alert">
            {error}{' '}
            <Button size="sm" onClick={onRetry}>
              Retry
            </Button>
          </p>
        ) : status === 'pending' ? (
          <p className="curate-CompanyManagement-empty">Loading users…</p>
        ) : users.length === 0 ? (
          <p className="curate-CompanyManagement-empty">No users yet.</p>
        ) : (
          <table className="curate-CompanyManagement-table" aria-label="Company users">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.full_name || user.email}</td>
                  <td>{user.email}</td>
                  <td>
                    <Badge tone={user.role === 'tenant-admin' ? 'info' : 'neutral'}>{roleLabel(user.role)}</Badge>
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
