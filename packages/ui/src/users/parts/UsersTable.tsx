import { isOwnRow, roleLabel } from '@curate/core';
import type { User } from '@curate/core/contract';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';

/** Props of UserManagement.UsersTable. */
export interface UsersTableProps {
  users: readonly User[];
  /** The signed-in user: their row's Change Role and Remove are disabled (spec part 3 §2). */
  currentUserId: string | null | undefined;
  onChangeRole: (user: User) => void;
  onRemove: (user: User) => void;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The Active Users table: name, email, role, status, created, actions. */
export function UsersTable({ users, currentUserId, onChangeRole, onRemove }: UsersTableProps) {
  if (users.length === 0) return <p className="curate-UserManagement-empty">No users yet.</p>;
  return (
    <table className="curate-UserManagement-table" aria-label="Active Users" data-slot="users-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const own = isOwnRow(user.id, currentUserId);
          const name = user.full_name || user.email;
          return (
            <tr key={user.id} data-own={own || undefined}>
              <td>
                {name}
                {own && <span className="curate-UserManagement-you"> (you)</span>}
              </td>
              <td>{user.email}</td>
              <td>
                <Badge tone={user.role === 'tenant-user' ? 'neutral' : 'info'}>{roleLabel(user.role)}</Badge>
              </td>
              <td>{user.is_active ? 'Active' : 'Inactive'}</td>
              <td>{dateOf(user.created_at)}</td>
              <td className="curate-UserManagement-actions">
                <Button
                  size="sm"
                  disabled={own}
                  aria-label={`Change role of ${name}`}
                  title={own ? 'You cannot change your own role' : undefined}
                  onClick={() => onChangeRole(user)}
                >
                  Change Role
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={own}
                  aria-label={`Remove ${name}`}
                  title={own ? 'You cannot remove yourself' : undefined}
                  onClick={() => onRemove(user)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
