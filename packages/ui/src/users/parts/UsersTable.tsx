import { isOwnRow, roleLabel, useFormat, usersMessages, useTexts } from '@curate/core';
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

/** The Active Users table: name, email, role, status, created, actions. */
export function UsersTable({ users, currentUserId, onChangeRole, onRemove }: UsersTableProps) {
  const m = useTexts('users', usersMessages);
  const format = useFormat();
  if (users.length === 0) return <p className="curate-UserManagement-empty">{m.noUsers}</p>;
  return (
    <table className="curate-UserManagement-table" aria-label={m.activeUsers} data-slot="users-table">
      <thead>
        <tr>
          <th scope="col">{m.columnName}</th>
          <th scope="col">{m.columnEmail}</th>
          <th scope="col">{m.columnRole}</th>
          <th scope="col">{m.columnStatus}</th>
          <th scope="col">{m.columnCreated}</th>
          <th scope="col">{m.columnActions}</th>
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
                {own && <span className="curate-UserManagement-you">{` ${m.you}`}</span>}
              </td>
              <td>{user.email}</td>
              <td>
                <Badge tone={user.role === 'tenant-user' ? 'neutral' : 'info'}>{roleLabel(user.role, m)}</Badge>
              </td>
              <td>{user.is_active ? m.active : m.inactive}</td>
              <td>{format.date(user.created_at)}</td>
              <td className="curate-UserManagement-actions">
                <Button
                  size="sm"
                  disabled={own}
                  aria-label={m.changeRoleOf(name)}
                  title={own ? m.cannotChangeOwnRole : undefined}
                  onClick={() => onChangeRole(user)}
                >
                  {m.changeRole}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={own}
                  aria-label={m.removeUserNamed(name)}
                  title={own ? m.cannotRemoveSelf : undefined}
                  onClick={() => onRemove(user)}
                >
                  {m.remove}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
