import { roleLabel } from '@curate/core';
import type { Invitation } from '@curate/core/contract';
import { Button } from '../../primitives/Button/Button';

/** Props of UserManagement.InvitationsTable. */
export interface InvitationsTableProps {
  /** The pending invitations. */
  invitations: readonly Invitation[];
  onRevoke: (invitation: Invitation) => void;
  /** The invitation being revoked, if any. */
  revokingId?: string | null;
}

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—');

/** The Pending Invitations table: invitee, role, sent, expires, Revoke. */
export function InvitationsTable({ invitations, onRevoke, revokingId = null }: InvitationsTableProps) {
  if (invitations.length === 0) return <p className="curate-UserManagement-empty">No pending invitations.</p>;
  return (
    <table className="curate-UserManagement-table" aria-label="Pending Invitations" data-slot="invitations-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Sent</th>
          <th scope="col">Expires</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td>{invitation.invitee_name ?? '—'}</td>
            <td>{invitation.invitee_email}</td>
            <td>{roleLabel(invitation.role ?? 'tenant-user')}</td>
            <td>{dateOf(invitation.created_at)}</td>
            <td>{dateOf(invitation.expires_at)}</td>
            <td>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Revoke invitation of ${invitation.invitee_email}`}
                loading={revokingId === invitation.id}
                loadingLabel="Revoking..."
                onClick={() => onRevoke(invitation)}
              >
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
